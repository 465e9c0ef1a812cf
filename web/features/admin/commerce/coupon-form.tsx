import type { InputHTMLAttributes } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { FormField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { Toggle } from '#web/components/ui/form/toggle.tsx';
import { CouponCoursePicker } from './coupon-course-picker.tsx';
import type { CouponFormValues } from './coupon-form-state.ts';

type TextKey = 'code' | 'discountValue' | 'maxDiscount' | 'minOrderAmount' | 'usageLimit' | 'perUserLimit';

/**
 * Every field of shared/coupons.ts, inside the dialog's `<Form>`: the shared schema checks them before anything is
 * sent, and the server's per-field refusals show under their fields too; the values stay as typed.
 */
export function CouponForm({
  isSaving,
  submitLabel,
  onCancel,
}: {
  isSaving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const { register, watch } = useFormContext<CouponFormValues>();
  const percent = watch('discountType') === 'percent';
  const appliesTo = watch('appliesTo');
  const validUntil = watch('validUntil');
  // A warning, not a refusal: an admin may record a past campaign; learners simply cannot use it.
  const alreadyEnded = validUntil !== '' && new Date(validUntil).getTime() < Date.now();
  const label = (key: keyof CouponFormValues) => t(`coupons.form.${key}`);
  const courseError = useFieldMessage<CouponFormValues>('courseIds', t('coupons.form.courses'));

  const input = (key: TextKey, extra: InputHTMLAttributes<HTMLInputElement>, hint?: string, required = false) => (
    <FormField<CouponFormValues> name={key} label={label(key)} hint={hint} required={required}>
      {(control) => (
        <input {...control} {...extra} className={cn(inputClass, key === 'code' && 'uppercase')} {...register(key)} />
      )}
    </FormField>
  );
  const when = (key: 'validFrom' | 'validUntil', hint: string) => (
    <FormField<CouponFormValues> name={key} label={label(key)} hint={hint}>
      {(control) => <input {...control} type="datetime-local" className={inputClass} {...register(key)} />}
    </FormField>
  );
  const amount = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
  const count = { type: 'number', min: 1, step: 1, inputMode: 'numeric' } as const;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {input('code', { type: 'text', autoComplete: 'off' }, t('coupons.form.codeHint'), true)}
        <FormField<CouponFormValues> name="discountType" label={label('discountType')} required>
          {(control) => (
            <select {...control} className={inputClass} {...register('discountType')}>
              <option value="percent">{t('coupons.type.percent')}</option>
              <option value="fixed">{t('coupons.type.fixed')}</option>
            </select>
          )}
        </FormField>
        {input(
          'discountValue',
          percent
            ? { type: 'number', min: 1, max: 100, step: 1, inputMode: 'decimal' }
            : { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
          t(percent ? 'coupons.form.percentHint' : 'coupons.form.takaHint'),
          true,
        )}
        {input('maxDiscount', amount, t('coupons.form.maxDiscountHint'))}
        {input('minOrderAmount', amount, t('coupons.form.minOrderHint'))}
        {input('usageLimit', count, t('coupons.form.noLimitHint'))}
        {input('perUserLimit', count, t('coupons.form.noLimitHint'))}
        {when('validFrom', t('coupons.form.noStartHint'))}
        {when('validUntil', t('coupons.form.noEndHint'))}
        <FormField<CouponFormValues> name="appliesTo" label={label('appliesTo')}>
          {(control) => (
            <select {...control} className={inputClass} {...register('appliesTo')}>
              <option value="all">{t('coupons.scope.all')}</option>
              <option value="selected">{t('coupons.scope.selected')}</option>
            </select>
          )}
        </FormField>
      </div>
      {alreadyEnded && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
        >
          {t('coupons.form.alreadyEnded')}
        </p>
      )}
      <FormField<CouponFormValues> name="description" label={label('description')}>
        {(control) => (
          <textarea {...control} rows={2} maxLength={500} className={inputClass} {...register('description')} />
        )}
      </FormField>
      {appliesTo === 'selected' && (
        <Controller<CouponFormValues, 'courseIds'>
          name="courseIds"
          render={({ field }) => (
            <CouponCoursePicker value={field.value} onChange={field.onChange} error={courseError} />
          )}
        />
      )}
      <Controller<CouponFormValues, 'isActive'>
        name="isActive"
        render={({ field }) => (
          <Toggle
            id="coupon-isActive"
            label={label('isActive')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('admin:cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? t('admin:saving') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
