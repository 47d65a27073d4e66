import './rich-text.css';
/**
 * Stored rich text, shown as formatted HTML. The server sanitised it with its allow-list before storing it
 * (libs/platform/src/html), which is what makes rendering it as HTML safe.
 */
export function RichTextView({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text text-sm text-slate-900 ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
