import { useTranslation } from 'react-i18next';
import { HiOutlinePencil, HiOutlineTrash } from 'react-icons/hi';
import type { PrivacyCard } from '#shared/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';

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
      {cards.map((card, index) => {
        const Icon = PRIVACY_ICON_COMPONENTS[resolvePrivacyIcon(card.icon)];
        return (
          <li
            key={`${index}-${card.title}`}
            data-testid="privacy-card"
            className={`flex gap-3 rounded-xl border p-4 ${index === editIndex ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200 dark:border-slate-700'}`}
          >
            <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-600 dark:bg-slate-800 dark:text-brand-500">
              <Icon />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{card.title}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words text-slate-600 dark:text-slate-400">
                {card.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
              <Button variant="ghost" size="icon" aria-label={t('privacy.editCardNamed', { title: card.title })} onClick={() => onEdit(index)}>
                <HiOutlinePencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-red-700 dark:text-red-400"
                aria-label={t('privacy.deleteCardNamed', { title: card.title })}
                onClick={() => onDelete(index)}
              >
                <HiOutlineTrash aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
