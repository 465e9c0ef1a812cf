import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChangePasswordBody, UpdateInfoBody, User } from '#shared/accounts.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { hasSignedInCookie, setSessionUser } from '#web/lib/session.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { uploadProfilePicture, type UploadOptions } from './uploads.ts';

/**
 * The signed-in user's own account (shared/endpoints/profile.ts). Its one read, GET /users/profile/me (never cached
 * by the browser), is the current user: one query shared by the auth store (web/features/accounts), the header, the
 * profile and the admin area. A sign-in, a profile edit or a sign-out writes here and every reader follows.
 */
export const profileKeys = {
  me: () => ['users', 'me'] as const,
};

// Failures with 400, 401 or 403 are not retried (spec §4 Session refresh).
const NOT_RETRIED = new Set([400, 401, 403]);

/**
 * Tells the server the language a signed-in reader switched to, so their e-mails and notifications follow it
 * (decision 0097). A visitor has no account to keep it on; a failure leaves the old one, and the next switch sends it.
 */
export function saveLanguage(language: 'bn' | 'en'): void {
  if (!hasSignedInCookie()) return;
  call(profileApi.updateLanguage, { body: { language } }).catch(() => undefined);
}

export const currentUserQuery = () =>
  queryOptions<User>({
    queryKey: profileKeys.me(),
    queryFn: (context) => call(profileApi.me, {}, context).then((r) => r.user),
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

/**
 * Every profile write answers the new user: it replaces the shared current-user query and the header's session. A
 * read of the user still under way began before the write, so it is called off rather than left to put the old user
 * back when it answers.
 */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    void queryClient.cancelQueries({ queryKey: profileKeys.me(), exact: true });
    queryClient.setQueryData(profileKeys.me(), user);
    setSessionUser(user);
  };
}

/** PUT /users/profile/update-info: the full form. */
export function useUpdateInfo(options?: WriteOptions) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => call(profileApi.updateInfo, { body }),
    onSuccess: (answer) => store(answer.user),
    meta: writeMeta(options),
  });
}

/** PUT /users/profile/upload-avatar or upload-cover: the file streamed as multipart, with progress and cancel. */
export function useUpdatePicture(kind: 'avatar' | 'cover', options?: WriteOptions) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ file, ...upload }: { file: File } & UploadOptions) => uploadProfilePicture(kind, file, upload),
    onSuccess: (answer) => store(answer.user),
    meta: writeMeta(options),
  });
}

/** PUT /users/profile/change-password: this session stays signed in, the others end. */
export function useChangePassword(options?: WriteOptions) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(profileApi.changePassword, { body }),
    meta: writeMeta(options),
  });
}
