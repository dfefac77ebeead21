// The rich-text editor of programme modules and descriptions and of the director messages: TipTap (ProseMirror)
// with the formats the server's sanitiser keeps (paragraphs, headings 2–4, bold, italic, underline, strike,
// lists, quotes, links, rules). It is its own lazy chunk (rich-text-field.tsx loads it), so neither the public
// site nor the admin screens without rich text pay for it. The HTML it writes is sanitised again by the server.
import { ListItem } from '@tiptap/extension-list';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import './rich-text.css';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  /** The field's label: names its toolbar ('Module formatting'). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled?: boolean | undefined;
}

/** The editor's HTML, '' when it holds no text (an empty editor writes `<p></p>`). */
export function editorHtml(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export default function RichTextEditor({
  id,
  labelId,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  required,
  disabled,
}: RichTextEditorProps) {
  const t = useT(adminNs);
  const bangla = useLanguage() === 'bn';
  /**
   * A tool's name with what its button shows when the words differ (WCAG 2.5.3: the visible text is part of the
   * name): 'শিরোনাম (H2)'. English keeps its names as they always were ('Heading').
   */
  const named = (label: string, shown: string) => (bangla ? `${label} (${shown})` : label);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        listItem: false,
        // No empty paragraph added after a closing list or heading: the stored HTML stays as it was written.
        trailingNode: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      // A list item may start with a heading: the programmes' modules are `<ul><li><h3>…</h3><p>…</p></li></ul>`
      // (TipTap's default, 'paragraph block*', would put an empty paragraph before each heading).
      ListItem.extend({ content: 'block+' }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: `form-control rich-text-content${invalid ? ' is-invalid' : ''}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
    onBlur: () => onBlur(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('editor.linkPrompt', { example: 'https://…' }), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className="rich-text-editor">
      <div
        role="toolbar"
        aria-label={t('editor.formatting', { label })}
        aria-controls={id}
        className="rich-text-toolbar btn-toolbar gap-1 mb-1"
      >
        <Tool
          label={t('editor.bold')}
          pressed={active.bold}
          onClick={() => chain().toggleBold().run()}
          disabled={disabled}
        >
          <strong>B</strong>
        </Tool>
        <Tool
          label={t('editor.italic')}
          pressed={active.italic}
          onClick={() => chain().toggleItalic().run()}
          disabled={disabled}
        >
          <em>I</em>
        </Tool>
        <Tool
          label={t('editor.underline')}
          pressed={active.underline}
          onClick={() => chain().toggleUnderline().run()}
          disabled={disabled}
        >
          <u>U</u>
        </Tool>
        <Tool
          label={t('editor.strike')}
          pressed={active.strike}
          onClick={() => chain().toggleStrike().run()}
          disabled={disabled}
        >
          <s>S</s>
        </Tool>
        <Tool
          label={named(t('editor.heading'), 'H2')}
          pressed={active.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
          disabled={disabled}
        >
          H2
        </Tool>
        <Tool
          label={named(t('editor.subheading'), 'H3')}
          pressed={active.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
          disabled={disabled}
        >
          H3
        </Tool>
        <Tool
          label={t('editor.bulletedList')}
          pressed={active.bulletList}
          onClick={() => chain().toggleBulletList().run()}
          disabled={disabled}
        >
          {t('editor.bulletedShort')}
        </Tool>
        <Tool
          label={named(t('editor.numberedList'), t('editor.numberedShort'))}
          pressed={active.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
          disabled={disabled}
        >
          {t('editor.numberedShort')}
        </Tool>
        <Tool
          label={t('editor.quote')}
          pressed={active.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
          disabled={disabled}
        >
          “ ”
        </Tool>
        <Tool label={t('editor.link')} pressed={active.link} onClick={setLink} disabled={disabled}>
          {t('editor.linkShort')}
        </Tool>
        <Tool label={t('editor.undo')} onClick={() => chain().undo().run()} disabled={disabled}>
          ↶
        </Tool>
        <Tool label={t('editor.redo')} onClick={() => chain().redo().run()} disabled={disabled}>
          ↷
        </Tool>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

function Tool({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${pressed ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
