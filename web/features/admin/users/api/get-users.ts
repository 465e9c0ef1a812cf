import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUsersAnswer } from '#shared/admin-users.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /users/admin/users: every user, newest first, with enrolled courses (admin-side §7 Users). */
export const adminUsersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users'] as const,
    queryFn: ({ signal }): Promise<AdminUser[]> =>
      api<AdminUsersAnswer>('/users/admin/users', { signal }).then((r) => r.users),
  });

export const useAdminUsers = () => useQuery(adminUsersQuery());
