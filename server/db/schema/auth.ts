import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A sign-up waiting for its e-mailed code. The user row is created only on activation. The token handed to the
 * browser and the 4-digit code are stored hashed; `attempts` counts wrong codes (5 burn the token).
 */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: id(),
    tokenHash: text().notNull(),
    codeHash: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activation_tokens_token_hash_idx').on(t.tokenHash),
    index('activation_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Each activation-code guess for an e-mail, kept apart from the activation tokens so that neither a new sign-up
 * nor the clean-up of old ones resets it (decision 0005): at most 10 per e-mail in any 24 hours, counted before
 * the code is compared. A right code deletes its own row; rows older than a day are deleted by housekeeping.
 */
export const activationGuesses = pgTable(
  'activation_guesses',
  {
    id: id(),
    /** lower(email) for a sign-up's guesses; `password-reset:` + lower(email) for a password reset's. */
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activation_guesses_email_idx').on(t.email, t.createdAt)],
);

/**
 * A password-reset code e-mailed to an account (decision 0017): 6 digits, valid 15 minutes, stored as a keyed hash.
 * `attempts` counts wrong codes (5 burn it); asking for a new code spends the previous one (`usedAt`). Guesses are
 * also counted per e-mail in `activation_guesses` (key `password-reset:<email>`), 10 in any 24 hours.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.createdAt),
    index('password_reset_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An invitation to an account an admin created (Manage Team, issue 36 item 14): the e-mailed link carries a random
 * token, stored here as its SHA-256; it sets the member's own password once (`usedAt`) before `expiresAt`. Until
 * then the account has a password nobody knows.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_invitations_token_hash_idx').on(t.tokenHash),
    index('member_invitations_user_idx').on(t.userId),
  ],
);

/**
 * One sign-in on one device: the refresh-token family. Access tokens carry its id (`sid`), so revoking the
 * session (logout, password change or reset, refresh-token reuse) ends its access tokens at once too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text(),
    revokedAt: at(),
    revokedReason: text({ enum: ['logout', 'reuse', 'password_change', 'password_reset', 'deleted', 'google_link'] }),
    lastUsedAt: at().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Each refresh token of a session, stored hashed. A token is used once (rotation); reusing one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);
