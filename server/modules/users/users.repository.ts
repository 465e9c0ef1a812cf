import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userColumns, type NewUser, type UserPatch, type UserRow } from './user-row.ts';

export type { NewUser, UserPatch, UserRow } from './user-row.ts';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Several users by id in one query, keyed by id (ids with no user are absent). */
export async function findUsersByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select(userColumns)
          .from(users)
          .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select(userColumns).from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function emailExists(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return row !== undefined;
}

export async function findUserByGoogleSub(tx: Tx, sub: string): Promise<UserRow | undefined> {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** The password hash for sign-in and password change; kept out of every other read. */
export async function findCredentials(
  tx: Tx,
  by: { email: string } | { id: string },
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where('email' in by ? byEmail(by.email) : eq(users.id, by.id))
    .limit(1);
  return row;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning(userColumns);
  return row!;
}

export async function updateUser(tx: Tx, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning(userColumns);
  return row;
}
