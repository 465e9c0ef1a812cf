import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type RegisterBody, RegisterBodySchema } from '#shared/accounts.ts';
import { register } from '#web/api/auth.ts';
import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { CredentialsForm } from './credentials-form.tsx';

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
  const form = useSchemaForm<RegisterBody>({
    schema: RegisterBodySchema,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });
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
      form={form}
      onSubmit={(body) => mutation.mutate(body)}
      before={
        <InputField<RegisterBody>
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          inputClassName={roomyInputClass}
        />
      }
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
