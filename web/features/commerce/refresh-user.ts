import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '#web/api/profile.ts';
import { setSessionUser } from '#web/lib/session.ts';

/** After a purchase: reads the signed-in user again so ownership (the user's courses) updates everywhere. */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    setSessionUser(user);
  } catch {
    // the session may have ended meanwhile; the learning page asks for sign-in itself
  }
}
