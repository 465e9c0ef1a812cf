import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { AdminDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import type { Coupon } from '#shared/coupons.ts';
import { useSaveCoupon } from '#web/api/coupons.ts';
import { CouponForm } from './coupon-form.tsx';
import { couponToForm, type CouponFormValues, emptyCouponForm, fieldErrors, formToBody } from './coupon-form-state.ts';

/** Create (coupon null) or edit a coupon in a modal; it closes only after the server has saved. */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation('admin-commerce');
  const save = useSaveCoupon({ errorToast: t('coupons.saveFailed') });
  const [errors, setErrors] = useState<Partial<Record<keyof CouponFormValues, string>>>({});
  const [initial] = useState(() => (coupon ? couponToForm(coupon) : emptyCouponForm()));
  const isNew = coupon === null;

  const submit = (values: CouponFormValues) => {
    setErrors({});
    save.mutate(
      { id: coupon?._id ?? null, body: formToBody(values) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t(isNew ? 'coupons.created' : 'coupons.updated'));
          onClose();
        },
        // The query client shows the refusal; the fields it names are marked here.
        onError: (error) => {
          if (error instanceof ApiError) {
            const byField = fieldErrors(error.fields);
            // The duplicate-code refusal (409) names no field, but it is about the code.
            if (error.code === 'coupon_code_taken') byField.code ??= error.message;
            setErrors(byField);
          }
        },
      },
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t(isNew ? 'coupons.createTitle' : 'coupons.editTitle')}
      wide
    >
      <CouponForm
        initial={initial}
        errors={errors}
        isSaving={save.isPending}
        submitLabel={t(isNew ? 'coupons.create' : 'coupons.saveCoupon')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </AdminDialog>
  );
}
