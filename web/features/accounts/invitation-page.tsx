import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type AcceptInvitationForm, AcceptInvitationFormSchema } from '#shared/accounts.ts';
import { acceptInvitation, invitationQuery } from '#web/api/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#shared/dates.ts';
import { openAuthModal } from '#web/lib/session.ts';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { useSignedIn } from './components/use-signed-in.ts';

/** Why a link does not work, in the reader's words: unknown, used, expired, or the server could not say. */
function reasonOf(error: unknown): 'invalid' | 'used' | 'expired' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'invitation_invalid' || error.code === 'validation_failed') return 'invalid';
  if (error.code === 'invitation_used') return 'used';
  if (error.code === 'invitation_expired') return 'expired';
  return 'failed';
}

/**
 * /invitation/{token}: a member an admin added chooses their own password (issue 36 item 14), once, within the
 * link's 7 days; they are then signed in and taken to their profile (an admin to the admin area). A link that no
 * longer works says why and offers what to do instead.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const invitation = useQuery(invitationQuery(token));
  const form = useSchemaForm<AcceptInvitationForm>({
    schema: AcceptInvitationFormSchema,
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const accept = useMutation({
    mutationFn: ({ password }: AcceptInvitationForm) => acceptInvitation({ token, password }),
    onSuccess: (answer) => {
      signedIn(answer.user);
      toast.success(t('invitation.done'));
      void navigate(answer.user.role === 'admin' ? '/admin' : '/profile', { replace: true });
    },
    onError: (error) => {
      const reason = reasonOf(error);
      toast.error(reason === 'failed' ? t('toast.failed') : t(`invitation.errors.${reason}`));
      if (reason !== 'failed') void invitation.refetch();
    },
    meta: { errorToast: false },
  });

  if (invitation.isPending) {
    return (
      <Container className="max-w-md py-12" aria-busy="true">
        <Skeleton className="mb-4 h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </Container>
    );
  }
  if (invitation.isError) {
    const reason = reasonOf(invitation.error);
    return (
      <Container className="py-16">
        <EmptyState
          titleAs="h1"
          title={t(`invitation.errors.${reason}`)}
          action={
            reason === 'failed' ? (
              <Button onClick={() => void invitation.refetch()}>{t('invitation.retry')}</Button>
            ) : (
              <Button onClick={() => openAuthModal(reason === 'used' ? 'login' : 'forgot')}>
                {reason === 'used' ? t('invitation.signIn') : t('invitation.forgot')}
              </Button>
            )
          }
        />
      </Container>
    );
  }

  const { name, email, expiresAt } = invitation.data.invitation;
  return (
    <Container className="max-w-md py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('invitation.title', { name })}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('invitation.subtitle', { email, date: formatDate(expiresAt, undefined, language) })}
      </p>
      <Form form={form} onSubmit={(body) => accept.mutate(body)} className="mt-6 space-y-4">
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <NewPasswordFields />
        <Button type="submit" className="w-full" isLoading={accept.isPending}>
          {t('invitation.submit')}
        </Button>
      </Form>
    </Container>
  );
}
