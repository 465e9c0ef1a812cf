import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '#web/i18n/index.ts';
import { ApiError, onSessionExpired } from '#web/lib/api-client.ts';
import { isReauthBlocked } from '#web/lib/auth-flags.ts';
import { currentUserQuery, useCurrentUser } from '#web/api/profile.ts';
import {
  AUTH_MODAL_EVENT,
  type AuthModalEvent,
  type AuthModalView,
  getSession,
  hasSignedInCookie,
  setSessionUser,
} from '#web/lib/session.ts';
import { SOCIAL_AUTH_COMPLETED_KEY } from './components/use-signed-in.ts';

function consumeSocialFlag(): boolean {
  try {
    const set = sessionStorage.getItem(SOCIAL_AUTH_COMPLETED_KEY) === '1';
    sessionStorage.removeItem(SOCIAL_AUTH_COMPLETED_KEY);
    return set;
  } catch {
    return false;
  }
}

/**
 * The auth store (spec §4): loads the current user on start, mirrors it into the shell's session store, and on a
 * failed refresh signs out and resets every cached query. Skips loading when a social sign-in just delivered the
 * user, and while re-authentication is blocked after a logout.
 */
export function useAuthStore() {
  const queryClient = useQueryClient();
  const [skipLoad] = useState(
    () => consumeSocialFlag() && queryClient.getQueryData(currentUserQuery().queryKey) !== undefined,
  );
  // A visitor without the signed-in cookie is signed out: nothing to load (and no 401 to log).
  const hasSession = hasSignedInCookie();
  const me = useCurrentUser(!skipLoad && !isReauthBlocked());

  // No answer at all (offline, a cached page) says nothing about the session: the reader stays "being restored"
  // (the header shows neither Sign In nor a stale name) until the query, refetched on reconnect, reads the user.
  const unreachable =
    me.isError && (!(me.error instanceof ApiError) || me.error.code === 'network_error' || me.error.status === 0);
  useEffect(() => {
    if ((me.isError && !me.data && !unreachable) || (!hasSession && !me.data)) setSessionUser(null);
  }, [me.isError, me.data, hasSession, unreachable]);

  useEffect(() => {
    onSessionExpired(() => {
      // a visitor's first load also ends here (no session to refresh): only a signed-in user is signed out
      if (!getSession().user) return;
      setSessionUser(null);
      queryClient.clear();
    });
    return () => onSessionExpired(null);
  }, [queryClient]);
}

// The forms (react-hook-form, zod) download only when the modal first opens.
// the forms' messages (namespace forms) come with the forms, not with the host
const AuthModal = lazy(async () => {
  const [module] = await Promise.all([import('./components/auth-modal.tsx'), loadNamespaces('forms', 'messages')]);
  return { default: module.AuthModal };
});

/**
 * Mounted lazily by the shell (web/app/root-layout.tsx) on the first `lms:open-auth` event or when the browser is
 * idle: runs the auth store and shows the modal when asked (by the shell's `request` or the event itself).
 */
export default function AuthModalHost({ request }: { request?: { view: AuthModalView | null } }) {
  useAuthStore();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AuthModalView>('login');
  const [activationToken, setActivationToken] = useState<string | null>(null);

  // the shell hands over every request, including one made before this code arrived
  useEffect(() => {
    if (!request?.view || isReauthBlocked()) return;
    setView(request.view);
    setOpen(true);
  }, [request]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      if (isReauthBlocked()) return;
      setView((event as AuthModalEvent).detail?.view ?? 'login');
      setOpen(true);
    };
    window.addEventListener(AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(AUTH_MODAL_EVENT, onOpen);
  }, []);

  const [wasOpened, setWasOpened] = useState(false);
  if (open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        open={open}
        view={view}
        activationToken={activationToken}
        onOpenChange={setOpen}
        onView={setView}
        onRegistered={(token) => {
          setActivationToken(token);
          setView('verification');
        }}
      />
    </Suspense>
  );
}
