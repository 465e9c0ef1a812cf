import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import {
  type ForgotPasswordBody,
  ForgotPasswordBodySchema,
  RESET_CODE_LENGTH,
  RESET_TTL_MINUTES,
  type ResetPasswordForm,
  ResetPasswordFormSchema,
} from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { forgotPassword, resetPassword } from '#web/api/auth.ts';
import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

/** The failures of reset-password that have words of their own in each language (the server's are English). */
const RESET_ERRORS = ['reset_code_invalid', 'reset_code_expired', 'reset_code_burnt', 'too_many_requests'] as const;

/** The server's message in English (it says how many attempts are left); the code's own words in Bengali. */
function useResetErrorText() {
  const { t, i18n } = useTranslation('accounts');
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    if (i18n.resolvedLanguage !== 'en' && RESET_ERRORS.some((c) => c === code)) return t(`reset.errors.${code}`);
    return errorMessage(error, t('toast.failed'));
  };
}

/**
 * Forgot password (decision 0017): the e-mail, then the e-mailed 6-digit code with the new password and its
 * confirmation, in the same modal. Success signs in afresh (the server ended every other session) and closes.
 */
export function PasswordResetView({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? (
    <RequestCodeStep onSent={setEmail} onBack={onBack} />
  ) : (
    <NewPasswordStep email={email} onSignedIn={onSignedIn} onOtherEmail={() => setEmail(null)} onBack={onBack} />
  );
}

function RequestCodeStep({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const { t } = useTranslation('accounts');
  const form = useSchemaForm<ForgotPasswordBody>({
    schema: ForgotPasswordBodySchema,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: ForgotPasswordBody) => forgotPassword(body.email),
    onSuccess: (_answer, body) => onSent(body.email),
    meta: { errorToast: t('toast.failed') },
  });
  return (
    <>
      <ViewHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <Form form={form} onSubmit={(body) => mutation.mutate(body)} className="space-y-4">
        <InputField<ForgotPasswordBody>
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          inputClassName={roomyInputClass}
        />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <ViewSwitch action={t('verification.back')} onClick={onBack} />
    </>
  );
}

function NewPasswordStep({
  email,
  onSignedIn,
  onOtherEmail,
  onBack,
}: {
  email: string;
  onSignedIn: () => void;
  onOtherEmail: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useResetErrorText();
  const signedIn = useSignedIn();
  const form = useSchemaForm<ResetPasswordForm>({
    schema: ResetPasswordFormSchema,
    mode: 'onTouched',
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ code, password }: ResetPasswordForm) => resetPassword({ email, code, password }),
    onSuccess: (answer) => {
      signedIn(answer.user);
      toast.success(t('reset.done'));
      onSignedIn();
    },
    // Its own words for the reset's refusals in Bengali (the server's are English).
    onError: (error) => toast.error(errorText(error)),
    meta: { errorToast: false },
  });
  const resend = useMutation({
    mutationFn: () => forgotPassword(email),
    onSuccess: () => {
      form.resetField('code');
      toast.success(t('reset.resent'));
    },
    meta: { errorToast: t('toast.failed') },
  });

  return (
    <>
      <ViewHeading
        title={t('reset.title')}
        subtitle={t('reset.subtitle', {
          email,
          digits: RESET_CODE_LENGTH,
          validity: t('reset.validity', { count: RESET_TTL_MINUTES }),
        })}
      />
      <Form form={form} onSubmit={(body) => reset.mutate(body)} className="space-y-4">
        <InputField<ResetPasswordForm>
          name="code"
          label={t('reset.code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          placeholder="••••••"
          inputClassName={`${roomyInputClass} text-center text-xl tracking-[0.5em]`}
        />
        <NewPasswordFields />
        <Button type="submit" className="w-full" isLoading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
      <div className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          className="font-medium text-brand-600 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-400"
        >
          {t('reset.resend')}
        </button>
        <button
          type="button"
          onClick={onOtherEmail}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
        >
          {t('reset.otherEmail')}
        </button>
      </div>
      <ViewSwitch action={t('verification.back')} onClick={onBack} />
    </>
  );
}
