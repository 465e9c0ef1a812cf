import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SMALL_IMAGE_MARK } from '#shared/images.ts';
import { LOCK_KEYS } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-backfill-'));
const folder = path.join(dataDir, 'uploads', 'avatars');
const small = path.join(folder, `earlier${SMALL_IMAGE_MARK}.webp`);
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves when `file` appears in its folder (the watch starts now, so call it before what makes the file). */
function appears(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(path.dirname(file), () => {
      if (!fs.existsSync(file)) return;
      watcher.close();
      resolve();
    });
    if (fs.existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

describe('small copies of earlier uploads', () => {
  it('are made once the server listens, not while it starts', async () => {
    fs.mkdirSync(folder, { recursive: true });
    const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0af' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(folder, 'earlier.webp'), webp);

    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    // The backfill runs under its lock: a backfill begun while the app started would still hold it (the test's own
    // run is then refused) or would have made the copy. Neither: nothing began.
    const probe = await t.database.exclusive(LOCK_KEYS.imageBackfill, async () => fs.existsSync(small));
    expect(probe).toEqual({ ran: true, value: false });

    const made = appears(small);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await made;
    expect(fs.existsSync(small)).toBe(true);
  });
});
