import { useTranslation } from '#web/i18n/react.tsx';
import { FaTag, FaTimes } from 'react-icons/fa';
import { toast } from '#web/lib/toast.ts';
import { type CouponApplyBody, CouponApplyFormSchema } from '#shared/coupons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CodeField } from '#web/components/ui/form/code-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useApplyCoupon } from '#web/api/coupons.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useNeedsConnection } from '#web/lib/online.ts';
import { useMoney } from '#web/lib/use-money.ts';

/** The coupon applied in the preview page's coupon box (taka amounts, as the server computed them). */
export interface AppliedCoupon {
  id: string;
  code: string;
  description: string;
  /** Taka saved. */
  amount: number;
  finalAmount: number;
  originalAmount: number;
}

/**
 * The preview page's coupon box (learner-side §4 Coupon): none -> applied (code, description, amount saved) -> none
 * by removal. The code is trimmed and uppercased; Enter submits; an empty code is refused before any call.
 */
export function CouponBox({
  courseId,
  price,
  applied,
  onChange,
}: {
  courseId: string;
  price: number;
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const { t } = useTranslation('commerce');
  const { money } = useMoney();
  const needsConnection = useNeedsConnection();
  const applyCoupon = useApplyCoupon({ errorToast: false });
  const form = useSchemaForm<{ code: string }, CouponApplyBody>({
    schema: CouponApplyFormSchema,
    defaultValues: { code: '' },
    toBody: ({ code }) => ({ code: code.trim().toUpperCase(), courseId, orderAmount: price }),
  });

  async function submit(body: CouponApplyBody) {
    try {
      const result = await applyCoupon.mutateAsync(body);
      onChange({ ...result.coupon, ...result.discount });
      form.reset();
      toast.success(t('coupon.applied'));
    } catch (err) {
      // the server's reason stays under the code until it is edited
      form.setError('code', { type: 'server', message: errorMessage(err, t('coupon.invalid')) });
    }
  }

  if (applied) {
    return (
      <div
        data-testid="coupon-applied"
        className="flex items-start justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm dark:border-emerald-800 dark:bg-emerald-950/40"
      >
        <div>
          <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
            <FaTag aria-hidden="true" />
            {applied.code}
          </p>
          {applied.description && <p className="mt-1 text-slate-700 dark:text-slate-300">{applied.description}</p>}
          <p className="mt-1 font-medium text-emerald-800 dark:text-emerald-200">
            {t('coupon.saved', { amount: money(applied.amount) })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('coupon.remove')}
          onClick={() => {
            onChange(null);
            toast.success(t('coupon.removed'));
          }}
        >
          <FaTimes aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit}>
      <CodeField<{ code: string }>
        name="code"
        id={`coupon-${courseId}`}
        label={t('coupon.label')}
        placeholder={t('coupon.placeholder')}
      >
        <Button type="submit" variant="outline" disabled={applyCoupon.isPending} {...needsConnection}>
          {t('coupon.apply')}
        </Button>
      </CodeField>
    </Form>
  );
}
