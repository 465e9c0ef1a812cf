import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { AdminDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type Coupon, CouponCreateBodySchema } from '#shared/coupons.ts';
import { useSaveCoupon } from '#web/api/coupons.ts';
import { CouponForm } from './coupon-form.tsx';
import { couponToForm, type CouponFormValues, emptyCouponForm, fieldErrors, formToBody } from './coupon-form-state.ts';

/**
 * Create (coupon null) or edit a coupon in a modal. The form is checked by the schema the server uses (an update
 * is checked whole, as the server checks the merged coupon); the dialog closes only after the server has saved.
 */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation('admin-commerce');
  const save = useSaveCoupon({ errorToast: t('coupons.saveFailed') });
  const [initial] = useState(() => (coupon ? couponToForm(coupon) : emptyCouponForm()));
  const form = useSchemaForm<CouponFormValues, ReturnType<typeof formToBody>>({
    schema: CouponCreateBodySchema,
    toBody: formToBody,
    defaultValues: initial,
  });
  const isNew = coupon === null;

  const submit = (body: ReturnType<typeof formToBody>) =>
    save.mutate(
      { id: coupon?._id ?? null, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t(isNew ? 'coupons.created' : 'coupons.updated'));
          onClose();
        },
        // The query client shows the refusal; the fields it names are marked here.
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const byField = fieldErrors(error.fields);
          // The duplicate-code refusal (409) names no field, but it is about the code.
          if (error.code === 'coupon_code_taken') byField.code ??= error.message;
          for (const [name, message] of Object.entries(byField))
            form.setError(name as keyof CouponFormValues, { type: 'server', message });
        },
      },
    );

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t(isNew ? 'coupons.createTitle' : 'coupons.editTitle')}
      wide
    >
      <Form form={form} onSubmit={submit} className="space-y-4">
        <CouponForm
          isSaving={save.isPending}
          submitLabel={t(isNew ? 'coupons.create' : 'coupons.saveCoupon')}
          onCancel={onClose}
        />
      </Form>
    </AdminDialog>
  );
}
