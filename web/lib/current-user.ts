import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '#shared/accounts.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { call } from '#web/api/client.ts';
import { ApiError } from './api-client.ts';
import { hasSignedInCookie, setSessionUser } from './session.ts';

/**
 * The signed-in user (GET /users/profile/me, never cached by the browser). One query shared by the auth store
 * (web/features/accounts) and the profile area (web/features/profile): a sign-in, a profile edit or a sign-out
 * writes here and every reader follows. Failures with 400, 401 or 403 are not retried (spec §4 Session refresh).
 */
export const CURRENT_USER_KEY = ['users', 'me'] as const;

export const getCurrentUser = (signal?: AbortSignal) => call(profileApi.me, {}, { signal }).then((r) => r.user);

const NOT_RETRIED = new Set([400, 401, 403]);

export const currentUserQuery = () =>
  queryOptions<User>({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && NOT_RETRIED.has(error.status)) && count < 2,
  });

/**
 * The current user; whoever reads it first also tells the header (the session store). Without the signed-in cookie
 * the reader is a visitor: nothing is asked (the query stays idle, with no data).
 */
export function useCurrentUser(enabled = true) {
  const query = useQuery({ ...currentUserQuery(), enabled: enabled && hasSignedInCookie() });
  useEffect(() => {
    if (query.data) setSessionUser(query.data);
  }, [query.data]);
  return query;
}
