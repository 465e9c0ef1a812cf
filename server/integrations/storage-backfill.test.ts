import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SMALL_IMAGE_MARK } from '#shared/images.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-backfill-'));
const folder = path.join(dataDir, 'uploads', 'avatars');
const small = path.join(folder, `earlier${SMALL_IMAGE_MARK}.webp`);
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('small copies of earlier uploads', () => {
  it('are made once the server listens, not while it starts', async () => {
    fs.mkdirSync(folder, { recursive: true });
    const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0af' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(folder, 'earlier.webp'), webp);

    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(small)).toBe(false);

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const deadline = Date.now() + 10_000;
    while (!fs.existsSync(small) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(small)).toBe(true);
  });
});
