import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { AboutFeature, AboutPageAnswer } from '#shared/content/pages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { useUpdateAboutPage } from '#web/api/content-writes.ts';
import { AboutFeatureEditor } from './about-feature-editor.tsx';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';
import { IconListItem } from './icon-list-item.tsx';
import { Panel } from './panel.tsx';

type Change = 'added' | 'updated' | 'deleted';

/** The feature list with its add/edit form; every change is stored at once (see ../about-page.tsx). */
export function AboutFeatures({ page }: { page: AboutPageAnswer }) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const update = useUpdateAboutPage({ errorToast: t('about.toast.featureFailed') });
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
      // the failure itself is shown by the mutation's error toast
      .catch(() => false);

  const plain = features.map(({ icon, title, desc }) => ({ icon, title, desc }));
  const submit = async (feature: AboutFeature) => {
    if (editIndex === null) return persist([...plain, feature], 'added');
    const stored = await persist(
      plain.map((f, i) => (i === editIndex ? feature : f)),
      'updated',
    );
    if (stored) setEditIndex(null);
    return stored;
  };
  const confirmDelete = async () => {
    if (deleteIndex === null) return;
    if (
      await persist(
        plain.filter((_, i) => i !== deleteIndex),
        'deleted',
      )
    ) {
      if (editIndex !== null)
        setEditIndex(editIndex === deleteIndex ? null : editIndex > deleteIndex ? editIndex - 1 : editIndex);
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
          {features.map((feature, index) => (
            <IconListItem
              key={`${index}-${feature.title}`}
              testId="about-feature"
              icon={ABOUT_ICON_COMPONENTS[resolveAboutIcon(feature.icon)]}
              title={feature.title}
              isEditing={index === editIndex}
              editLabel={t('about.editFeatureNamed', { title: feature.title })}
              deleteLabel={t('about.deleteFeatureNamed', { title: feature.title })}
              onEdit={() => setEditIndex(index)}
              onDelete={() => setDeleteIndex(index)}
            >
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">{feature.desc}</p>
            </IconListItem>
          ))}
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
        description={t('about.deleteFeatureLine', {
          title: deleteIndex !== null ? (features[deleteIndex]?.title ?? '') : '',
        })}
        confirmLabel={t('admin:delete')}
        onConfirm={() => void confirmDelete()}
        isPending={update.isPending}
      />
    </Panel>
  );
}
