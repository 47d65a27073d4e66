import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text (descriptions, promotion HTML): what the web's editor produces, plus images and
 * tables that older content carries. Everything else is dropped, so scripts, event handlers (onerror=...),
 * styles and javascript: URLs never reach the database or a page that renders the HTML.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into the back-office through window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as it may be stored; null when nothing is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean === '' ? null : clean;
}
