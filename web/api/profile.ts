import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, UpdateInfoBody, User } from '#shared/accounts.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { uploadProfilePicture, type UploadOptions } from './uploads.ts';

/**
 * The signed-in user's own account (shared/endpoints/profile.ts). Its one read, profile/me, is the current-user
 * query of web/lib/current-user.ts (key `['users', 'me']`), which the header and every page share.
 */

/** Every profile write answers the new user: it replaces the shared current-user query and the header's session. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(CURRENT_USER_KEY, user);
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
