import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminOneUserAnswer,
  AdminUser,
  AdminUsersAnswer,
  AdminUserStatsAnswer,
  UserListRole,
} from '#shared/admin-users.ts';
import { toQueryString } from '#shared/endpoint.ts';
import { api, apiBlob } from '#web/lib/api-client.ts';

export interface AdminUsersParams {
  page: number;
  limit: number;
  search: string;
  role: UserListRole;
}

const listQuery = ({ page, limit, search, role }: AdminUsersParams) =>
  toQueryString({ page, limit, search: search.trim(), role: role === 'all' ? undefined : role });

/** GET /users/admin/users: one page of the users, newest first, searched and filtered by the server. */
export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', 'list', params] as const,
    queryFn: ({ signal }) => api<AdminUsersAnswer>(`/users/admin/users${listQuery(params)}`, { signal }),
  });

/** The previous page stays on screen while the next one loads (no skeleton flash between pages). */
export const useAdminUsers = (params: AdminUsersParams) =>
  useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData });

/** GET /users/admin/stats: the stat cards, counted over every account by the server. */
export const adminUserStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'stats'] as const,
    queryFn: ({ signal }) => api<AdminUserStatsAnswer>('/users/admin/stats', { signal }).then((r) => r.stats),
  });

export const useAdminUserStats = () => useQuery(adminUserStatsQuery());

/** GET /users/admin/users/:userId: the user a dialog shows (its row stands in until the answer comes). */
export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'one', userId] as const,
    queryFn: ({ signal }): Promise<AdminUser> =>
      api<AdminOneUserAnswer>(`/users/admin/users/${encodeURIComponent(userId)}`, { signal }).then((r) => r.user),
  });

export const useAdminUser = (userId: string | null, row?: AdminUser) =>
  useQuery({ ...adminUserQuery(userId ?? ''), enabled: userId !== null, placeholderData: row });

/** GET /users/admin/users/export: the CSV of every user the search and role match (the server streams it). */
export const exportUsersCsv = (filter: Pick<AdminUsersParams, 'search' | 'role'>): Promise<Blob> =>
  apiBlob(
    `/users/admin/users/export${toQueryString({ search: filter.search.trim(), role: filter.role === 'all' ? undefined : filter.role })}`,
  );
