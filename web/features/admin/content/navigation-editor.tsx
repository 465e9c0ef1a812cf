import { useMemo } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { NAV_KEYS } from '#shared/content/layout-defaults.ts';
import type { Banner, Category } from '#shared/content/layout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputBase, Toggle } from '#web/features/admin/ui/form-controls.tsx';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { EditorSection } from './editor-frame.tsx';
import { type NavEntry, type NavForm, navBody, navFormOf, toPosition } from './navigation-model.ts';
import { useEditorState } from './use-editor-state.ts';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

function NavRow({
  id,
  label,
  entry,
  onChange,
}: {
  id: string;
  label: string;
  entry: NavEntry;
  onChange: (entry: NavEntry) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="min-w-0 flex-1">
        <Toggle
          id={`${id}-visible`}
          label={label}
          checked={entry.visible}
          onCheckedChange={(visible) => onChange({ ...entry, visible })}
        />
      </div>
      <label htmlFor={`${id}-position`} className="sr-only">
        {t('nav.positionOf', { name: label })}
      </label>
      <input
        id={`${id}-position`}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={entry.position}
        onChange={(e) => onChange({ ...entry, position: e.target.value })}
        onBlur={() => onChange({ ...entry, position: String(toPosition(entry.position)) })}
        className={`${inputBase} w-20 shrink-0`}
      />
    </li>
  );
}

/** The header menu: a visibility toggle and a position per page and per category; Cancel and Save when changed. */
export function NavigationEditor({ banner, categories }: { banner: Banner; categories: Category[] }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo(() => navFormOf(banner, categories), [banner, categories]);
  const { value: form, isDirty, update, reset } = useEditorState<NavForm>(server);
  useUnsavedChanges(isDirty);
  const save = useUpdateLayout({ errorToast: t('nav.failed') });
  if (!form) return null;

  const onSave = () =>
    save.mutate(navBody(form), {
      onSuccess: () => {
        reset();
        toast.success(t('nav.saved'));
      },
    });

  return (
    <EditorSection title={t('nav.title')} description={t('nav.line')}>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">{t('nav.pages')}</h3>
      <ul className="grid gap-2 md:grid-cols-2">
        {NAV_KEYS.map((key) => (
          <NavRow
            key={key}
            id={`nav-${key}`}
            label={t(`nav.items.${key}`)}
            entry={form.pages[key]}
            onChange={(entry) => update((f) => ({ ...f, pages: { ...f.pages, [key]: entry } }))}
          />
        ))}
      </ul>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">{t('nav.categories')}</h3>
      {categories.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('nav.noCategories')}</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {categories.map((c) => {
            const entry = form.categories[c._id];
            return entry ? (
              <NavRow
                key={c._id}
                id={`nav-category-${c._id}`}
                label={c.title}
                entry={entry}
                onChange={(next) => update((f) => ({ ...f, categories: { ...f.categories, [c._id]: next } }))}
              />
            ) : null;
          })}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={reset} disabled={!isDirty || save.isPending}>
          {t('admin:cancel')}
        </Button>
        <Button onClick={onSave} disabled={!isDirty} isLoading={save.isPending}>
          {t('admin:save')}
        </Button>
      </div>
    </EditorSection>
  );
}
