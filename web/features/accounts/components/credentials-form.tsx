import type { ReactNode } from 'react';
import type { SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { GoogleButton } from './google-button.tsx';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The body that sign-in and sign-up share: heading, the form with any fields of the view's own (`before`, e.g.
 * Name) followed by e-mail and password, the submit button, Continue with Google and the link to the other view.
 */
export function CredentialsForm<T extends Credentials>({
  title,
  subtitle,
  form,
  onSubmit,
  before,
  afterPassword,
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
  form: UseFormReturn<T, unknown, T>;
  onSubmit: SubmitHandler<T>;
  before?: ReactNode;
  /** Under the password field (Login's "Forgot password?"). */
  afterPassword?: ReactNode;
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
      <Form form={form} onSubmit={onSubmit} className="space-y-4">
        {before}
        <InputField<Credentials>
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          inputClassName={roomyInputClass}
        />
        <InputField<Credentials>
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete={passwordAutoComplete}
          placeholder={t('fields.passwordPlaceholder')}
          inputClassName={roomyInputClass}
        />
        {afterPassword}
        <Button type="submit" className="w-full" isLoading={isPending}>
          {submitLabel}
        </Button>
      </Form>
      <GoogleButton onSignedIn={onSignedIn} />
      <ViewSwitch question={switchQuestion} action={switchAction} onClick={onSwitch} />
    </>
  );
}
