import { EditorContent, useEditor } from '@tiptap/react';
import { memo, useEffect, useRef } from 'react';
import { cn } from '#web/components/ui/cn.ts';
import { loadFontsUsedIn } from '#web/lib/rich-text-fonts.ts';
import { editorExtensions } from './extensions.ts';
import { canonicalHtml } from './rich-style.ts';
import { Toolbar } from './toolbar.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

/** The admin rich-text editor (admin-side §2), holding what `editorExtensions` allows. */
function TiptapEditor({
  id,
  label,
  value,
  onChange,
  isSingleLine = false,
  invalid,
  imagePurpose,
}: RichTextEditorProps) {
  const lastHtml = useRef(value);
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: editorExtensions({ isSingleLine, withImages: Boolean(imagePurpose) }),
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': isSingleLine ? 'false' : 'true',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          'rich-text min-h-10 px-3 py-2 text-sm text-slate-900 focus:outline-none dark:text-slate-100',
          !isSingleLine && 'min-h-32',
          '[&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold',
          '[&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-1 [&_ul]:list-disc',
          '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-brand-500',
        ),
      },
    },
    onUpdate: ({ editor: current }) => {
      // A text with no words is empty, so the forms' required checks see it so.
      const html = current.getText().trim() === '' ? '' : canonicalHtml(current.getHTML());
      lastHtml.current = html;
      loadFontsUsedIn(html);
      onChange(html);
    },
  });

  // A value changed from outside (Reset, a loaded course) replaces the text; the editor's own changes do not.
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => loadFontsUsedIn(value), [value]);

  return (
    <div
      className={cn(
        'rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30',
        'dark:border-slate-700 dark:bg-slate-950',
        invalid && 'border-red-500',
      )}
    >
      <Toolbar editor={editor} isSingleLine={isSingleLine} imagePurpose={imagePurpose} />
      <EditorContent editor={editor} />
    </div>
  );
}

export default memo(TiptapEditor);
