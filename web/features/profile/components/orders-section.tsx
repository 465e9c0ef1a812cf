import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineArrowLeft, HiOutlineDownload, HiOutlinePrinter, HiOutlineReceiptTax } from 'react-icons/hi';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { User } from '#shared/accounts.ts';
import { formatDate } from '#shared/dates.ts';
import { FinishPaymentFormSchema, type FinishPaymentForm, type MyPayment } from '#shared/orders.ts';
import { walletName } from '#shared/wallets.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button, ButtonLink, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ordersKeys, useCheckPaymentAgain, useFinishPayment, useMyOrdersById, useMyPayments } from '#web/api/orders.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { profileKeys } from '#web/api/profile.ts';
import { receiptPdfUrl, useSeller } from '#web/api/receipts.ts';
import { useRefundSettings } from '#web/api/refunds.ts';
import { plainText } from './course-cards.tsx';
import { RefundTerms } from '#web/components/commerce/refund-terms.tsx';
import { MyComplaints, ReportProblem } from './order-complaints.tsx';
import { OrderRefund } from './refund-request.tsx';
import { SectionError, SectionTitle } from './section-states.tsx';
import { useMoney } from '#web/lib/use-money.ts';

const emptyBox = 'rounded-2xl border border-dashed border-slate-300 dark:border-slate-700';
const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

const STATUS_LOOK: Record<MyPayment['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950/50 dark:text-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/50 dark:text-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
  duplicate: 'bg-violet-50 text-violet-800 ring-violet-600/30 dark:bg-violet-950/50 dark:text-violet-200',
};

