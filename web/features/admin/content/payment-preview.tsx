import { useTranslation } from '#web/i18n/react.tsx';
import { HiCheck, HiX } from 'react-icons/hi';
import type { PaymentPages } from '#shared/content/pages.ts';
import { cn } from '#web/components/ui/cn.ts';
import { isHexColour, type PaymentKind } from './payment-model.ts';

/** A small picture of the result page with the chosen colours, texts and animation. */
export function PaymentPreview({ kind, page }: { kind: PaymentKind; page: PaymentPages[PaymentKind] }) {
  const { t } = useTranslation('admin-content');
  const colour = (value: string, fallback: string) => (isHexColour(value) ? value : fallback);
  const Icon = kind === 'success' ? HiCheck : HiX;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
        {t('payment.preview')}
      </figcaption>
      <div
        data-testid={`preview-${kind}`}
        className="flex flex-col items-center gap-2 px-4 py-8 text-center"
        style={{ backgroundColor: colour(page.backgroundColor, '#64748B'), color: colour(page.textColor, '#FFFFFF') }}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex h-14 w-14 items-center justify-center rounded-full border-2',
            page.showAnimation && 'motion-safe:animate-bounce',
          )}
          style={{ borderColor: colour(page.iconColor, '#FFFFFF'), color: colour(page.iconColor, '#FFFFFF') }}
        >
          <Icon className="h-8 w-8" />
        </span>
        <p className="text-lg font-bold break-words">{page.title}</p>
        <p className="text-sm break-words opacity-90">{page.subtitle}</p>
        <p className="max-w-xs text-xs break-words opacity-80">{page.message}</p>
      </div>
    </figure>
  );
}
