import { HiOutlineExclamation } from 'react-icons/hi';
import { htmlToText } from '#shared/html-text.ts';
import { formatTaka, takaToPoisha } from '#shared/pricing.ts';
import { useOverduePayments } from '#web/api/payments-admin.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useTranslation } from '#web/i18n/react.tsx';

const SHOWN = 5;

/**
 * The 10-day rule on the dashboard (issue 35): every payment pending more than 10 days without an outcome, listed
 * as overdue with a way to the pending payments. Nothing shows while there is none (or while it loads).
 */
export function OverduePayments() {
  const { t } = useTranslation('admin-analytics');
  const overdue = useOverduePayments();
  if (overdue.isError) {
    return (
      <div className="mb-6">
        <QueryError message={t('overdue.loadError')} onRetry={() => void overdue.refetch()} />
      </div>
    );
  }
  if (overdue.isPending || overdue.data.total === 0) return null;
  const { payments, total } = overdue.data;
  return (
    <section
      aria-labelledby="overdue-payments-title"
      data-testid="overdue-payments"
      className="mb-6 rounded-2xl border border-red-300 bg-red-50 p-4 sm:p-6 dark:border-red-900 dark:bg-red-950/40"
    >
      <h2
        id="overdue-payments-title"
        className="flex items-center gap-2 text-lg font-semibold text-red-900 dark:text-red-100"
      >
        <HiOutlineExclamation aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('overdue.title', { count: total })}
      </h2>
      <p className="mt-1 text-sm text-red-900 dark:text-red-200">{t('overdue.line')}</p>
      <ul className="mt-3 divide-y divide-red-200 dark:divide-red-900">
        {payments.slice(0, SHOWN).map((p) => (
          <li key={p.paymentId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0 break-words text-slate-900 dark:text-white">
              <b>{p.userName}</b> · {p.courses.map((c) => htmlToText(c)).join(', ')}
            </span>
            <span className="shrink-0 text-red-900 tabular-nums dark:text-red-200">
              {formatTaka(takaToPoisha(p.amount))} · {t('overdue.days', { count: p.daysOpen })}
            </span>
          </li>
        ))}
      </ul>
      <ButtonLink to="/admin/pending-payments" variant="outline" size="sm" className="mt-3">
        {t('overdue.open')}
      </ButtonLink>
    </section>
  );
}
