import type { AdminUser } from '#shared/admin-users.ts';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { adminCourse, coursesAnswer } from '#web/features/admin/courses/test-data.ts';
import { answer, fail, type RawReply, type StubEntry } from '#web/test/api-stub.ts';
import { testUser } from '#web/test/users.ts';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';
export const COURSE_A = '33333333-3333-4333-8333-333333333333';
export const COURSE_B = '44444444-4444-4444-8444-444444444444';

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: USER_ID,
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    role: 'user',
    isSuperAdmin: false,
    isVerified: true,
    courses: [{ courseId: COURSE_A, name: '<p>Python for Beginners</p>' }],
    createdAt: '2026-02-03T10:00:00.000Z',
    avatar: null,
    coverPhoto: null,
    userName: 'rahim',
    phoneNumber: '01712345678',
    skillOccupation: 'Student',
    timezone: 'Dhaka',
    bio: null,
    socialLinks: { facebook: null, twitter: null, linkedin: null, website: 'https://rahim.dev', github: null },
    ...overrides,
  };
}

export const me = (isSuperAdmin = false) => ({
  success: true as const,
  accessToken: 'token',
  user: testUser({ _id: ME_ID, name: 'Admin Karim', email: 'karim@example.com', role: 'admin', isSuperAdmin }),
});

/** What GET /users/admin/users answers for `all` and the request's page, limit, search and role (as the server does). */
export function usersPage(all: AdminUser[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  const needle = (query.get('search') ?? '').toLowerCase();
  const role = query.get('role') ?? 'all';
  const matching = all.filter(
    (u) =>
      (role === 'all' || u.role === role) &&
      (!needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / limit));
  return {
    success: true as const,
    users: matching.slice((page - 1) * limit, page * limit),
    pagination: {
      currentPage: page,
      totalPages,
      totalItems: matching.length,
      limit,
      hasPrev: page > 1,
      hasNext: page < totalPages,
    },
  };
}

export const statsAnswer = (stats: { total: number; admins: number; regular: number; enrollments: number }) =>
  answer(adminUsersApi.stats, { success: true, stats });

/**
 * The server's user endpoints over `all`: the paged list, the stats, and each user on its own. A test's own stubs
 * go before these (the first match answers).
 */
export function usersApi(all: AdminUser[]): StubEntry[] {
  const admins = all.filter((u) => u.role === 'admin').length;
  return [
    answer(adminUsersApi.list, ({ query }) => usersPage(all, query)),
    statsAnswer({
      total: all.length,
      admins,
      regular: all.length - admins,
      enrollments: all.reduce((sum, u) => sum + u.courses.length, 0),
    }),
    answer(adminUsersApi.one, ({ params }) => {
      const user = all.find((u) => u._id === params.userId);
      return user ? { success: true, user } : fail('user_not_found', 'User not found');
    }),
  ];
}

/** The CSV export's answer (not JSON: the test builds the Response). */
export const exportAnswer = (respond: () => Response | RawReply): StubEntry => ({
  method: adminUsersApi.export.method,
  pattern: /^\/users\/admin\/users\/export$/,
  names: [],
  status: 200,
  respond,
});

/** The course picker's list (GET /courses/admin/all-courses). */
export const coursesStub = (): StubEntry =>
  answer(
    coursesAdminApi.all,
    coursesAnswer([
      adminCourse({ _id: COURSE_A, name: '<p>Python for Beginners</p>' }),
      adminCourse({ _id: COURSE_B, name: 'Design Basics' }),
    ]),
  );

export const twoUsers = [
  adminUser(),
  adminUser({
    _id: ME_ID,
    name: 'Admin Karim',
    email: 'karim@example.com',
    role: 'admin',
    courses: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
];
