import { Suspense, lazy, useCallback, useLayoutEffect, useRef } from 'react';
import { getI18n, useTranslation } from 'react-i18next';

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
}

// TipTap and ProseMirror (about 130 KB gzip) load only when an admin screen shows an editor, with its strings. The
// strings come through the app's i18next instance (getI18n), not web/i18n/index.ts: importing that module from a
// lazy chunk makes the bundler split the first download into more files and pushes the home page over its budget.
const TiptapEditor = lazy(() =>
  Promise.all([import('./tiptap-editor.tsx'), getI18n().loadNamespaces('admin-editor')]).then(([module]) => module),
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
