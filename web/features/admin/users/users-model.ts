import { type AdminUser, type AssignableRole, roleOf, type UserListRole } from '#shared/admin-users.ts';
import { htmlToText } from '#shared/html-text.ts';

/** Pure rules of User and Team Management (admin-side §2, §9). */

export type UsersMode = 'users' | 'team';

/** Team Management lists the admins (and super admins); User Management everyone. */
export const listRole = (mode: UsersMode): UserListRole => (mode === 'team' ? 'admin' : 'all');

export const ROLE_KEYS: Record<AssignableRole, string> = {
  user: 'roles.user',
  admin: 'roles.admin',
  superAdmin: 'roles.superAdmin',
};
export const roleKey = (user: AdminUser) => ROLE_KEYS[roleOf(user)];

export const courseName = (name: string) => htmlToText(name);

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const MOBILE_PAGE_SIZES = [5, 10] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MOBILE_DEFAULT_PAGE_SIZE = 5;

export const csvFilename = (now: Date = new Date()) => `users-export-${now.getTime()}.csv`;

/**
 * Saves the server's CSV (admin-side §9 columns; it starts with a BOM so spreadsheets read Bengali names as UTF-8)
 * through a temporary link.
 */
export function downloadCsv(csv: Blob, filename: string): void {
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's page and search, kept in the URL query (`?page=2&search=rahim`) so links and the back button keep them. */
export function listState(params: URLSearchParams): { page: number; search: string } {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, search: params.get('search') ?? '' };
}

/** `params` with the list's page and search (page 1 and an empty search are left out). */
export function withListState(params: URLSearchParams, state: { page: number; search: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  const search = state.search.trim();
  if (search) next.set('search', search);
  else next.delete('search');
  return next;
}
