import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlinePencil, HiOutlineTrash } from 'react-icons/hi';
import type { CouponStatus } from '#shared/coupons.ts';
import { formatDate } from '#shared/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import type { Coupon } from '#shared/coupons.ts';
import { priceText } from './money.ts';

const badge: Record<CouponStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-200',
  expired: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
  scheduled: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
};
const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-400';
const td = 'px-3 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

/** The coupons of one page: a table from 768 px, a card per coupon below it (as Users, Courses and Invoices). */
export function CouponTable({
  coupons,
  onEdit,
  onDelete,
}: {
  coupons: readonly Coupon[];
  onEdit: (c: Coupon) => void;
  onDelete: (c: Coupon) => void;
}) {
  const { t, i18n } = useTranslation(['admin-commerce', 'admin']);
  const date = (iso: string | null) => (iso ? formatDate(iso, undefined, i18n.language) : null);
  const taka = (n: number) => priceText(n, t('admin:free'));
  const discount = (c: Coupon) => (c.discountType === 'percent' ? `${c.discountValue}%` : taka(c.discountValue));
  const validity = (c: Coupon) =>
    !c.validFrom && !c.validUntil
      ? t('coupons.always')
      : `${date(c.validFrom) ?? t('coupons.noStart')} – ${date(c.validUntil) ?? t('coupons.noEnd')}`;

  const status = (c: Coupon) => (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', badge[c.status])}>
      {t(`coupons.status.${c.status}`)}
    </span>
  );
  const actions = (c: Coupon) => (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEdit(c)}
        aria-label={t('coupons.editCode', { code: c.code })}
      >
        <HiOutlinePencil aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(c)}
        aria-label={t('coupons.deleteCode', { code: c.code })}
        className="text-red-700 dark:text-red-400"
      >
        <HiOutlineTrash aria-hidden="true" className="h-5 w-5" />
      </Button>
    </>
  );
  const about = (c: Coupon) => (
    <>
      {c.description && (
        <span className="block max-w-xs text-xs break-words text-slate-500 dark:text-slate-400">{c.description}</span>
      )}
      {c.appliesTo === 'selected' && (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {t('coupons.courseCount', { count: c.courseIds.length })}
        </span>
      )}
    </>
  );
  const discountCell = (c: Coupon) => (
    <>
      <span className="font-semibold whitespace-nowrap">{discount(c)}</span>
      {c.maxDiscount !== null && (
        <span className="block text-xs whitespace-nowrap">{t('coupons.upTo', { amount: taka(c.maxDiscount) })}</span>
      )}
    </>
  );
  const minOrder = (c: Coupon) => (c.minOrderAmount > 0 ? taka(c.minOrderAmount) : t('coupons.none'));
  const usage = (c: Coupon) => (
    <>
      {t('coupons.used', { used: c.timesUsed, limit: c.usageLimit ?? '∞' })}
      {c.perUserLimit !== null && (
        <span className="block text-xs">{t('coupons.perLearner', { count: c.perUserLimit })}</span>
      )}
    </>
  );
  const dt = 'text-xs text-slate-500 dark:text-slate-400';

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px]">
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              {(['code', 'discount', 'minOrder', 'usage', 'validity', 'status'] as const).map((k) => (
                <th key={k} scope="col" className={th}>
                  {t(`coupons.col.${k}`)}
                </th>
              ))}
              <th scope="col" className={th}>
                <span className="sr-only">{t('coupons.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {coupons.map((c) => (
              <tr key={c._id}>
                <td className={td}>
                  <span className="block font-mono font-semibold text-slate-900 dark:text-white">{c.code}</span>
                  {about(c)}
                </td>
                <td className={td}>{discountCell(c)}</td>
                <td className={`${td} whitespace-nowrap`}>{minOrder(c)}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{usage(c)}</td>
                <td className={`${td} text-xs`}>{validity(c)}</td>
                <td className={td}>{status(c)}</td>
                <td className={`${td} text-right whitespace-nowrap`}>{actions(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={t('coupons.listLabel')}>
        {coupons.map((c) => (
          <li key={c._id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono font-semibold break-all text-slate-900 dark:text-white">{c.code}</p>
                {about(c)}
              </div>
              {status(c)}
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm text-slate-700 dark:text-slate-300">
              <div>
                <dt className={dt}>{t('coupons.col.discount')}</dt>
                <dd>{discountCell(c)}</dd>
              </div>
              <div>
                <dt className={dt}>{t('coupons.col.minOrder')}</dt>
                <dd>{minOrder(c)}</dd>
              </div>
              <div>
                <dt className={dt}>{t('coupons.col.usage')}</dt>
                <dd className="tabular-nums">{usage(c)}</dd>
              </div>
              <div>
                <dt className={dt}>{t('coupons.col.validity')}</dt>
                <dd className="text-xs">{validity(c)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end gap-1 border-t border-slate-100 pt-2 dark:border-slate-800">
              {actions(c)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
