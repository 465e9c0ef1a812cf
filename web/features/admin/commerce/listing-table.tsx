import { useTranslation } from '#web/i18n/react.tsx';
import { formatDate } from '#shared/dates.ts';
import { htmlToText } from '#shared/html-text.ts';
import type { ListingRow } from './api/commerce-listing.ts';
import { priceText } from './money.ts';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

/** Wishlist or cart entries: a table from 768 px, cards below it. The cart shows each entry's coupon. */
export function ListingTable({
  rows,
  withCoupon,
  language,
}: {
  rows: readonly ListingRow[];
  withCoupon: boolean;
  language: string;
}) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const date = (r: ListingRow) => <time dateTime={r.createdAt}>{formatDate(r.createdAt, undefined, language)}</time>;
  const price = (r: ListingRow) => priceText(r.course.price, t('admin:free'));
  const coupon = (r: ListingRow) => r.couponCode ?? t('listing.noCoupon');
  return (
    <>
      <table className="hidden w-full md:table">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={th}>
              {t('listing.user')}
            </th>
            <th scope="col" className={th}>
              {t('listing.course')}
            </th>
            <th scope="col" className={th}>
              {t('listing.price')}
            </th>
            {withCoupon && (
              <th scope="col" className={th}>
                {t('listing.coupon')}
              </th>
            )}
            <th scope="col" className={th}>
              {t('listing.added')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r._id}>
              <td className={td}>
                <span className="block font-medium text-slate-900 dark:text-white">{r.user.name}</span>
                <span className="block text-xs break-all">{r.user.email}</span>
              </td>
              <td className={td}>{htmlToText(r.course.name)}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{price(r)}</td>
              {withCoupon && <td className={`${td} font-mono`}>{coupon(r)}</td>}
              <td className={`${td} whitespace-nowrap`}>{date(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('listing.entries')}>
        {rows.map((r) => (
          <li key={r._id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <p className="font-medium text-slate-900 dark:text-white">{r.user.name}</p>
            <p className="text-xs break-all text-slate-600 dark:text-slate-400">{r.user.email}</p>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{htmlToText(r.course.name)}</p>
            <div className="mt-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{price(r)}</span>
              {withCoupon && r.couponCode && (
                <span className="font-mono">{t('listing.couponCode', { code: r.couponCode })}</span>
              )}
              {date(r)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
