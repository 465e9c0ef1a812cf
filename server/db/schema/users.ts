import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '#shared/bilingual.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const USER_ROLES = ['user', 'admin'] as const;
/** shared/bilingual.ts's LANGUAGES (the schema files import no values from shared code). */
export const USER_LANGUAGES = ['bn', 'en'] as const;
export const TIMEZONES = ['Dhaka', 'UTC', 'New_York', 'London', 'Tokyo', 'Dubai'] as const;

export interface SocialLinks {
  facebook?: string | null;
  twitter?: string | null;
  linkedin?: string | null;
  website?: string | null;
  github?: string | null;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Stored as typed; uniqueness is case-insensitive through the lower(email) index. */
    email: text().notNull(),
    /** argon2id hash; null for accounts created through Google sign-in only. */
    passwordHash: text(),
    role: text({ enum: USER_ROLES }).notNull().default('user'),
    isSuperAdmin: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    avatarUrl: text(),
    coverPhotoUrl: text(),
    userName: text(),
    phoneNumber: text(),
    skillOccupation: text(),
    timezone: text({ enum: TIMEZONES }).notNull().default('Dhaka'),
    bio: text(),
    socialLinks: jsonb().$type<SocialLinks>().notNull().default({}),
    googleSub: text(),
    /**
     * The language the server writes to this user in (e-mails, notifications; decision 0097): the reader's language
     * at sign-up, then whichever they switch to while signed in.
     */
    language: text({ enum: USER_LANGUAGES }).$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    // The admin user list (issue 10): newest first, for everyone or one role, read in order from an index.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // Its search: ILIKE '%part%' over name or e-mail through pg_trgm.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_language_check', sql`${t.language} in ('bn', 'en')`),
  ],
);
