import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type LoginBody, LoginBodySchema } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { login } from '../api/auth.ts';
import { FormField, useValidationText } from './form-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

/** Login: e-mail, password, Sign In, Continue with Google, link to sign up. Errors show once a field is touched. */
export function LoginView({ onSignedIn, onSwitch }: { onSignedIn: () => void; onSwitch: () => void }) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const signedIn = useSignedIn();
  const form = useForm<LoginBody>({ resolver: zodResolver(LoginBodySchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      signedIn(answer.user);
      toast.success(t('toast.loggedIn'));
      onSignedIn();
    },
    onError: (error) => toast.error(errorMessage(error, t('toast.failed'))),
  });

  return (
    <>
      <ViewHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))} className="space-y-4">
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={text(errors.email?.message)}
          {...form.register('email')}
        />
        <FormField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          error={text(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleButton onSignedIn={onSignedIn} />
      <ViewSwitch question={t('login.noAccount')} action={t('login.toSignup')} onClick={onSwitch} />
    </>
  );
}
