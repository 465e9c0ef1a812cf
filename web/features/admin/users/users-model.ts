import { type AdminUser, type AssignableRole, roleOf } from '#shared/admin-users.ts';
import { htmlToText } from '#web/components/course/html-text.ts';

/** Pure rules of User and Team Management (admin-side §2, §9). */

export type UsersMode = 'users' | 'team';

/** Team mode lists only admins; the search matches e-mail or name, case-insensitively. */
export function visibleUsers(users: readonly AdminUser[], mode: UsersMode, search: string): AdminUser[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (mode === 'users' || u.role === 'admin') &&
      (!needle || u.email.toLowerCase().includes(needle) || u.name.toLowerCase().includes(needle)),
  );
}

export function userStats(users: readonly AdminUser[]) {
  const admins = users.filter((u) => u.role === 'admin').length;
  return {
    total: users.length,
    admins,
    regular: users.length - admins,
    enrollments: users.reduce((sum, u) => sum + u.courses.length, 0),
  };
}

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

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** admin-side §9: columns Name, Email, Enrolled Courses Count, Courses (titles joined by ' | '). */
export function usersCsv(users: readonly AdminUser[]): string {
  const header = ['Name', 'Email', 'Enrolled Courses Count', 'Courses'];
  const rows = users.map((u) => [
    u.name,
    u.email,
    u.courses.length,
    u.courses.map((c) => courseName(c.name)).join(' | '),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

export const csvFilename = (now: Date = new Date()) => `users-export-${now.getTime()}.csv`;

/** Saves the CSV through a temporary link (with a BOM so spreadsheets read Bengali names as UTF-8). */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
