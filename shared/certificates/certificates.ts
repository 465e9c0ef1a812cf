import { z } from 'zod';
import { ok, PaginationSchema } from '../api.ts';
import { SITE_NAME } from '../brand.ts';
import { CERTIFICATE_ID_PATTERN } from './certificate-rules.ts';

export * from './certificate-rules.ts';

/*
 * Certificates (issue 33): the answers of shared/endpoints/certificates.ts and the pure rules both sides use (the id's
 * form, the LinkedIn address). Dates travel as ISO strings.
 */

export const CertificateIdSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(CERTIFICATE_ID_PATTERN, 'Invalid certificate id'));

export const CertificateStatusSchema = z.enum(['valid', 'revoked']);
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;

/** The longest printed name; the certificate's layout gives it one line at a smaller size beyond 40. */
export const PRINTED_NAME_MAX = 80;
export const REVOKE_REASON_MAX = 500;

const printedName = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .transform((value) => value.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(PRINTED_NAME_MAX, `${what} must be at most ${PRINTED_NAME_MAX} characters`));

/** The learner's choice of printed name: Bengali and/or English, at least one. */
export const PrintedNameBodySchema = z
  .object({ nameEn: printedName('The English name').default(''), nameBn: printedName('The Bengali name').default('') })
  .refine((body) => body.nameEn !== '' || body.nameBn !== '', {
    message: 'Write your name in Bengali or English',
    path: ['nameEn'],
  });
export type PrintedNameBody = z.input<typeof PrintedNameBodySchema>;

export const PrintedNameSchema = z.object({
  /** Whether the learner chose it (once); until then it is the account's name. */
  chosen: z.boolean(),
  nameEn: z.string(),
  nameBn: z.string(),
});
export type PrintedName = z.infer<typeof PrintedNameSchema>;

export const MyCertificateSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  issuedAt: z.string(),
  status: CertificateStatusSchema,
  revokedAt: z.string().nullable(),
  reason: z.string().nullable(),
  nameEn: z.string(),
  nameBn: z.string(),
  verifyUrl: z.string(),
  linkedInUrl: z.string(),
});
export type MyCertificate = z.infer<typeof MyCertificateSchema>;

export const MyCertificatesAnswerSchema = ok({
  certificates: z.array(MyCertificateSchema),
  name: PrintedNameSchema,
});

export const PublicCertificateSchema = z.object({
  _id: z.string(),
  status: CertificateStatusSchema,
  learnerName: z.string(),
  /** The name in the other script, when the learner gave both. */
  learnerNameAlt: z.string(),
  courseName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().optional(),
  reason: z.string().optional(),
  issuerName: z.string(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;
export const PublicCertificateAnswerSchema = ok(PublicCertificateSchema.shape);

export const CredentialAnswerSchema = ok({ credential: z.string() });

export const AdminCertificateSchema = MyCertificateSchema.omit({ linkedInUrl: true }).extend({
  userId: z.string(),
  completedAt: z.string(),
  reissueOf: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

export const AdminCertificatesQuerySchema = z.object({
  search: z.string().max(200).optional(),
  status: CertificateStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminCertificatesAnswerSchema = ok({
  certificates: z.array(AdminCertificateSchema),
  pagination: PaginationSchema,
});
export const AdminCertificateAnswerSchema = ok({ certificate: AdminCertificateSchema });

export const RevokeBodySchema = z.object({
  reason: z
    .string({ error: 'Write the reason for revoking' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, 'Write the reason for revoking')
        .max(REVOKE_REASON_MAX, `The reason must be at most ${REVOKE_REASON_MAX} characters`),
    ),
});

/**
 * LinkedIn's "Add licence or certification" form, filled in (its documented add-to-profile parameters): the
 * certificate's name, the organisation, the issue month and year, the credential id and its verification URL.
 */
export function linkedInAddUrl(input: { courseName: string; issuedAt: string | Date; id: string; verifyUrl: string }) {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.courseName,
    organizationName: SITE_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.verifyUrl,
    certId: input.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
