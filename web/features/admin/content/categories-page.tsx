import { useMemo, useRef } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus, HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import type { Category } from '#shared/content/layout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { EditorSection, QueryFrame } from './editor-frame.tsx';
import { useEditorState } from './use-editor-state.ts';

/** A row while edited; `key` is the React key (the id of a saved category, a local one for a new row). */
interface Row {
  key: string;
  _id?: string;
  title: string;
}

const isBlank = (row: Row) => row.title.trim() === '';

function CategoriesEditor({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo<Row[]>(
    () => categories.map((c) => ({ key: c._id, _id: c._id, title: c.title })),
    [categories],
  );
  const { value: rows = [], isDirty, update, reset } = useEditorState(server);
  const save = useUpdateLayout({ errorToast: t('categories.failed') });
  const nextKey = useRef(0);
  const hasEmpty = rows.some(isBlank);

  const add = () => {
    if (rows.length > 0 && isBlank(rows[rows.length - 1]!)) {
      toast.error(t('categories.completePrevious'));
      return;
    }
    const key = `new-${++nextKey.current}`;
    update((list) => [...list, { key, title: '' }]);
    // Focus the new row once it is rendered, so the admin can type its title straight away.
    setTimeout(() => document.getElementById(`category-${key}`)?.focus());
  };

  const onSave = () => {
    // A renamed category keeps its id (and its courses); rows left empty are dropped.
    const body = rows
      .filter((r) => !isBlank(r))
      .map((r) => (r._id ? { _id: r._id, title: r.title.trim() } : { title: r.title.trim() }));
    save.mutate(
      { type: 'Categories', categories: body },
      {
        onSuccess: () => {
          reset();
          toast.success(t('categories.saved'));
        },
      },
    );
  };

  return (
    <EditorSection title={t('categories.listTitle')}>
      {rows.length === 0 ? (
        <EmptyState title={t('categories.empty')} line={t('categories.emptyLine')} className="py-8" />
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="w-7 shrink-0 text-right text-sm font-semibold text-slate-500 tabular-nums dark:text-slate-400"
              >
                {index + 1}.
              </span>
              <label htmlFor={`category-${row.key}`} className="sr-only">
                {t('categories.rowLabel', { n: index + 1 })}
              </label>
              <input
                id={`category-${row.key}`}
                value={row.title}
                placeholder={t('categories.placeholder')}
                aria-invalid={isBlank(row) || undefined}
                onChange={(e) =>
                  update((list) => list.map((r) => (r.key === row.key ? { ...r, title: e.target.value } : r)))
                }
                className={inputClass}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('categories.remove', { n: index + 1 })}
                onClick={() => update((list) => list.filter((r) => r.key !== row.key))}
                className="shrink-0 text-red-600 dark:text-red-400"
              >
                <HiTrash aria-hidden="true" className="h-5 w-5" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={add}>
          <HiPlus aria-hidden="true" className="h-4 w-4" />
          {t('categories.add')}
        </Button>
        <SaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          onReset={reset}
          onSave={onSave}
          blockedLabel={hasEmpty ? t('categories.completeFields') : null}
          extraBadge={hasEmpty ? t('categories.emptyFields') : null}
        />
      </div>
    </EditorSection>
  );
}

/** /admin/categories: the numbered list of course categories (admin-side §2 Content editors). */
export function CategoriesPage() {
  const { t } = useTranslation('admin-content');
  const query = useLayout('Categories');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <QueryFrame query={query}>{(layout) => <CategoriesEditor categories={layout.categories} />}</QueryFrame>
    </div>
  );
}
