import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { LocalStorage } from '../../integrations/storage.ts';
import { backup, restore } from '../../ops/backup.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp } from '../../test/build-app.ts';
import { onCleanup, opsEnv, pgDatabase, quiet, runCleanups, SLOW, tempDir } from '../../test/sites.ts';
import { pendingRemovals } from './uploads.service.ts';

/**
 * Issue 32 §10: a replaced or deleted upload's file is deleted only after UPLOAD_REMOVAL_GRACE_SECONDS, by a sweep,
 * so a live backup (database snapshot first, files after) contains every file its snapshot names.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const HOUR = 3600;
afterAll(runCleanups);

const png = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 80, b: 30 } } })
    .png()
    .toBuffer();

async function setAvatar(app: Awaited<ReturnType<typeof buildTestApp>>['app'], cookie: string, red: number) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/users/profile/update-avatar',
    headers: { cookie },
    payload: { avatar: `data:image/png;base64,${(await png(red)).toString('base64')}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.avatar.url as string;
}

describe('removed uploads', () => {
  it('keep their files until the grace period ends; then the sweep deletes them and nothing else', async () => {
    const dataDir = await tempDir('grace');
    const t = await buildTestApp({ env: { DATA_DIR: dataDir, UPLOAD_REMOVAL_GRACE_SECONDS: String(HOUR) } });
    try {
      const storage = t.app.storage as LocalStorage;
      const { cookie } = await signedInUser(t.app);
      const first = await setAvatar(t.app, cookie, 10);
      const second = await setAvatar(t.app, cookie, 200);
      const exists = (url: string) =>
        fs.access(storage.fileOf(url)!).then(
          () => true,
          () => false,
        );
      const small = (url: string) => url.replace(/\.webp$/, '.sm.webp');
      expect(await exists(first)).toBe(true);
      expect(await exists(small(first))).toBe(true);
      expect(await pendingRemovals(t.app.db)).toBe(1);

      expect(await t.app.sweepUploadRemovals(new Date(Date.now() + (HOUR - 60) * 1000))).toBe(0);
      expect(await exists(first)).toBe(true);
      expect(await t.app.sweepUploadRemovals(new Date(Date.now() + (HOUR + 1) * 1000))).toBe(1);
      expect(await exists(first)).toBe(false);
      expect(await exists(small(first))).toBe(false);
      expect(await exists(second)).toBe(true);
      expect(await pendingRemovals(t.app.db)).toBe(0);
    } finally {
      await t.close();
    }
  });

  if (pgUrl) {
    it(
      'are all in a backup of PostgreSQL taken while avatars are replaced: after a restore every avatar exists',
      SLOW,
      async () => {
        const siteEnv = { DATA_DIR: await tempDir('live'), DATABASE_URL: await pgDatabase({ migrated: true }) };
        const database = await openPostgres(siteEnv.DATABASE_URL, { max: 4 });
        onCleanup(() => database.close());
        const t = await buildTestApp({
          env: { ...siteEnv, UPLOAD_REMOVAL_GRACE_SECONDS: String(HOUR) },
          database,
        });
        const learners = await Promise.all(Array.from({ length: 8 }, () => signedInUser(t.app)));
        for (const [i, l] of learners.entries()) await setAvatar(t.app, l.cookie, i * 20);

        // Every learner replaces their avatar again and again while the backup runs.
        let backingUp = true;
        let replaced = 0;
        const replacing = Promise.all(
          learners.map(async (l, i) => {
            for (let round = 1; backingUp || round <= 2; round++) {
              await setAvatar(t.app, l.cookie, (i * 20 + round * 7) % 255);
              replaced++;
            }
          }),
        );
        const archive = path.join(await tempDir('live-archive'), 'site.tar.gz');
        await backup(opsEnv(siteEnv), archive, quiet).finally(() => (backingUp = false));
        await replacing;
        await t.app.close();
        expect(replaced).toBeGreaterThanOrEqual(16);

        const restoredEnv = {
          DATA_DIR: await tempDir('live-restored'),
          DATABASE_URL: await pgDatabase({ migrated: false }),
        };
        await restore(opsEnv(restoredEnv), archive, quiet);
        const restored = await openPostgres(restoredEnv.DATABASE_URL, { max: 2 });
        try {
          const rows = await restored.db.select({ avatarUrl: users.avatarUrl }).from(users);
          const avatars = rows.map((r) => r.avatarUrl).filter((u): u is string => !!u);
          expect(avatars).toHaveLength(learners.length);
          const storage = new LocalStorage(path.join(restoredEnv.DATA_DIR, 'uploads'));
          const missing: string[] = [];
          for (const url of avatars) {
            for (const file of [url, url.replace(/\.webp$/, '.sm.webp')]) {
              await fs.access(storage.fileOf(file)!).catch(() => missing.push(file));
            }
          }
          expect(missing).toEqual([]);
        } finally {
          await restored.close();
        }
      },
    );
  }
});
