import { sanitizeRichText } from './sanitize-rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html = '<h2>Visa</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com">a link</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html.replace('href="https://example.com"', 'href="https://example.com" rel="noopener noreferrer"'));
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html =
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichText(html)!;
    expect(clean).not.toMatch(/script|onerror|onclick|style|javascript:|iframe/i);
    expect(clean).toBe('<p>Hi</p><img src="x" /><a rel="noopener noreferrer">go</a>');
  });

  it('answers null for nothing left', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<script>alert(1)</script>  ')).toBeNull();
  });
});
