import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type RegisterBody, RegisterBodySchema } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { register } from '../api/auth.ts';
import { FormField, useValidationText } from './form-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

/** Sign-up: name, e-mail, password, Sign Up, Continue with Google, link to sign in. Success goes to Verification. */
export function SignupView({
  onRegistered,
  onSignedIn,
  onSwitch,
}: {
  onRegistered: (activationToken: string) => void;
  onSignedIn: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(RegisterBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      toast.success(answer.message || t('toast.registered'));
      onRegistered(answer.activationToken);
    },
    onError: (error) => toast.error(errorMessage(error, t('toast.failed'))),
  });

  return (
    <>
      <ViewHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))} className="space-y-4">
        <FormField
          label={t('fields.name')}
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          error={text(errors.name?.message)}
          {...form.register('name')}
        />
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
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder')}
          error={text(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
      <GoogleButton onSignedIn={onSignedIn} />
      <ViewSwitch question={t('signup.haveAccount')} action={t('signup.toLogin')} onClick={onSwitch} />
    </>
  );
}
