import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { logoutSession } from '#web/api/auth.ts';
import { isLoggingOut, startLogoutWindow } from './auth-flags.ts';
import { preloadRoute } from './route-preload.ts';
import { setSessionUser } from './session.ts';

/** Google Identity Services, when it was loaded for a sign-in: sign out of it without a redirect. */
type GoogleIdentity = { accounts?: { id?: { disableAutoSelect?: () => void } } };

/**
 * Spec §4 Logout: call the server (a failure is tolerated), sign out of the social session, clear the user and
 * every cached query, show Logged out successfully!, go back to /, and block re-authentication for about 5 s. The home
 * page's code is fetched while the server signs out, so the URL changes with the toast (not seconds after it).
 */
export async function logout({
  queryClient,
  navigate,
  successMessage,
}: {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  successMessage: string;
}): Promise<void> {
  if (isLoggingOut()) return;
  startLogoutWindow();
  preloadRoute('/');
  try {
    await logoutSession();
  } catch {
    // the session ends on this device regardless (cookies expire; the server revokes on the next refresh)
  }
  (globalThis as { google?: GoogleIdentity }).google?.accounts?.id?.disableAutoSelect?.();
  setSessionUser(null);
  queryClient.clear();
  toast.success(successMessage);
  navigate('/');
}

/**
 * Logout as a mutation (`mutate(successMessage)`): it never fails (a failing server is tolerated above), so it
 * shows no error toast.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (successMessage: string) =>
      logout({ queryClient, navigate: (to) => void navigate(to), successMessage }),
    meta: { errorToast: false },
  });
}
