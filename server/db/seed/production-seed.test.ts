import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, sessions, users } from '../schema/index.ts';
import { signIn } from '../../test/auth.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../test/build-app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { DEMO_LEARNER, demoLearners } from './catalogue/people.ts';
import { runStartupSeed } from './index.ts';

/** Issue 32 §8: production never creates an account whose password the README publishes. */
const production = (seed?: 'true' | 'false') => ({ ...PRODUCTION_ENV, SEED_DEMO_CONTENT: seed });

const demoLearnerSignIn = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password },
  });

const accountsNamed = async (t: TestApp, email: string) =>
  (
    await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  ).length;

describe('the start-up seed in production', () => {
  it('seeds no demo content unless asked for, and so no demo learner', async () => {
    const t = await buildTestApp({ env: production() });
    try {
      expect(t.env.SEED_DEMO_CONTENT).toBe(false);
      await runStartupSeed(t.app);
      expect(await t.app.db.select({ id: courses.id }).from(courses)).toEqual([]);
      expect(await accountsNamed(t, DEMO_LEARNER.email)).toBe(0);
      const res = await demoLearnerSignIn(t);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid email or password');
    } finally {
      await t.close();
    }
  });

  it('seeds the demo content when asked for, without the demo learner', async () => {
    const t = await buildTestApp({ env: production('true') });
    try {
      await runStartupSeed(t.app);
      expect((await t.app.db.select({ id: courses.id }).from(courses)).length).toBeGreaterThanOrEqual(8);
      expect(await accountsNamed(t, DEMO_LEARNER.email)).toBe(0);
      // The authors of the demo reviews exist, with random passwords nobody is told.
      for (const learner of demoLearners) expect(await accountsNamed(t, learner.email)).toBe(1);
      expect((await demoLearnerSignIn(t)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('takes the published password away from a demo learner seeded before, and ends their sessions', async () => {
    const database = await createTestDatabase();
    // The database of a site first started outside production (or by an older version), with the demo content.
    const before = await buildTestApp({ env: { SEED_DEMO_CONTENT: 'true' }, database });
    await runStartupSeed(before.app);
    await signIn(before.app, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await before.app.close();

    const t = await buildTestApp({ env: production('true'), database });
    try {
      await runStartupSeed(t.app);
      expect((await demoLearnerSignIn(t)).statusCode).toBe(400);
      const [demo] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LEARNER.email));
      const open = await t.app.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.userId, demo!.id));
      expect(open.length).toBeGreaterThan(0);
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('the start-up seed outside production', () => {
  it('seeds the demo content and the demo learner by default', async () => {
    const t = await buildTestApp({ env: { SEED_DEMO_CONTENT: undefined } });
    try {
      expect(t.env.SEED_DEMO_CONTENT).toBe(true);
      await runStartupSeed(t.app);
      expect((await demoLearnerSignIn(t)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
