import { useQueryClient } from '@tanstack/react-query';
import type { User } from '#shared/accounts.ts';
import { profileKeys } from '#web/api/profile.ts';
import { setSessionUser } from '#web/lib/session.ts';

/** After social sign-in the answer is the user: loading it again is skipped (spec §4). */
export const SOCIAL_AUTH_COMPLETED_KEY = 'lms:social-auth-completed';

/** Stores a fresh sign-in: the user in the shared query and the session store, then refetches it (spec §4). */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User, { social = false }: { social?: boolean } = {}) => {
    queryClient.setQueryData(profileKeys.me(), user);
    setSessionUser(user);
    if (social) {
      try {
        sessionStorage.setItem(SOCIAL_AUTH_COMPLETED_KEY, '1');
      } catch {
        // storage blocked: the user is simply loaded again
      }
      return;
    }
    void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
  };
}
