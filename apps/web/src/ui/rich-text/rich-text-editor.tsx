import './rich-text.css';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

interface ToolbarAction {
  label: string;
  text: string;
  run: (editor: Editor) => void;
  /** Pressed state for the formats that toggle; absent for one-off commands. */
  isActive?: (editor: Editor) => boolean;
}

const ACTIONS: readonly ToolbarAction[] = [
  { label: 'Bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), isActive: (e) => e.isActive('bold') },
  { label: 'Italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), isActive: (e) => e.isActive('italic') },
  { label: 'Underline', text: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), isActive: (e) => e.isActive('underline') },
  {
    label: 'Heading',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Bulleted list', text: '• List', run: (e) => e.chain().focus().toggleBulletList().run(), isActive: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', text: '1. List', run: (e) => e.chain().focus().toggleOrderedList().run(), isActive: (e) => e.isActive('orderedList') },
  { label: 'Quote', text: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), isActive: (e) => e.isActive('blockquote') },
  { label: 'Undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** The formats the server's allow-list keeps (libs/platform/src/html): headings 2 and 3, no code blocks. */
const EXTENSIONS = [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false, link: { openOnClick: false } })];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The one rich-text field of every form (descriptions, promotion HTML): a TipTap editor with a toolbar. It emits HTML;
 * the server sanitises it with an allow-list before storing, so what the editor allows is only a convenience.
 */
export function RichTextEditor({ label, value, onChange, error, disabled = false }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    // The CSP allows no inline <style>: the editor's few base rules are in rich-text.css instead.
    injectCSS: false,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'rich-text min-h-32 px-3 py-2 text-sm text-slate-900 focus:outline-none',
      },
    },
  });
  // A value set from outside (a form reset after reloading the latest version) replaces the document; the editor's own
  // updates come back equal and change nothing.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => ACTIONS.map((a) => (e && a.isActive ? a.isActive(e) : null)),
  });

  return (
    <div>
      <p id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div
        className={`mt-1 rounded border bg-white shadow-sm focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-sky-700 ${error ? 'border-red-600' : 'border-slate-400'}`}
      >
        <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
          {ACTIONS.map((action, i) => (
            <button
              key={action.label}
              type="button"
              aria-label={action.label}
              title={action.label}
              aria-pressed={pressed?.[i] ?? undefined}
              disabled={!editor || disabled}
              onClick={() => editor && action.run(editor)}
              className="min-w-8 rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-200 disabled:opacity-50 aria-pressed:bg-slate-300"
            >
              {action.text}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
