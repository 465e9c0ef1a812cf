import { describe, expect, it } from 'vitest';
import { adminUser } from './test-data.ts';
import { csvFilename, userStats, usersCsv, visibleUsers } from './users-model.ts';

describe('users model', () => {
  const users = [
    adminUser({ name: 'Rahim', email: 'rahim@example.com' }),
    adminUser({ _id: 'b', name: 'Karim', email: 'boss@example.com', role: 'admin', courses: [] }),
  ];

  it('searches e-mail or name, case-insensitively, and keeps only admins in team mode', () => {
    expect(visibleUsers(users, 'users', 'RAHIM').map((u) => u.name)).toEqual(['Rahim']);
    expect(visibleUsers(users, 'users', 'boss@').map((u) => u.name)).toEqual(['Karim']);
    expect(visibleUsers(users, 'team', '').map((u) => u.name)).toEqual(['Karim']);
    expect(visibleUsers(users, 'users', '  ')).toHaveLength(2);
  });

  it('counts users, admins, regular users and enrolments', () => {
    expect(userStats(users)).toEqual({ total: 2, admins: 1, regular: 1, enrollments: 1 });
  });

  it('exports Name, Email, Enrolled Courses Count, Courses joined by " | ", quoting and defusing formulas', () => {
    const csv = usersCsv([
      adminUser({
        name: 'Rahim, Jr.',
        courses: [
          { courseId: 'a', name: '<p>Python</p>' },
          { courseId: 'b', name: 'Design "Pro"' },
        ],
      }),
      adminUser({ name: '=HYPERLINK("x")', email: 'x@example.com', courses: [] }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Enrolled Courses Count,Courses',
      '"Rahim, Jr.",rahim@example.com,2,"Python | Design ""Pro"""',
      `"'=HYPERLINK(""x"")",x@example.com,0,`,
    ]);
  });

  it('names the file users-export-{timestamp}.csv', () => {
    expect(csvFilename(new Date(1_767_225_600_000))).toBe('users-export-1767225600000.csv');
  });
});