function StatusBadge({ status }: { status: MyPayment['status'] }) {
  const { t } = useTranslation('profile');
  return (
    <span
      data-testid="payment-status"
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_LOOK[status],
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** The wallet paid with, spelled as the wallet spells it, "Free" for a free enrolment, or a dash before the learner paid. */
function useMethodText() {
  const { t, i18n } = useTranslation('profile');
  const lang = i18n.language === 'bn' ? 'bn' : 'en';
  return (payment: MyPayment) =>
    payment.free ? t('orders.free') : payment.paymentMethod ? walletName(payment.paymentMethod, lang) : '—';
}

/**
 * Section 7, Purchase History (issue 13): every payment of the learner, newest first (GET /orders/my-orders), with
 * its courses, coupons, amounts, method, date and status; Check again on a pending one; Finish payment (the invoice id
 * from the gateway's receipt) on one no invoice id came back for; a receipt for a paid one; Report a problem on each
 * order, and the learner's complaints under the list (issue 35).
 */
export function OrdersSection({ paymentId, user }: { paymentId?: string; user: User }) {
  const { t } = useTranslation('profile');
  const payments = useMyPayments();
  if (paymentId) return <Receipt payments={payments} paymentId={paymentId} user={user} />;
  return (
    <section>
      <SectionTitle>{t('nav.orders')}</SectionTitle>
      {payments.isPending ? (
        <div className="space-y-4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 rounded-2xl" />
          ))}
        </div>
      ) : payments.isError ? (
        <SectionError message={t('orders.error')} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <EmptyState
          icon={<HiOutlineReceiptTax />}
          title={t('orders.emptyTitle')}
          line={t('orders.emptyLine')}
          className={emptyBox}
          action={<ButtonLink to="/courses">{t('orders.browse')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="space-y-4" aria-label={t('nav.orders')}>
            {payments.data.map((payment) => (
              <PaymentCard key={payment._id} payment={payment} />
            ))}
          </ul>
          <MyComplaints />
        </>
      )}
    </section>
  );
}

function PaymentCard({ payment }: { payment: MyPayment }) {
  const { t, i18n } = useTranslation('profile');
  const { money: taka } = useMoney();
  const method = useMethodText();
  const ordersById = useMyOrdersById();
  const queryClient = useQueryClient();
  const check = useCheckPaymentAgain({ errorToast: t('orders.checkFailed') });
  const checkAgain = () =>
    check.mutate(payment, {
      onSuccess: async (answer) => {
        if (answer.status === 'paid') toast.success(t('orders.nowPaid'));
        else if (answer.status === 'pending') toast.info(t('orders.stillPending'));
        else toast.error(t('orders.notCompleted'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ordersKeys.mine() }),
          answer.status === 'paid' ? queryClient.invalidateQueries({ queryKey: profileKeys.me() }) : undefined,
        ]);
      },
    });
  const date = formatDate(payment.createdAt, undefined, i18n.language);
  return (
    <li className={card} data-testid="payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={payment.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
          {date}
        </time>
        <StatusBadge status={payment.status} />
      </div>
      <ul className="mt-3 space-y-2">
        {payment.items.map((item) => (
          <li key={item.courseId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link
              to={`/course/${item.courseId}`}
              className="min-w-0 font-semibold break-words text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-100"
            >
              <BengaliAwareText text={plainText(item.courseName)} />
            </Link>
            <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
              {item.discountAmount > 0 && (
                <span className="me-2 text-slate-500 line-through dark:text-slate-400">{taka(item.price)}</span>
              )}
              {taka(item.amount)}
            </span>
            {item.couponCode && (
              <p className="w-full text-xs text-emerald-700 dark:text-emerald-300">
                {t('orders.coupon', { code: item.couponCode, amount: taka(item.discountAmount) })}
              </p>
            )}
            {item.orderId && ordersById.data?.get(item.orderId) && (
              <div className="flex w-full flex-wrap items-center gap-x-2">
                <OrderRefund order={ordersById.data.get(item.orderId)!} courseName={plainText(item.courseName)} />
                <ReportProblem orderId={item.orderId} courseName={plainText(item.courseName)} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm sm:grid-cols-3 dark:border-slate-800">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('orders.method')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{method(payment)}</dd>
        </div>
        {payment.discountAmount > 0 && (
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('orders.discount')}</dt>
            <dd className="font-medium text-emerald-700 tabular-nums dark:text-emerald-300">
              −{taka(payment.discountAmount)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('orders.total')}</dt>
          <dd className="font-bold text-slate-900 tabular-nums dark:text-white">{taka(payment.amount)}</dd>
        </div>
      </dl>
      {payment.refund && (
        <p data-testid="payment-refund" className="mt-3 text-sm text-violet-800 dark:text-violet-200">
          {t(payment.refund.status === 'due' ? 'orders.refundDue' : 'orders.refunded', {
            amount: taka(payment.refund.amount),
            courses: payment.items
              .filter((item) => payment.refund!.courseIds.includes(item.courseId))
              .map((item) => plainText(item.courseName))
              .join(', '),
          })}
        </p>
      )}
      {unfinished(payment) && <FinishPayment payment={payment} />}
      {(payment.status === 'pending' || payment.status === 'paid') && (
        <div className="mt-4 flex flex-wrap gap-2">
          {payment.status === 'pending' && (
            <Button size="sm" variant="outline" isLoading={check.isPending} onClick={checkAgain}>
              {t('orders.checkAgain')}
            </Button>
          )}
          {payment.status === 'paid' && (
            <ButtonLink size="sm" variant="outline" to={`/profile/orders/${payment._id}`}>
              {t('orders.viewReceipt')}
            </ButtonLink>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A gateway payment no invoice id ever came back for (issue 32 §9: the return and the webhook both lost): the
 * learner may have paid. Still pending, or expired or cancelled meanwhile (a paid superseded tab is cancelled too).
 */
const unfinished = (p: MyPayment) =>
  !p.free && p.invoiceId === null && (p.status === 'pending' || p.status === 'expired' || p.status === 'cancelled');

/**
 * Finish payment: the invoice id from UddoktaPay's receipt (SMS or e-mail). The server asks the gateway and trusts
 * only its answer; the invoice must be this payment's. Paid -> enrolled, and the history and the user are read again.
 */
function FinishPayment({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const finish = useFinishPayment({ errorToast: false });
  const form = useSchemaForm<FinishPaymentForm>({ schema: FinishPaymentFormSchema, defaultValues: { invoiceId: '' } });
  const fieldId = `finish-${payment._id}`;
  const submit = async ({ invoiceId }: FinishPaymentForm) => {
    try {
      const answer = await finish.mutateAsync({ paymentId: payment._id, invoiceId });
      if (answer.status === 'paid' || answer.status === 'duplicate') toast.success(answer.message);
      else if (answer.status === 'pending') toast.info(t('orders.stillPending'));
      else toast.error(t('orders.notCompleted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
      ]);
    } catch (error) {
      form.setError('invoiceId', { message: errorMessage(error, t('orders.finishFailed')) });
    }
  };
  if (!open)
    return (
      <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <p>{t('orders.unfinished')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => setOpen(true)}>
          {t('orders.finish')}
        </Button>
      </div>
    );
  return (
    <Form form={form} onSubmit={submit} className="mt-4 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <InputField<FinishPaymentForm>
        id={fieldId}
        name="invoiceId"
        label={t('orders.invoiceIdLabel')}
        hint={t('orders.invoiceIdHint')}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={finish.isPending}>
          {t('orders.finish')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('orders.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** Only the receipt is printed: everything else on the page is hidden from the printer. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
  [data-receipt] [data-print-hidden] { display: none !important; }
}`;

function Receipt({
  payments,
  paymentId,
  user,
}: {
  payments: ReturnType<typeof useMyPayments>;
  paymentId: string;
  user: User;
}) {
  const { t, i18n } = useTranslation('profile');
  const { money: taka } = useMoney();
  const method = useMethodText();
  const refundSettings = useRefundSettings();
  const seller = useSeller();
  const back = (
    <Link
      to="/profile/orders"
      data-print-hidden
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <HiOutlineArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('orders.back')}
    </Link>
  );
  if (payments.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (payments.isError) return <SectionError message={t('orders.error')} onRetry={() => void payments.refetch()} />;
  const payment = payments.data.find((p) => p._id === paymentId);
  if (!payment || payment.status !== 'paid') {
    return (
      <section>
        {back}
        <EmptyState
          icon={<HiOutlineReceiptTax />}
          titleAs="h2"
          title={t('orders.noReceipt')}
          line={t('orders.noReceiptLine')}
          className={cn(emptyBox, 'mt-4')}
        />
      </section>
    );
  }
  const date = (iso: string) => formatDate(iso, undefined, i18n.language);
  const firstOrderId = payment.items.find((item) => item.orderId)?.orderId ?? null;
  const rows: [string, string][] = [
    [t('orders.receiptNo'), payment.receiptNumber ?? payment._id],
    [t('orders.date'), date(payment.paidAt ?? payment.createdAt)],
    [t('orders.method'), method(payment)],
    ...(payment.invoiceId ? [[t('orders.invoiceId'), payment.invoiceId] as [string, string]] : []),
    [t('orders.transactionId'), payment.transactionId ?? '—'],
  ];
  return (
    <section>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {back}
        <div className="flex flex-wrap gap-2" data-print-hidden>
          {firstOrderId && payment.receiptNumber && (
            <>
              <a className={buttonClass('outline', 'sm')} href={receiptPdfUrl(firstOrderId, 'bn')} download>
                <HiOutlineDownload aria-hidden="true" className="h-4 w-4" />
                {t('orders.downloadPdfBn')}
              </a>
              <a className={buttonClass('outline', 'sm')} href={receiptPdfUrl(firstOrderId, 'en')} download>
                <HiOutlineDownload aria-hidden="true" className="h-4 w-4" />
                {t('orders.downloadPdfEn')}
              </a>
            </>
          )}
          <Button size="sm" onClick={() => window.print()}>
            <HiOutlinePrinter aria-hidden="true" className="h-4 w-4" />
            {t('orders.print')}
          </Button>
        </div>
      </div>
      <article data-receipt className={cn(card, 'p-5 text-slate-900 sm:p-8 dark:text-slate-100')} lang={i18n.language}>
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
          <div>
            <p className="text-lg font-extrabold text-brand-700 dark:text-brand-100">
              {seller.data?.name ?? t('common:appName')}
            </p>
            {seller.data?.address && (
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">{seller.data.address}</p>
            )}
            {seller.data?.binVat && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('orders.binVat')}: {seller.data.binVat}
              </p>
            )}
            <h2 className="mt-2 text-2xl font-bold">{t('orders.receipt')}</h2>
          </div>
          <StatusBadge status={payment.status} />
        </header>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('orders.billedTo')}</dt>
            <dd className="font-medium break-words">
              <BengaliAwareText text={user.name} />
              <br />
              {user.email}
            </dd>
          </div>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <table className="mt-6 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="py-2 pe-2 font-medium">
                {t('orders.course')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('orders.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payment.items.map((item) => (
              <tr key={item.courseId} className="border-b border-slate-100 align-top dark:border-slate-800">
                <td className="py-3 pe-2">
                  <p className="font-semibold break-words">
                    <BengaliAwareText text={plainText(item.courseName)} />
                  </p>
                  {item.orderId && (
                    <p className="mt-0.5 text-xs break-all text-slate-500 dark:text-slate-400">
                      {t('orders.orderId')}: {item.orderId}
                    </p>
                  )}
                  {item.couponCode && (
                    <p className="mt-0.5 text-xs text-emerald-700 dark:text-emerald-300">
                      {t('orders.coupon', { code: item.couponCode, amount: taka(item.discountAmount) })}
                    </p>
                  )}
                </td>
                <td className="py-3 text-end whitespace-nowrap tabular-nums">
                  {item.discountAmount > 0 && (
                    <span className="block text-xs text-slate-500 line-through dark:text-slate-400">
                      {taka(item.price)}
                    </span>
                  )}
                  {taka(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ms-auto max-w-xs space-y-1 text-sm tabular-nums">
          <div className="flex justify-between gap-4">
            <dt>{t('orders.subtotal')}</dt>
            <dd>{taka(payment.originalAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('orders.discount')}</dt>
            <dd>−{taka(payment.discountAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800">
            <dt>{t('orders.totalPaid')}</dt>
            <dd data-testid="receipt-total">{taka(payment.amount)}</dd>
          </div>
        </dl>
        <RefundTerms
          terms={refundSettings.data?.terms}
          className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
        />
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{t('orders.thanks')}</p>
      </article>
    </section>
  );
}
