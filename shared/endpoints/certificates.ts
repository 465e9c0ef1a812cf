import { z } from 'zod';
import {
  AdminCertificateAnswerSchema,
  AdminCertificatesAnswerSchema,
  AdminCertificatesQuerySchema,
  CertificateIdSchema,
  CredentialAnswerSchema,
  MyCertificatesAnswerSchema,
  PrintedNameBodySchema,
  PublicCertificateAnswerSchema,
  RevokeBodySchema,
} from '../certificates/certificates.ts';
import {
  CertificateTemplateAnswerSchema,
  CertificateTemplateBodySchema,
  CertificateTemplateSavedSchema,
  TemplatePreviewBodySchema,
} from '../certificates/template.ts';
import { endpoints } from '../endpoint.ts';
import { IMAGE_ERRORS } from './uploads.ts';

const idParams = z.object({ id: CertificateIdSchema });

/** Certificates (issue 33): the learner's own, the public verification, the PDF and the signed credential. */
export const certificatesApi = endpoints('certificates', {
  my: {
    method: 'GET',
    path: '/certificates/my',
    access: 'user',
    summary: "The caller's certificates, newest first, and the name printed on them",
    answer: MyCertificatesAnswerSchema,
    cache: 'no-store',
  },
  chooseName: {
    method: 'PUT',
    path: '/certificates/name',
    access: 'user',
    summary: "Choose, once, the name printed on the caller's certificates (Bengali and/or English)",
    body: PrintedNameBodySchema,
    answer: MyCertificatesAnswerSchema,
    errors: ['certificate_name_chosen'],
  },
  verify: {
    method: 'GET',
    path: '/certificates/:id',
    access: 'public',
    summary: 'Verify a certificate: valid or revoked (with when and why); rate limited',
    params: idParams,
    answer: PublicCertificateAnswerSchema,
    errors: ['certificate_not_found'],
    cache: 'no-store',
  },
  pdf: {
    method: 'GET',
    path: '/certificates/:id/pdf',
    access: 'public',
    summary: 'The certificate as a PDF in Bengali or English (anyone with its id)',
    params: idParams,
    query: z.object({ lang: z.enum(['bn', 'en']).default('en') }),
    answer: z.string().describe('application/pdf'),
    errors: ['certificate_not_found'],
  },
  credential: {
    method: 'GET',
    path: '/certificates/:id/credential',
    access: 'public',
    summary: 'The Open Badges 3.0 OpenBadgeCredential of a certificate, as a VC-JWT signed with EdDSA',
    params: idParams,
    answer: CredentialAnswerSchema,
    errors: ['certificate_not_found'],
    cache: 'no-store',
  },
  issuer: {
    method: 'GET',
    path: '/certificates/issuer',
    access: 'public',
    summary: "The issuer's Open Badges Profile, naming its public keys",
    answer: z.looseObject({}),
    cache: 'no-store',
  },
  statusList: {
    method: 'GET',
    path: '/certificates/status/revocation',
    access: 'public',
    summary: 'The revocation status list (a BitstringStatusListCredential as a VC-JWT) the credentials point to',
    answer: z.string().describe('application/vc+jwt'),
    cache: 'no-store',
  },
});

export const certificatesAdminApi = endpoints('certificates-admin', {
  list: {
    method: 'GET',
    path: '/admin/certificates',
    access: 'admin',
    summary: 'Issued certificates, newest first, searchable by learner, course or id',
    query: AdminCertificatesQuerySchema,
    answer: AdminCertificatesAnswerSchema,
    cache: 'no-store',
  },
  revoke: {
    method: 'POST',
    path: '/admin/certificates/:id/revoke',
    access: 'admin',
    summary: 'Revoke a certificate with a reason (its verification page says Revoked at once)',
    params: idParams,
    body: RevokeBodySchema,
    answer: AdminCertificateAnswerSchema,
    errors: ['certificate_not_found', 'certificate_already_revoked'],
  },
  reissue: {
    method: 'POST',
    path: '/admin/certificates/:id/reissue',
    access: 'admin',
    summary: 'Issue a new certificate in place of a revoked one (a new id; the revoked one stays revoked)',
    params: idParams,
    answer: AdminCertificateAnswerSchema,
    status: 201,
    errors: ['certificate_not_found', 'certificate_not_revoked'],
  },
  template: {
    method: 'GET',
    path: '/admin/certificates/template',
    access: 'admin',
    summary: "The site's certificate template: signer, statement, accent colour, logo and signature",
    answer: CertificateTemplateAnswerSchema,
    cache: 'no-store',
  },
  saveTemplate: {
    method: 'PUT',
    path: '/admin/certificates/template',
    access: 'admin',
    summary: 'Save the certificate template; PDFs drawn afterwards print it (kept PDFs are drawn again)',
    description:
      'Texts: a string (its script says its language) or { bn, en }. logo / signature: a data URL of a PNG, JPG/JPEG ' +
      'or WebP image of at most 2 MB to replace it, null to remove it, left out to keep it.',
    body: CertificateTemplateBodySchema,
    answer: CertificateTemplateSavedSchema,
    errors: [...IMAGE_ERRORS],
  },
  previewTemplate: {
    method: 'POST',
    path: '/admin/certificates/template/preview',
    access: 'admin',
    summary: 'A sample certificate drawn from a draft of the template (the save body), as a PDF; rate limited',
    body: TemplatePreviewBodySchema,
    answer: z.string().describe('application/pdf'),
    errors: [...IMAGE_ERRORS],
  },
});
