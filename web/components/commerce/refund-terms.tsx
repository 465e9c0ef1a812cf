import { cn } from '#web/components/ui/cn.ts';
import { useTranslation } from '#web/i18n/react.tsx';

/**
 * The site's refund terms (issue 35), in the reader's language: shown in the payment modal before paying and on the
 * receipt. Nothing while they have not loaded.
 */
export function RefundTerms({
  terms,
  className,
}: {
  terms: { en: string; bn: string } | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  if (!terms) return null;
  return (
    <section data-testid="refund-terms" className={cn('text-xs text-slate-600 dark:text-slate-400', className)}>
      <h3 className="font-semibold text-slate-800 dark:text-slate-200">{t('refundTerms')}</h3>
      <p className="mt-1 whitespace-pre-line">{i18n.language === 'bn' ? terms.bn : terms.en}</p>
    </section>
  );
}
