import { useTranslation } from '#web/i18n/react.tsx';
import type { PrivacyCard } from '#shared/content/pages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';
import { IconListItem } from './icon-list-item.tsx';

/** The cards as the admin has them now (drafts included), each with Edit and Delete. */
export function PrivacyCards({
  cards,
  editIndex,
  onEdit,
  onDelete,
}: {
  cards: PrivacyCard[];
  editIndex: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t } = useTranslation('admin-site');
  if (cards.length === 0) return <EmptyState title={t('privacy.noCards')} titleAs="p" className="py-6" />;
  return (
    <ol className="mb-6 grid gap-3 lg:grid-cols-2">
      {cards.map((card, index) => (
        <IconListItem
          key={`${index}-${card.title}`}
          testId="privacy-card"
          icon={PRIVACY_ICON_COMPONENTS[resolvePrivacyIcon(card.icon)]}
          title={card.title}
          isEditing={index === editIndex}
          editLabel={t('privacy.editCardNamed', { title: card.title })}
          deleteLabel={t('privacy.deleteCardNamed', { title: card.title })}
          onEdit={() => onEdit(index)}
          onDelete={() => onDelete(index)}
        >
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words text-slate-600 dark:text-slate-400">
            {card.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </IconListItem>
      ))}
    </ol>
  );
}
