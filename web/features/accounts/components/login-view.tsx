import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type LoginBody, LoginBodySchema } from '#shared/accounts.ts';
import { login } from '#web/api/auth.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { useValidationText } from './form-field.tsx';
import { useSignedIn } from './use-signed-in.ts';

/** Login: e-mail, password, Sign In, Continue with Google, link to sign up. Errors show once a field is touched. */
export function LoginView({
  onSignedIn,
  onSwitch,
  onForgot,
}: {
  onSignedIn: () => void;
  onSwitch: () => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const signedIn = useSignedIn();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      signedIn(answer.user);
      toast.success(t('toast.loggedIn'));
      onSignedIn();
    },
    meta: { errorToast: t('toast.failed') },
  });

  return (
    <CredentialsForm
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      email={form.register('email')}
      password={form.register('password')}
      afterPassword={
        <p className="-mt-2 text-right text-sm">
          <button
            type="button"
            onClick={onForgot}
            className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
          >
            {t('login.forgot')}
          </button>
        </p>
      }
      errors={{ email: text(errors.email?.message), password: text(errors.password?.message) }}
      passwordAutoComplete="current-password"
      submitLabel={t('login.submit')}
      isPending={mutation.isPending}
      onSignedIn={onSignedIn}
      switchQuestion={t('login.noAccount')}
      switchAction={t('login.toSignup')}
      onSwitch={onSwitch}
    />
  );
}
