import type { AdminPage } from '../admin-page.ts';

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const usersPages: AdminPage[] = [
  {
    path: 'users',
    namespaces: ['admin', 'admin-users'],
    load: async () => (await import('./users-page.tsx')).UsersPage,
  },
  { path: 'team', namespaces: ['admin', 'admin-users'], load: async () => (await import('./users-page.tsx')).TeamPage },
];
