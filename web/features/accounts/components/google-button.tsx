import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FcGoogle } from 'react-icons/fc';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
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
  const [isBusy, setBusy] = useState(false);
  if (!clientId) return null;

  const start = async () => {
    if (isReauthBlocked()) return;
    markSocialInitiated(true);
    setBusy(true);
    try {
      const credential = await requestGoogleCredential(clientId);
      if (!isSocialInitiated()) return;
      const answer = await socialLogin(credential);
      signedIn(answer.user, { social: true });
      toast.success(t('toast.loggedIn'));
      onSignedIn();
    } catch (error) {
      if (error instanceof Error && error.message === 'dismissed') return;
      toast.error(errorMessage(error, t('google.unavailable')));
    } finally {
      markSocialInitiated(false);
      setBusy(false);
    }
  };

  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('google.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button type="button" variant="outline" className="w-full" isLoading={isBusy} onClick={() => void start()}>
        <FcGoogle aria-hidden="true" className="h-5 w-5" />
        {t('google.continue')}
      </Button>
    </>
  );
}
