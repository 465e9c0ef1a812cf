import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiOutlinePencil, HiOutlineTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import type { AboutFeature, AboutPageAnswer } from '#shared/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUpdateAboutPage } from '../api/about-page.ts';
import { AboutFeatureEditor } from './about-feature-editor.tsx';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';
import { Panel } from './panel.tsx';

type Change = 'added' | 'updated' | 'deleted';

/** The feature list with its add/edit form; every change is stored at once (see ../about-page.tsx). */
export function AboutFeatures({ page }: { page: AboutPageAnswer }) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const update = useUpdateAboutPage();
  const [editIndex, setEditIndex] = useState<number | null>(null);
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);
  const features = page.features;

  /** Sends the saved header text with the new list, so unsaved header edits stay drafts. */
  const persist = (next: AboutFeature[], change: Change) =>
    update
      .mutateAsync({ title: page.title, subtitle: page.subtitle, mission: page.mission, features: next })
      .then(() => {
        toast.success(t(`about.toast.feature.${change}`));
        return true;
      })
      .catch((e: unknown) => {
        toast.error(errorMessage(e, t('about.toast.featureFailed')));
        return false;
      });

  const plain = features.map(({ icon, title, desc }) => ({ icon, title, desc }));
  const submit = async (feature: AboutFeature) => {
    if (editIndex === null) return persist([...plain, feature], 'added');
    const stored = await persist(plain.map((f, i) => (i === editIndex ? feature : f)), 'updated');
    if (stored) setEditIndex(null);
    return stored;
  };
  const confirmDelete = async () => {
    if (deleteIndex === null) return;
    if (await persist(plain.filter((_, i) => i !== deleteIndex), 'deleted')) {
      if (editIndex !== null) setEditIndex(editIndex === deleteIndex ? null : editIndex > deleteIndex ? editIndex - 1 : editIndex);
      setDeleteIndex(null);
    }
  };
  const editing = editIndex !== null && features[editIndex] ? { index: editIndex, feature: features[editIndex] } : null;

  return (
    <Panel id="about-features" title={t('about.featuresTitle')}>
      {features.length === 0 ? (
        <EmptyState title={t('about.noFeatures')} titleAs="p" className="py-6" />
      ) : (
        <ol className="mb-6 grid gap-3 lg:grid-cols-2">
          {features.map((feature, index) => {
            const Icon = ABOUT_ICON_COMPONENTS[resolveAboutIcon(feature.icon)];
            return (
              <li
                key={`${index}-${feature.title}`}
                data-testid="about-feature"
                className={`flex gap-3 rounded-xl border p-4 ${index === editIndex ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200 dark:border-slate-700'}`}
              >
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-600 dark:bg-slate-800 dark:text-brand-500">
                  <Icon />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900 dark:text-white">{feature.title}</p>
                  <p className="text-sm break-words text-slate-600 dark:text-slate-400">{feature.desc}</p>
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                  <Button variant="ghost" size="icon" aria-label={t('about.editFeatureNamed', { title: feature.title })} onClick={() => setEditIndex(index)}>
                    <HiOutlinePencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 dark:text-red-400"
                    aria-label={t('about.deleteFeatureNamed', { title: feature.title })}
                    onClick={() => setDeleteIndex(index)}
                  >
                    <HiOutlineTrash aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AboutFeatureEditor
        key={editIndex ?? 'add'}
        editing={editing}
        isPending={update.isPending && deleteIndex === null}
        onSubmit={submit}
        onCancel={() => setEditIndex(null)}
      />
      <ConfirmDialog
        open={deleteIndex !== null}
        onOpenChange={(open) => !open && setDeleteIndex(null)}
        title={t('about.deleteFeatureTitle')}
        description={t('about.deleteFeatureLine', { title: deleteIndex !== null ? (features[deleteIndex]?.title ?? '') : '' })}
        confirmLabel={t('admin:delete')}
        onConfirm={() => void confirmDelete()}
        isPending={update.isPending}
      />
    </Panel>
  );
}
