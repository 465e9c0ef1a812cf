import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { useTranslation } from '#web/i18n/react.tsx';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password typed twice, inside a form whose schema has `password` and `confirmPassword` (password reset and
 * an invitation): the same labels, hints and browser hints wherever a reader chooses a password.
 */
export function NewPasswordFields() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <InputField<NewPassword>
        name="password"
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.passwordPlaceholder')}
        inputClassName={roomyInputClass}
      />
      <InputField<NewPassword>
        name="confirmPassword"
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        inputClassName={roomyInputClass}
      />
    </>
  );
}
