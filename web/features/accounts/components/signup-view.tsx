import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type RegisterBody, RegisterBodySchema } from '#shared/accounts.ts';
import { register } from '#web/api/auth.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { FormField, useValidationText } from './form-field.tsx';

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
    meta: { errorToast: t('toast.failed') },
  });

  return (
    <CredentialsForm
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      before={
        <FormField
          label={t('fields.name')}
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          error={text(errors.name?.message)}
          {...form.register('name')}
        />
      }
      email={form.register('email')}
      password={form.register('password')}
      errors={{ email: text(errors.email?.message), password: text(errors.password?.message) }}
      passwordAutoComplete="new-password"
      submitLabel={t('signup.submit')}
      isPending={mutation.isPending}
      onSignedIn={onSignedIn}
      switchQuestion={t('signup.haveAccount')}
      switchAction={t('signup.toLogin')}
      onSwitch={onSwitch}
    />
  );
}
