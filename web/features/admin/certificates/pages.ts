import type { AdminPage } from '../admin-page.ts';

/** The admin screens of this area (see ../admin-page.ts): the issued certificates and the certificate template. */
export const certificatesPages: AdminPage[] = [
  {
    path: 'certificates',
    namespaces: ['admin', 'certificates'],
    load: async () => (await import('./certificates-page.tsx')).CertificatesPage,
  },
  {
    path: 'certificate-template',
    namespaces: ['admin', 'certificates'],
    load: async () => (await import('./template-page.tsx')).CertificateTemplatePage,
  },
];
