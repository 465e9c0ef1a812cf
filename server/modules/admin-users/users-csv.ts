import type { AdminUser } from '#shared/admin-users.ts';
import { htmlToText } from '#shared/html-text.ts';

/** admin-side §9: the CSV export of the user list (the web's former usersCsv, now written by the server). */

export const USERS_CSV_HEADER = ['Name', 'Email', 'Enrolled Courses Count', 'Courses'] as const;

/** A cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const usersCsvHeader = (): string => line(USERS_CSV_HEADER);

/** Name, Email, Enrolled Courses Count, Courses (plain-text titles joined by ' | '). */
export const usersCsvLine = (user: AdminUser): string =>
  line([user.name, user.email, user.courses.length, user.courses.map((c) => htmlToText(c.name)).join(' | ')]);

export const usersCsvFilename = (now: Date = new Date()) => `users-export-${now.getTime()}.csv`;
