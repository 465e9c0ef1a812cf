import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../modules/users/password.ts';
import type { Db } from '../client.ts';
import { seedRuns, sessions, users } from '../schema/index.ts';
import type { Storage } from '../../integrations/storage.ts';
import { DEMO_LEARNER } from './catalogue/people.ts';
import { seeders } from './seeders.ts';

export interface SeedContext {
  db: Db;
  log: (message: string) => void;
  /** Where demo images go (the site's uploads); without it a seeder leaves pictures to outside addresses. */
  storage?: Storage;
  /**
   * Whether the demo learner, whose password the README publishes, is created: never in production (issue 32 §8),
   * where the demo content comes without anyone to sign in as.
   */
  demoLearner?: boolean;
}
export interface Seeder {
  /** Stable name recorded in seed_runs; a renamed seeder runs again. */
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** Creates the first admin when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, else with a generated password. */
export async function ensureFirstAdmin(app: Pick<FastifyInstance, 'db' | 'env' | 'log'>): Promise<void> {
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return;
  const email = app.env.ADMIN_EMAIL;
  const password = app.env.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  const [sameEmail] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (sameEmail) {
    await app.db.update(users).set({ role: 'admin', isSuperAdmin: true }).where(eq(users.id, sameEmail.id));
    app.log.info(`Existing account ${email} promoted to administrator`);
    return;
  }
  await app.db.insert(users).values({
    name: 'Administrator',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    isSuperAdmin: true,
    isVerified: true,
  });
  // The log never carries the password (logs are shipped and kept): a generated one is printed once beside it.
  const shown = app.env.ADMIN_PASSWORD
    ? 'the ADMIN_PASSWORD you configured'
    : 'generated (printed once on standard output, never logged)';
  app.log.info(`First administrator created — e-mail: ${email}  password: ${shown}`);
  if (!app.env.ADMIN_PASSWORD && app.env.NODE_ENV !== 'test') {
    // Printed once, outside the log, so a newcomer sees it in the terminal.
    console.log(`\n  Pathshala admin account\n    e-mail:   ${email}\n    password: ${password}\n`);
  }
}

/** Runs every seeder that has not run on this database yet. */
export async function runSeeders(
  db: Db,
  log: (m: string) => void,
  list: Seeder[] = seeders,
  storage?: Storage,
  options: { demoLearner?: boolean } = {},
): Promise<void> {
  const demoLearner = options.demoLearner ?? true;
  const done = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name));
  for (const seeder of list) {
    if (done.has(seeder.name)) continue;
    await db.transaction(async (tx) => {
      await seeder.run({ db: tx as unknown as Db, log, storage, demoLearner });
      await tx.insert(seedRuns).values({ name: seeder.name }).onConflictDoNothing();
    });
    log(`seeded ${seeder.name}`);
  }
}

/**
 * The first administrator and the demo content, once per database. Several instances may start at once on one
 * PostgreSQL database (compose.yaml starts two): the seed runs in one transaction under an advisory lock, so one
 * instance seeds and the others wait for it and find the work done (without it the second insert of the first
 * administrator failed on the unique e-mail and that instance did not start). Each seeder's own transaction is a
 * savepoint inside it.
 */
export async function runStartupSeed(app: FastifyInstance): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pathshala:startup-seed'))`);
    const db = tx as unknown as Db;
    await ensureFirstAdmin({ db, env: app.env, log: app.log });
    const production = app.env.NODE_ENV === 'production';
    if (production) await retireDemoLearner(db, app.log);
    if (app.env.SEED_DEMO_CONTENT) {
      await runSeeders(db, (m) => app.log.info(m), seeders, app.storage, { demoLearner: !production });
    }
  });
}

/**
 * In production, a demo learner seeded before (an older version, or a database copied from a laptop) that still has
 * the published password gets a random one and is signed out everywhere: nobody signs in with the README's password.
 */
async function retireDemoLearner(db: Db, log: Pick<FastifyInstance['log'], 'warn'>): Promise<void> {
  const [demo] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${DEMO_LEARNER.email})`)
    .limit(1);
  if (!demo || !(await verifyPassword(demo.passwordHash, DEMO_LEARNER.password))) return;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(randomBytes(24).toString('base64url')) })
    .where(eq(users.id, demo.id));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'password_change' })
    .where(and(eq(sessions.userId, demo.id), isNull(sessions.revokedAt)));
  log.warn(`The demo learner ${DEMO_LEARNER.email} had its published password: it was replaced by a random one`);
}
