import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Bilingual } from '#shared/bilingual.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/*
 * The certificates module's tables (issue 33): the certificates issued when a learner completes a course, the name
 * each learner chose to have printed, the PDFs drawn (kept so a download never draws twice), the site's signing
 * keys for Open Badges credentials, and the site's certificate template. A certificate holds what it says (learner
 * name, course name) as printed: it is a document of its day and does not change when the course is renamed or
 * deleted, so `course_id` references nothing.
 */

const at = () => timestamp({ withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

export const certificates = pgTable(
  'certificates',
  {
    /** The public id: 12 Crockford base-32 characters (a verification URL, the LinkedIn credential id). */
    id: text().primaryKey(),
    /** Its position in the revocation status list (Open Badges credentialStatus). */
    statusIndex: integer().notNull().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid().notNull(),
    courseName: text().notNull(),
    /** The learner's name as printed: in English letters and in Bengali (either may be empty, not both). */
    nameEn: text().notNull().default(''),
    nameBn: text().notNull().default(''),
    /** Whether the learner chose the printed name; until then it is the account's name and they may choose once. */
    nameChosen: text({ enum: ['account', 'chosen'] })
      .notNull()
      .default('account'),
    completedAt: at().notNull(),
    issuedAt: at().notNull().defaultNow(),
    status: text({ enum: CERTIFICATE_STATUSES }).notNull().default('valid'),
    revokedAt: at(),
    revokedReason: text(),
    /** The certificate this one re-issues (an admin's re-issue after a revocation). */
    reissueOf: text(),
    /** Lower-cased, NFC-normalised name, course and id: the admin list's search. */
    searchText: text().notNull().default(''),
  },
  (t) => [
    // One valid certificate per learner and course; a revoked one stays, and may be followed by a re-issue.
    uniqueIndex('certificates_valid_once_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'valid'`),
    index('certificates_user_course_idx').on(t.userId, t.courseId),
    index('certificates_issued_idx').on(t.issuedAt, t.id),
    index('certificates_completed_idx').on(t.completedAt),
    index('certificates_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('certificates_status_index_idx').on(t.statusIndex),
    check('certificates_name_check', sql`${t.nameEn} <> '' or ${t.nameBn} <> ''`),
  ],
);

/** The name a learner chose for their certificates, once (issue 33: "once, before the first certificate"). */
export const certificateNames = pgTable('certificate_names', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nameEn: text().notNull().default(''),
  nameBn: text().notNull().default(''),
  /** The language the learner used when choosing: their certificate e-mails are written in it. */
  language: text({ enum: ['bn', 'en'] })
    .notNull()
    .default('bn'),
  chosenAt: createdAt(),
});

/** A certificate's PDF, drawn once per language and served from here. */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    certificateId: text()
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    lang: text({ enum: ['bn', 'en'] }).notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.lang] })],
);

/** The site's Ed25519 keys signing credentials; the newest signs, every one stays in the JWKS. */
export const signingKeys = pgTable('certificate_signing_keys', {
  kid: text().primaryKey(),
  publicJwk: jsonb().$type<Record<string, string>>().notNull(),
  privateJwk: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** The site's certificate template (one row, id 1): signer, signature image, logo, texts in both languages. */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: integer().primaryKey().default(1),
    signerName: jsonb().$type<Bilingual>().notNull(),
    signerTitle: jsonb().$type<Bilingual>().notNull(),
    /** The sentence above the course name ("has successfully completed the course"). */
    statement: jsonb().$type<Bilingual>().notNull(),
    /** A PNG of the signature, transparent background. */
    signaturePng: bytea(),
    /** An uploaded logo as a PNG (transparency kept); null: the site's own mark is printed. */
    logoPng: bytea(),
    /** Accent colour, #rrggbb. */
    accent: text().notNull().default('#4f46e5'),
    updatedAt: updatedAt(),
  },
  (t) => [check('certificate_templates_one_check', sql`${t.id} = 1`)],
);
