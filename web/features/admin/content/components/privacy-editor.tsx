import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { PrivacyCard, PrivacyPage, PrivacyPageAnswer } from '#shared/content/pages.ts';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useUpdatePrivacyPage } from '#web/api/content-writes.ts';
import { FormAlert, Panel } from './panel.tsx';
import { PrivacyCardEditor } from './privacy-card-editor.tsx';
import { PrivacyCards } from './privacy-cards.tsx';

const toPage = ({ title, subtitle, footerText, cards }: PrivacyPageAnswer): PrivacyPage => ({
  title,
  subtitle,
  footerText,
  cards: cards.map(({ icon, title: cardTitle, items }) => ({ icon, title: cardTitle, items })),
});

/** The whole page as a draft: header texts and cards change locally and are sent together by Save Changes. */
export function PrivacyEditor({ page }: { page: PrivacyPageAnswer }) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const update = useUpdatePrivacyPage({ errorToast: t('privacy.toast.saveFailed') });
  const saved = toPage(page);
  const [draft, setDraft] = useState<PrivacyPage | null>(null);
  const [editIndex, setEditIndex] = useState<number | null>(null);
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? saved;
  const isDirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const edit = (patch: Partial<PrivacyPage>) => setDraft({ ...value, ...patch });

  const submitCard = (card: PrivacyCard) => {
    if (editIndex === null) {
      edit({ cards: [...value.cards, card] });
      toast.success(t('privacy.toast.card.added'));
    } else {
      edit({ cards: value.cards.map((c, i) => (i === editIndex ? card : c)) });
      setEditIndex(null);
      toast.success(t('privacy.toast.card.updated'));
    }
  };
  const deleteCard = (index: number) => {
    setDeleteIndex(null);
    edit({ cards: value.cards.filter((_, i) => i !== index) });
    if (editIndex !== null) setEditIndex(editIndex === index ? null : editIndex > index ? editIndex - 1 : editIndex);
    toast.success(t('privacy.toast.card.deleted'));
  };

  const onSave = () => {
    if (!value.title.trim() || !value.subtitle.trim() || !value.footerText.trim())
      return setError(t('privacy.required'));
    if (value.cards.length === 0) return setError(t('privacy.atLeastOneCard'));
    setError(null);
    update.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        setEditIndex(null);
        toast.success(t('privacy.toast.saved'));
      },
    });
  };
  const editing =
    editIndex !== null && value.cards[editIndex] ? { index: editIndex, card: value.cards[editIndex] } : null;

  return (
    <div className="space-y-8">
      <Panel id="privacy-content" title={t('privacy.contentTitle')}>
        <div className="space-y-4">
          <Field label={t('privacy.pageTitle')} htmlFor="privacy-title" required>
            <RichTextEditor
              id="privacy-title"
              label={t('privacy.pageTitle')}
              value={value.title}
              onChange={(title) => edit({ title })}
              isSingleLine
            />
          </Field>
          <Field label={t('privacy.pageSubtitle')} htmlFor="privacy-subtitle" required>
            <RichTextEditor
              id="privacy-subtitle"
              label={t('privacy.pageSubtitle')}
              value={value.subtitle}
              onChange={(subtitle) => edit({ subtitle })}
            />
          </Field>
          <Field label={t('privacy.footerText')} htmlFor="privacy-footer" required>
            <textarea
              id="privacy-footer"
              rows={2}
              className={inputClass}
              value={value.footerText}
              onChange={(e) => edit({ footerText: e.target.value })}
            />
          </Field>
        </div>
      </Panel>
      <Panel id="privacy-cards" title={t('privacy.cardsTitle')}>
        <PrivacyCards cards={value.cards} editIndex={editIndex} onEdit={setEditIndex} onDelete={setDeleteIndex} />
        <PrivacyCardEditor
          key={editIndex ?? 'add'}
          editing={editing}
          onSubmit={submitCard}
          onCancel={() => setEditIndex(null)}
        />
        <ConfirmDialog
          open={deleteIndex !== null}
          onOpenChange={(open) => !open && setDeleteIndex(null)}
          title={t('privacy.deleteCardTitle')}
          description={t('privacy.deleteCardLine', {
            title: deleteIndex !== null ? (value.cards[deleteIndex]?.title ?? '') : '',
          })}
          confirmLabel={t('admin:delete')}
          onConfirm={() => deleteIndex !== null && deleteCard(deleteIndex)}
        />
      </Panel>
      <div className="space-y-3">
        <FormAlert message={error} />
        <SaveBar
          isDirty={isDirty}
          isSaving={update.isPending}
          onReset={() => {
            setDraft(null);
            setEditIndex(null);
            setError(null);
          }}
          onSave={onSave}
        />
      </div>
    </div>
  );
}
