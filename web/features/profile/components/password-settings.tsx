import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type ChangePasswordForm as PasswordForm, ChangePasswordFormSchema, type User } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useChangePassword } from '#web/api/profile.ts';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

function StatusRow({ label, value, tone }: { label: string; value: string; tone: 'good' | 'warn' | 'off' }) {
  const tones = {
    good: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
    warn: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
    off: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  };
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className={`rounded-full px-3 py-1 text-xs font-semibold ${tones[tone]}`}>{value}</dd>
    </div>
  );
}

/** Settings, tab Password & Security: change the password; verification, two-factor and account status. */
export function PasswordSettings({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  // learner-side §5 Password change: all three required, the new one equal to the confirmation
  const form = useSchemaForm<PasswordForm>({
    schema: ChangePasswordFormSchema,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const mutation = useChangePassword({ errorToast: t('settings.failed') });
  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    try {
      await mutation.mutateAsync({ oldPassword, newPassword });
      toast.success(t('settings.passwordChanged'));
      form.reset(EMPTY);
    } catch {
      // the query client showed why
    }
  };
  const fields = [
    ['oldPassword', 'current-password'],
    ['newPassword', 'new-password'],
    ['confirmPassword', 'new-password'],
  ] as const;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <Form form={form} onSubmit={submit} className="max-w-md space-y-5">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('settings.changePassword')}</h3>
        {fields.map(([name, autoComplete]) => (
          <InputField<PasswordForm>
            key={name}
            name={name}
            label={t(`settings.${name}`)}
            type="password"
            autoComplete={autoComplete}
            inputClassName={roomyInputClass}
          />
        ))}
        <Button type="submit" isLoading={mutation.isPending}>
          {t('settings.updatePassword')}
        </Button>
      </Form>
      <section
        aria-labelledby="account-status"
        className="h-fit rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h3 id="account-status" className="font-semibold text-slate-900 dark:text-white">
          {t('settings.account')}
        </h3>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <StatusRow
            label={t('settings.verification')}
            value={user.isVerified ? t('settings.verified') : t('settings.pending')}
            tone={user.isVerified ? 'good' : 'warn'}
          />
          <StatusRow label={t('settings.twoFactor')} value={t('settings.disabled')} tone="off" />
          <StatusRow label={t('settings.status')} value={t('settings.active')} tone="good" />
        </dl>
      </section>
    </div>
  );
}
