import type { AdminPage } from '../admin-page.ts';

/** The admin screens of this area (see ../admin-page.ts): the issued certificates. */
export const certificatesPages: AdminPage[] = [
  {
    path: 'certificates',
    namespaces: ['admin', 'certificates'],
    load: async () => (await import('./certificates-page.tsx')).CertificatesPage,
  },
];
