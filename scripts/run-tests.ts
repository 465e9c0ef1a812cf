/**
 * `npm test`: typecheck, lint and the formatter check, unit + component + API tests (Vitest), build, browser tests (Playwright).
 * Stops at the first failing step and ends with the plain line "N passed, N failed".
 * `--only api` runs just the API suite (CI's second pass on PostgreSQL; with TEST_REDIS_URL also the Redis tests).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The whole suite runs on the Node.js of package.json's engines (decision 0061): `npm test` finds the one `npm ci`
// installed in node_modules/.bin, and every step below is given this process's own Node first on its PATH.
const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const requiredMajor = Number(/\d+/.exec(engines)?.[0]);
if (Number(process.versions.node.split('.')[0]) < requiredMajor) {
  console.error(`npm test needs Node.js ${engines} (package.json engines); this is ${process.version}.`);
  console.error('On Linux `npm ci` installs it into node_modules/.bin; elsewhere install it and run npm test again.');
  process.exit(1);
}
console.log(`Node.js ${process.version} (${process.execPath})`);
const PATH = [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter);

const onlyApi = process.argv.includes('--only') && process.argv.includes('api');
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const run = (label: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PATH, ...env } });
  console.log(
    `◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
};

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const counts: Counts = { passed: 0, failed: 0, skipped: 0 };

function addVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}
function addPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

let ok = true;
const step = (label: string, cmd: string, args: string[], env?: Record<string, string>) => {
  if (ok) ok = run(label, cmd, args, env);
};

if (onlyApi) {
  // With a Redis server given, the shared cache and rate limits are exercised across two instances too.
  const projects = ['--project', 'api', ...(process.env.TEST_REDIS_URL ? ['--project', 'redis'] : [])];
  step('API tests', 'npx', ['vitest', 'run', ...projects], { CI_SUMMARY: 'api' });
  addVitest('test-results/vitest-api.json');
} else {
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  step('lint and format', 'npm', ['run', 'lint']);
  step(
    'unit, component and API tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'api'],
    {
      CI_SUMMARY: 'all',
    },
  );
  addVitest('test-results/vitest-all.json');
  step('build', 'npm', ['run', 'build']);
  step('browser tests', 'npx', ['playwright', 'test']);
  addPlaywright('test-results/e2e.json');
}

const line = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
console.log(`\n${ok ? 'All steps passed.' : 'A step failed: see above.'}`);
console.log(`tests: ${line}`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
