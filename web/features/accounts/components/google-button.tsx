import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/react.tsx';
import { FcGoogle } from 'react-icons/fc';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { isReauthBlocked, isSocialInitiated, markSocialInitiated } from '#web/lib/auth-flags.ts';
import { socialLogin, useGoogleClientId } from '#web/api/auth.ts';
import { requestGoogleCredential } from '../api/google-identity.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * Continue with Google (spec §4 Social sign-in): hidden unless the server has a Google client id. The
 * "initiated" marker is set before Google is asked, and the answer reaches the server only while it is set.
 */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('accounts');
  const clientId = useGoogleClientId();
  const signedIn = useSignedIn();
  const google = useMutation({
    /** Null when there is nothing to sign in with: the reader closed Google's prompt, or the attempt was abandoned. */
    mutationFn: async (id: string) => {
      let credential: string;
      try {
        credential = await requestGoogleCredential(id);
      } catch (error) {
        if (error instanceof Error && error.message === 'dismissed') return null;
        throw error;
      }
      if (!isSocialInitiated()) return null;
      return socialLogin(credential);
    },
    onSuccess: (answer) => {
      if (!answer) return;
      signedIn(answer.user, { social: true });
      toast.success(t('toast.loggedIn'));
      onSignedIn();
    },
    onSettled: () => markSocialInitiated(false),
    meta: { errorToast: t('google.unavailable') },
  });
  if (!clientId) return null;

  const start = () => {
    if (isReauthBlocked()) return;
    markSocialInitiated(true);
    google.mutate(clientId);
  };

  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('google.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button type="button" variant="outline" className="w-full" isLoading={google.isPending} onClick={start}>
        <FcGoogle aria-hidden="true" className="h-5 w-5" />
        {t('google.continue')}
      </Button>
    </>
  );
}
