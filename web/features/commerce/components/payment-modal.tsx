import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaTimes } from 'react-icons/fa';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { CourseDetail } from '#shared/catalogue.ts';
import { paymentAmountFromTaka } from '#shared/pricing.ts';
import { htmlToText } from '#shared/html-text.ts';
import { useRefundSettings } from '#web/api/refunds.ts';
import { RefundTerms } from '#web/components/commerce/refund-terms.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCreateCharge } from '#web/api/orders.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { refreshSessionUser } from '../refresh-user.ts';
import type { AppliedCoupon } from './coupon-box.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';
import { useMoney } from '#web/lib/use-money.ts';

const COUPON_REFUSALS = new Set<string>([
  'coupon_used_up',
  'coupon_user_limit',
  'coupon_inactive',
  'coupon_expired',
  'coupon_not_found',
]);

/**
 * The payment modal (learner-side §2): the course, its price, the applied coupon and the final amount, and Pay.
 * Pay asks create-charge for the gateway's page and sends the browser there; a free checkout enrols at once and
 * goes to the course. Escape and a backdrop click close it.
 */
export function PaymentModal({
  open,
  onOpenChange,
  course,
  coupon,
  onRemoveCoupon,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: CourseDetail;
  coupon: AppliedCoupon | null;
  /** Drops the applied coupon (offered when the server refuses it at checkout: the learner can pay the full price). */
  onRemoveCoupon: () => void;
}) {
  const { t } = useTranslation('commerce');
  const { money: taka } = useMoney();
  const needsConnection = useNeedsConnection();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createCharge = useCreateCharge({ errorToast: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [couponRefused, setCouponRefused] = useState(false);
  const returnFocus = useReturnFocus(open);
  const refundSettings = useRefundSettings();
  const original = coupon?.originalAmount ?? course.price;
  const discount = coupon?.amount ?? 0;
  const final = coupon?.finalAmount ?? course.price;

  async function pay() {
    setBusy(true);
    setError(null);
    setCouponRefused(false);
    try {
      const answer = await createCharge.mutateAsync({
        courseId: course._id,
        amount: paymentAmountFromTaka(final),
        couponCode: coupon?.code ?? null,
        couponId: coupon?.id ?? null,
        discountAmount: discount,
        originalAmount: original,
        finalAmount: final,
      });
      if (answer.enrolled) {
        await refreshSessionUser(queryClient);
        if (answer.message) toast.success(answer.message);
        onOpenChange(false);
        void navigate(`/course-access/${course._id}`);
        return;
      }
      if (!answer.payment_url) {
        setError(t('modal.noUrl'));
        setBusy(false);
        return;
      }
      window.location.assign(answer.payment_url);
    } catch (err) {
      setError(errorMessage(err, t('modal.failed')));
      // The coupon's last use went to someone else (or its limits changed) since it was applied.
      setCouponRefused(err instanceof ApiError && COUPON_REFUSALS.has(err.code));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          setCouponRefused(false);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="payment-backdrop"
          className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-testid="payment-modal"
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
                {t('modal.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t('modal.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('modal.close')}>
                <FaTimes aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <dl className="mt-5 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{t('modal.course')}</dt>
              <dd className="text-right font-medium text-slate-900 dark:text-white">{htmlToText(course.name)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{t('modal.price')}</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{taka(original)}</dd>
            </div>
            {coupon && (
              <div className="flex justify-between gap-4 text-emerald-700 dark:text-emerald-300">
                <dt>{t('modal.coupon', { code: coupon.code })}</dt>
                <dd className="font-medium">−{taka(discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base dark:border-slate-700">
              <dt className="font-semibold text-slate-900 dark:text-white">{t('modal.total')}</dt>
              <dd data-testid="payment-total" className="font-bold text-slate-900 dark:text-white">
                {final > 0 ? taka(final) : t('modal.free')}
              </dd>
            </div>
          </dl>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
            >
              {error}
            </p>
          )}
          {couponRefused && coupon && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => {
                setError(null);
                setCouponRefused(false);
                onRemoveCoupon();
              }}
            >
              {t('modal.withoutCoupon')}
            </Button>
          )}
          {final > 0 && (
            <RefundTerms
              terms={refundSettings.data?.terms}
              className="mt-4 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
            />
          )}
          <Button size="lg" className="mt-6 w-full" disabled={busy} {...needsConnection} onClick={() => void pay()}>
            {busy ? t('modal.paying') : final > 0 ? t('modal.pay', { amount: taka(final) }) : t('modal.enrol')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
