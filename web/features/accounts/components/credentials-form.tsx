import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from './form-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

/**
 * The body that sign-in and sign-up share: heading, the form with any fields of the view's own (`before`, e.g.
 * Name) followed by e-mail and password, the submit button, Continue with Google and the link to the other view.
 */
export function CredentialsForm({
  title,
  subtitle,
  onSubmit,
  before,
  email,
  password,
  afterPassword,
  errors,
  passwordAutoComplete,
  submitLabel,
  isPending,
  onSignedIn,
  switchQuestion,
  switchAction,
  onSwitch,
}: {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  before?: ReactNode;
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  /** Under the password field (Login's "Forgot password?"). */
  afterPassword?: ReactNode;
  errors: { email?: string; password?: string };
  passwordAutoComplete: 'current-password' | 'new-password';
  submitLabel: string;
  isPending: boolean;
  onSignedIn: () => void;
  switchQuestion: string;
  switchAction: string;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <ViewHeading title={title} subtitle={subtitle} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {before}
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errors.email}
          {...email}
        />
        <FormField
          label={t('fields.password')}
          type="password"
          autoComplete={passwordAutoComplete}
          placeholder={t('fields.passwordPlaceholder')}
          error={errors.password}
          {...password}
        />
        {afterPassword}
        <Button type="submit" className="w-full" isLoading={isPending}>
          {submitLabel}
        </Button>
      </form>
      <GoogleButton onSignedIn={onSignedIn} />
      <ViewSwitch question={switchQuestion} action={switchAction} onClick={onSwitch} />
    </>
  );
}
