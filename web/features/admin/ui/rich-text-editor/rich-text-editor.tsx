import { Suspense, lazy, useCallback, useLayoutEffect, useRef } from 'react';
import type { ImagePurpose } from '#shared/endpoints/uploads.ts';
import { loadNamespaces } from '#web/i18n/index.ts';
import { useTranslation } from '#web/i18n/react.tsx';

export interface RichTextEditorProps {
  /** The editable area's id (the field's label points at it). */
  id: string;
  /** The field's label, given to the editable area as its accessible name. */
  label: string;
  value: string;
  /** Called with the editor's HTML; '' when the text is empty. */
  onChange: (html: string) => void;
  /** One paragraph, no headings or lists (the course name). */
  isSingleLine?: boolean;
  invalid?: boolean;
  /** Pictures may go into the text, uploaded for this purpose (only where the server's sanitiser keeps them). */
  imagePurpose?: ImagePurpose;
}

// TipTap and ProseMirror (large) load only when an admin screen shows an editor, with its strings.
const TiptapEditor = lazy(() =>
  Promise.all([import('./tiptap-editor.tsx'), loadNamespaces('admin-editor')]).then(([module]) => module),
);

/** The admin rich-text editor, loaded on first use; until then a quiet placeholder keeps the field's place. */
export function RichTextEditor(props: RichTextEditorProps) {
  // The editor re-renders only when its own props change, not on every keystroke elsewhere in the form: it gets a
  // stable callback that always calls the form's latest onChange.
  const latest = useRef(props.onChange);
  useLayoutEffect(() => {
    latest.current = props.onChange;
  });
  const onChange = useCallback((html: string) => latest.current(html), []);
  return (
    <Suspense fallback={<EditorPlaceholder isSingleLine={props.isSingleLine} />}>
      <TiptapEditor {...props} onChange={onChange} />
    </Suspense>
  );
}

function EditorPlaceholder({ isSingleLine }: { isSingleLine?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      aria-busy="true"
      className={`${isSingleLine ? 'h-20' : 'h-44'} animate-pulse rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900`}
    >
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
