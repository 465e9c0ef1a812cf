import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, inputClass, Toggle } from '#web/features/admin/ui/form-controls.tsx';
import { CouponCoursePicker } from './coupon-course-picker.tsx';
import type { CouponFormValues } from './coupon-form-state.ts';

type Errors = Partial<Record<keyof CouponFormValues, string>>;

/**
 * Every field of shared/coupons.ts. The client checks nothing itself (the spec lists no coupon rules); the
 * server's per-field messages show under their fields, and the values stay as typed when a save is refused.
 */
export function CouponForm({
  initial,
  errors,
  isSaving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: CouponFormValues;
  errors: Errors;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (values: CouponFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const [v, setV] = useState(initial);
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };
  const input = (
    key:
      | 'code'
      | 'discountValue'
      | 'maxDiscount'
      | 'minOrderAmount'
      | 'usageLimit'
      | 'perUserLimit'
      | 'validFrom'
      | 'validUntil',
    type: string,
    extra: object = {},
  ) => (
    <input
      id={`coupon-${key}`}
      type={type}
      className={inputClass}
      value={v[key]}
      onChange={(e) => set(key, e.target.value)}
      aria-invalid={errors[key] ? true : undefined}
      {...extra}
    />
  );
  const f = (key: keyof CouponFormValues) => ({
    htmlFor: `coupon-${key}`,
    label: t(`coupons.form.${key}`),
    error: errors[key],
  });
  const percent = v.discountType === 'percent';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...f('code')} required hint={t('coupons.form.codeHint')}>
          {input('code', 'text', { autoComplete: 'off', className: `${inputClass} uppercase` })}
        </Field>
        <Field {...f('discountType')} required>
          <select
            id="coupon-discountType"
            className={inputClass}
            value={v.discountType}
            onChange={(e) => set('discountType', e.target.value as CouponFormValues['discountType'])}
          >
            <option value="percent">{t('coupons.type.percent')}</option>
            <option value="fixed">{t('coupons.type.fixed')}</option>
          </select>
        </Field>
        <Field
          {...f('discountValue')}
          required
          hint={t(percent ? 'coupons.form.percentHint' : 'coupons.form.takaHint')}
        >
          {input('discountValue', 'number', {
            min: percent ? 1 : 0,
            max: percent ? 100 : undefined,
            step: percent ? 1 : 0.01,
            inputMode: 'decimal',
          })}
        </Field>
        <Field {...f('maxDiscount')} hint={t('coupons.form.maxDiscountHint')}>
          {input('maxDiscount', 'number', { min: 0, step: 0.01, inputMode: 'decimal' })}
        </Field>
        <Field {...f('minOrderAmount')} hint={t('coupons.form.minOrderHint')}>
          {input('minOrderAmount', 'number', { min: 0, step: 0.01, inputMode: 'decimal' })}
        </Field>
        <Field {...f('usageLimit')} hint={t('coupons.form.noLimitHint')}>
          {input('usageLimit', 'number', { min: 1, step: 1, inputMode: 'numeric' })}
        </Field>
        <Field {...f('perUserLimit')} hint={t('coupons.form.noLimitHint')}>
          {input('perUserLimit', 'number', { min: 1, step: 1, inputMode: 'numeric' })}
        </Field>
        <Field {...f('validFrom')} hint={t('coupons.form.noStartHint')}>
          {input('validFrom', 'datetime-local')}
        </Field>
        <Field {...f('validUntil')} hint={t('coupons.form.noEndHint')}>
          {input('validUntil', 'datetime-local')}
        </Field>
        <Field {...f('appliesTo')}>
          <select
            id="coupon-appliesTo"
            className={inputClass}
            value={v.appliesTo}
            onChange={(e) => set('appliesTo', e.target.value as CouponFormValues['appliesTo'])}
          >
            <option value="all">{t('coupons.scope.all')}</option>
            <option value="selected">{t('coupons.scope.selected')}</option>
          </select>
        </Field>
      </div>
      <Field {...f('description')}>
        <textarea
          id="coupon-description"
          rows={2}
          maxLength={500}
          className={inputClass}
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
        />
      </Field>
      {v.appliesTo === 'selected' && (
        <CouponCoursePicker value={v.courseIds} onChange={(ids) => set('courseIds', ids)} error={errors.courseIds} />
      )}
      <Toggle
        id="coupon-isActive"
        label={t('coupons.form.isActive')}
        checked={v.isActive}
        onCheckedChange={(on) => set('isActive', on)}
      />
      {errors.isActive && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.isActive}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('admin:cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? t('admin:saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
