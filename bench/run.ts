/**
 * `npm run bench`: load-tests public endpoints of the real app (embedded database, demo content) on 127.0.0.1
 * and prints each one's throughput as a ratio of a bare Fastify route measured in the same run, so the numbers
 * compare across machines. Bounded: a few seconds per endpoint, loopback only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { openPglite } from '../server/db/client.ts';
import { runStartupSeed } from '../server/db/seed/index.ts';
import { loadEnv } from '../server/env.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 20;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-bench-'));
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password' });
const database = await openPglite({});
await database.migrate();
const app = await buildApp({ env, database, logger: false });
await runStartupSeed(app);
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, hello: 'world' }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const endpoints = [
  '/api/health',
  '/api/layouts/public/layout/Banner',
  '/api/layouts/public/layout/Categories',
  '/api/layouts/public/layout/FAQ',
  '/api/about-page/get-content',
  '/api/testimonials/active',
  '/api/courses/public/all-previews',
];

try {
  const baseline = await measure(`${bareUrl}/bare`);
  console.log(
    `baseline bare Fastify route: ${baseline.toFixed(0)} req/s (${CONNECTIONS} connections, ${DURATION_S} s)`,
  );
  console.log('endpoint'.padEnd(44), 'req/s'.padStart(8), 'ratio'.padStart(7));
  for (const endpoint of endpoints) {
    const probe = await app.inject({ method: 'GET', url: endpoint });
    if (probe.statusCode !== 200) {
      console.log(endpoint.padEnd(44), 'skipped (answers', probe.statusCode, ')');
      continue;
    }
    const rps = await measure(`${appUrl}${endpoint}`);
    console.log(endpoint.padEnd(44), rps.toFixed(0).padStart(8), (rps / baseline).toFixed(2).padStart(7));
  }
} finally {
  await bare.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
