import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type LoginBody, LoginBodySchema } from '#shared/accounts.ts';
import { login } from '#web/api/auth.ts';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { CredentialsForm } from './credentials-form.tsx';
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
  const signedIn = useSignedIn();
  const form = useSchemaForm<LoginBody>({
    schema: LoginBodySchema,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
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
      form={form}
      onSubmit={(body) => mutation.mutate(body)}
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
