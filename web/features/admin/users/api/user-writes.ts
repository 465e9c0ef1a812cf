import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddMemberAnswer,
  AddMemberBody,
  AdminMessageAnswer,
  AdminUserAnswer,
  ChangeUserRoleBody,
  UserCourseBody,
} from '#shared/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';

/**
 * The user-management writes (admin-side §7 Users). After each the admin lists refetch and other tabs are told
 * (admin-side §4); enrolment changes also move the public catalogue's student counts (keys starting 'courses').
 */
async function usersChanged(queryClient: QueryClient, catalogue = false): Promise<void> {
  await Promise.all([
    adminDataChanged(queryClient),
    // The admin may have changed their own courses: the profile's `courses` and the catalogue's counts follow.
    catalogue ? queryClient.invalidateQueries({ queryKey: ['courses'] }) : undefined,
    catalogue ? queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }) : undefined,
  ]);
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeUserRoleBody) =>
      api<AdminUserAnswer>('/users/admin/change-user-role', { method: 'PUT', body }),
    onSuccess: () => usersChanged(queryClient),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<AdminMessageAnswer>(`/users/admin/delete/${userId}`, { method: 'DELETE' }),
    onSuccess: () => usersChanged(queryClient, true),
  });
}

export function useAddToCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCourseBody) =>
      api<AdminMessageAnswer>('/users/admin/add-to-course', { method: 'POST', body }),
    onSuccess: () => usersChanged(queryClient, true),
  });
}

export function useRemoveFromCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCourseBody) =>
      api<AdminMessageAnswer>('/users/admin/remove-from-course', { method: 'POST', body }),
    onSuccess: () => usersChanged(queryClient, true),
  });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberBody) => api<AddMemberAnswer>('/users/admin/add-member', { method: 'POST', body }),
    onSuccess: () => usersChanged(queryClient),
  });
}
