import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageAnswer, UpdateInfoBody, User, UserAnswer } from '#shared/accounts.ts';
import { uploadProfilePicture, type UploadOptions } from '#web/api/uploads.ts';
import { api } from '#web/lib/api-client.ts';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import { setSessionUser } from '#web/lib/session.ts';

/** Every profile write answers the new user: it replaces the shared current-user query and the header's session. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    setSessionUser(user);
  };
}

/** PUT /users/profile/update-info: the full form. */
export function useUpdateInfo() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => api<UserAnswer>('/users/profile/update-info', { method: 'PUT', body }),
    onSuccess: (answer) => store(answer.user),
  });
}

/** PUT /users/profile/upload-avatar or upload-cover: the file streamed as multipart, with progress and cancel. */
export function useUpdatePicture(kind: 'avatar' | 'cover') {
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & UploadOptions) => uploadProfilePicture(kind, file, options),
    onSuccess: (answer) => store(answer.user),
  });
}

/** PUT /users/profile/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<MessageAnswer>('/users/profile/change-password', { method: 'PUT', body }),
  });
}
