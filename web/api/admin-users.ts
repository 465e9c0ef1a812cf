import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AddMemberBody,
  AdminUser,
  BulkEnrolBody,
  BulkRoleBody,
  BulkUsersBody,
  ChangeUserRoleBody,
  UserCourseBody,
  UserListRole,
} from '#shared/admin-users.ts';
import { toQueryString } from '#shared/endpoint.ts';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { apiBlob } from '#web/lib/api-client.ts';
import { profileKeys } from './profile.ts';
import { catalogueKeys } from './catalogue.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** What the User Management list asks for: a page, a search and a role (`all` for every role). */
export interface AdminUsersParams {
  page: number;
  limit: number;
  search: string;
  role: UserListRole;
}

/** The admin users' query keys: everything under `['admin', 'users']`. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUsersParams) => [...adminUsersKeys.all, 'list', params] as const,
  stats: () => [...adminUsersKeys.all, 'stats'] as const,
  one: (userId: string) => [...adminUsersKeys.all, 'one', userId] as const,
};

/** The search and role as the server reads them (trimmed; no role for `all`). */
const filterQuery = ({ search, role }: Pick<AdminUsersParams, 'search' | 'role'>) => ({
  search: search.trim() || undefined,
  role: role === 'all' ? undefined : role,
});

/** GET /users/admin/users: one page of the users, newest first, searched and filtered by the server. */
export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminUsersKeys.list(params),
    queryFn: (context) =>
      call(adminUsersApi.list, { query: { page: params.page, limit: params.limit, ...filterQuery(params) } }, context),
  });

/** The previous page stays on screen while the next one loads (no skeleton flash between pages). */
export const useAdminUsers = (params: AdminUsersParams) =>
  useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData });

/** GET /users/admin/stats: the stat cards, counted over every account by the server. */
export const adminUserStatsQuery = () =>
  queryOptions({
    queryKey: adminUsersKeys.stats(),
    queryFn: (context) => call(adminUsersApi.stats, {}, context),
    select: (answer) => answer.stats,
  });

export const useAdminUserStats = () => useQuery(adminUserStatsQuery());

/** GET /users/admin/users/:userId: the user a dialog shows (its row stands in until the answer comes). */
export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: adminUsersKeys.one(userId),
    queryFn: (context): Promise<AdminUser> =>
      call(adminUsersApi.one, { params: { userId } }, context).then((r) => r.user),
  });

export const useAdminUser = (userId: string | null, row?: AdminUser) =>
  useQuery({ ...adminUserQuery(userId ?? ''), enabled: userId !== null, placeholderData: row });

/** GET /users/admin/users/export: the CSV of every user the search and role match (the server streams it). */
export const exportUsersCsv = (filter: Pick<AdminUsersParams, 'search' | 'role'>): Promise<Blob> =>
  apiBlob(`${adminUsersApi.export.path}${toQueryString(filterQuery(filter))}`);

/**
 * After a user-management write (admin-side §7 Users) the admin lists refetch and other tabs are told (admin-side
 * §4); enrolment changes also move the public catalogue's student counts (the catalogue's key family).
 */
async function usersChanged(queryClient: QueryClient, catalogue = false): Promise<void> {
  await Promise.all([
    adminDataChanged(queryClient),
    // The admin may have changed their own courses: the profile's `courses` and the catalogue's counts follow.
    catalogue ? queryClient.invalidateQueries({ queryKey: catalogueKeys.all }) : undefined,
    catalogue ? queryClient.invalidateQueries({ queryKey: profileKeys.me() }) : undefined,
  ]);
}

export function useChangeRole(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeUserRoleBody) => call(adminUsersApi.changeRole, { body }),
    onSuccess: () => usersChanged(queryClient),
    meta: writeMeta(options),
  });
}

export function useDeleteUser(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(adminUsersApi.remove, { params: { userId } }),
    onSuccess: () => usersChanged(queryClient, true),
    meta: writeMeta(options),
  });
}

export function useAddToCourse(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCourseBody) => call(adminUsersApi.addToCourse, { body }),
    onSuccess: () => usersChanged(queryClient, true),
    meta: writeMeta(options),
  });
}

export function useRemoveFromCourse(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCourseBody) => call(adminUsersApi.removeFromCourse, { body }),
    onSuccess: () => usersChanged(queryClient, true),
    meta: writeMeta(options),
  });
}

export function useAddMember(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberBody) => call(adminUsersApi.addMember, { body }),
    onSuccess: () => usersChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Gives 1–100 users the role User or Admin; each row under the single change's rules. */
export function useBulkChangeRole(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkRoleBody) => call(adminUsersApi.bulkChangeRole, { body }),
    // The signed-in admin's own row may be among them (refused when it would lower their role).
    onSuccess: () => usersChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Deletes 1–100 users; each row under the single delete's rules. */
export function useBulkDeleteUsers(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkUsersBody) => call(adminUsersApi.bulkRemove, { body }),
    onSuccess: () => usersChanged(queryClient, true),
    meta: writeMeta(options),
  });
}

/** Enrols 1–100 users in a course; those already enrolled are skipped. */
export function useBulkAddToCourse(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkEnrolBody) => call(adminUsersApi.bulkAddToCourse, { body }),
    onSuccess: () => usersChanged(queryClient, true),
    meta: writeMeta(options),
  });
}
