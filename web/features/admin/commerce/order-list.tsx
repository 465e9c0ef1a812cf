import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineDocumentDownload, HiOutlineMail } from 'react-icons/hi';
import { formatDate } from '#shared/dates.ts';
import { htmlToText } from '#shared/html-text.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import type { AdminOrder } from '#web/api/orders.ts';
import { receiptPdfUrl } from '#web/api/receipts.ts';
import { priceText } from './money.ts';
import { OrderRefundButton, OrderStatusBadge } from './order-refund.tsx';

/** The e-mail action: a mailto: link to the learner, absent when the learner is gone (N/A). */
function MailLink({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-commerce');
  if (!order.userEmail.includes('@')) return null;
  return (
    <a
      href={`mailto:${order.userEmail}`}
      className={buttonClass('ghost', 'icon')}
      aria-label={t('orders.mail', { name: order.userName })}
      title={t('orders.mail', { name: order.userName })}
    >
      <HiOutlineMail aria-hidden="true" className="h-5 w-5" />
    </a>
  );
}

/** The order's receipt PDF (English, as the admin pages read); none for a free order, which has no receipt. */
function ReceiptLink({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-commerce');
  if (order.amount <= 0) return null;
  return (
    <a
      href={receiptPdfUrl(order._id, 'en')}
      download
      className={buttonClass('ghost', 'icon')}
      aria-label={t('orders.receipt', { name: order.userName })}
      title={t('orders.receipt', { name: order.userName })}
    >
      <HiOutlineDocumentDownload aria-hidden="true" className="h-5 w-5" />
    </a>
  );
}

function Price({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  return (
    <>
      <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
        {priceText(order.amount, t('admin:free'))}
      </span>
      {order.couponCode && (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {t('orders.coupon', { code: order.couponCode })}
        </span>
      )}
      <OrderStatusBadge status={order.status} />
    </>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

/** Recent Orders (admin-side §2): a table from 768 px, cards below it; `refundable` adds each paid order's Refund. */
export function OrderList({ orders, refundable = false }: { orders: readonly AdminOrder[]; refundable?: boolean }) {
  const { t, i18n } = useTranslation('admin-commerce');
  const date = (o: AdminOrder) => formatDate(o.createdAt, undefined, i18n.language);
  return (
    <>
      <table className="hidden w-full md:table">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={th}>
              {t('orders.customer')}
            </th>
            <th scope="col" className={th}>
              {t('orders.course')}
            </th>
            <th scope="col" className={th}>
              {t('orders.price')}
            </th>
            <th scope="col" className={th}>
              {t('orders.date')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {orders.map((o) => (
            <tr key={o._id}>
              <td className={td}>
                <span className="block font-medium text-slate-900 dark:text-white">{o.userName}</span>
                <span className="block text-xs break-all">{o.userEmail}</span>
              </td>
              <td className={td}>{htmlToText(o.courseName)}</td>
              <td className={td}>
                <Price order={o} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={o.createdAt}>{date(o)}</time>
              </td>
              <td className={`${td} text-right`}>
                <div className="flex items-center justify-end gap-2">
                  {refundable && <OrderRefundButton order={o} />}
                  {refundable && <ReceiptLink order={o} />}
                  <MailLink order={o} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('orders.title')}>
        {orders.map((o) => (
          <li key={o._id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{o.userName}</p>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">{o.userEmail}</p>
              </div>
              <div className="flex">
                {refundable && <ReceiptLink order={o} />}
                <MailLink order={o} />
              </div>
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{htmlToText(o.courseName)}</p>
            <div className="mt-2 flex items-end justify-between gap-3 text-sm">
              <div>
                <Price order={o} />
              </div>
              <time dateTime={o.createdAt} className="text-slate-600 dark:text-slate-400">
                {date(o)}
              </time>
            </div>
            {refundable && (
              <div className="mt-3">
                <OrderRefundButton order={o} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
