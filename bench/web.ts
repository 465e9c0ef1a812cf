/**
 * `npm run bench:web`: issue 12's table of the public pages on a phone, and issue 38's of the learner's own pages,
 * each figure against its goal.
 *
 * Builds what is stale (web and server), starts the compiled server on a new PGlite folder with its demo content
 * (.tmp/bench-web; or on DATABASE_URL), then for `/`, `/courses` and `/course/{first demo course}` as a visitor, and
 * for the learning page of a course the demo learner owns, `/profile`, `/profile/orders` and the payment result page
 * of their latest payment signed in as the demo learner (its session cookies set in the browser, as a sign-in leaves
 * them):
 * - Lighthouse from npm with its default (mobile) profile in Debian's Chromium (CHROME_PATH, default
 *   /usr/bin/chromium), RUNS runs per page each in a new Chrome, the median of each figure over the runs;
 * - the JavaScript the browser loads, counted as the browser test counts it (bench/js-count.ts).
 * Each run's Lighthouse report (JSON, with its trace-based audits) is kept in .tmp/bench-web-reports/ for the
 * evidence behind a figure. A benchmark, never part of `npm test`: its figures depend on the machine's load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { buildIfStale, root, sleep, startApp, stop } from './app.ts';
import { countLoadedJs, describeLoadedJs, JS_BUDGET_KB, VISITOR_VIEWPORT, type LoadedJs } from './js-count.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Only these pages, by report name (`BENCH_WEB_PAGES=course-access,profile`); every page when not set. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Optional fixed ports (the app's and Chrome's debugging port); free ones when not set. */
const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 0);
const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? 0);
/** Lighthouse's and chrome-launcher's log level (BENCH_WEB_LOG=info to see what they do). */
const LOG_LEVEL = (process.env.BENCH_WEB_LOG ?? 'error') as 'silent' | 'error' | 'warn' | 'info' | 'verbose';
/**
 * The phone's CPU is the browser's (decision 0050): during each Lighthouse run the app's server and this process
 * (Lighthouse's driver) run at the lowest priority (nice 19), so on a 2-core machine they take only the CPU Chrome
 * leaves; a real visitor's phone runs neither. BENCH_WEB_NICE=0 measures with everything at the same priority.
 */
const YIELDING_NICE = Number(process.env.BENCH_WEB_NICE ?? 19);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.join(root, '.tmp', 'bench-web');
const reportsDir = path.join(root, '.tmp', 'bench-web-reports');

/** The demo content's learner (server/db/seed/catalogue/people.ts), signed in for the learner's own pages. */
const DEMO_LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Sets the priority of every thread of each process (Linux priorities are per thread; new threads inherit). */
function setPriority(pids: number[], nice: number) {
  for (const pid of pids) {
    const threads = fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`).map(Number) : [pid];
    for (const thread of threads) {
      try {
        os.setPriority(thread, nice);
      } catch {
        // a thread that ended meanwhile
      }
    }
  }
}

/** A cookie as a server's Set-Cookie left it in the browser (the session's, after signing in). */
interface BrowserCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

/** Signs the demo learner in over HTTP and answers the cookies the answer set, as a browser would keep them. */
async function signIn(appUrl: string): Promise<BrowserCookie[]> {
  const res = await fetch(`${appUrl}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appUrl },
    body: JSON.stringify(DEMO_LEARNER),
  });
  if (res.status !== 200) throw new Error(`sign-in of the demo learner: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(name.toLowerCase()))?.split('=')[1];
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      path: attribute('Path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    };
  });
}

/** The Cookie header the browser sends to `pathname` with these cookies. */
const cookieHeader = (cookies: BrowserCookie[], pathname: string) =>
  cookies
    .filter((c) => pathname.startsWith(c.path))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/**
 * Puts the cookies in the browser listening on `port` (the DevTools protocol's Storage.setCookies, on the browser's
 * own target) before Lighthouse opens the page: Lighthouse clears an origin's caches and storage, not its cookies.
 */
async function setBrowserCookies(port: number, appUrl: string, cookies: BrowserCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    const answer = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.once('message', (data: Buffer) =>
        resolve(JSON.parse(data.toString('utf8')) as { error?: { message: string } }),
      ),
    );
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'Storage.setCookies',
        params: {
          cookies: cookies.map((c) => ({ ...c, url: `${appUrl}${c.path}`, sameSite: 'Lax' })),
        },
      }),
    );
    const { error } = await answer;
    if (error) throw new Error(`setting the session's cookies: ${error.message}`);
  } finally {
    socket.close();
  }
}

/**
 * One Lighthouse run of `url` in a Chrome of its own (no cache; no cookies but `cookies`), with `yielding` (the
 * server's process) and this one below Chrome's priority; the report is kept in reportsDir.
 */
async function lighthouseRun(
  url: string,
  reportName: string,
  yielding: number[],
  cookies: BrowserCookie[],
): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: LOG_LEVEL,
    ...(CHROME_PORT ? { port: CHROME_PORT } : {}),
  });
  // After the launch: Chrome, started from this process, keeps the priority this process had then.
  setPriority([...yielding, process.pid], YIELDING_NICE);
  try {
    if (cookies.length > 0) await setBrowserCookies(chrome.port, new URL(url).origin, cookies);
    // The default configuration: the mobile form factor, simulated slow 4G and 4× CPU slow-down.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: LOG_LEVEL,
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    const score = (category: (typeof CATEGORIES)[number]) => (lhr.categories[category]?.score ?? NaN) * 100;
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    setPriority([...yielding, process.pid], 0);
    chrome.kill();
    await closed(chrome.port);
  }
}

/**
 * Waits (at most 10 s) until nothing answers on Chrome's debugging port: with a fixed BENCH_CHROME_PORT the next
 * launch would otherwise find the Chrome being closed there, connect to it, and fail when it goes.
 */
async function closed(port: number) {
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
    } catch {
      return;
    }
    await sleep(100);
  }
}

const ATTEMPTS = 3;

/** A run that fails (Lighthouse's own "please run Lighthouse again" errors, Chrome gone early) is tried again. */
async function lighthouseRunWithRetries(
  url: string,
  reportName: string,
  what: string,
  yielding: number[],
  cookies: BrowserCookie[],
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, reportName, yielding, cookies);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`${what} failed (${(error as Error).message.split('\n')[0]}); trying it again`);
    }
  }
}

/** The loaded JavaScript on `url` (a visitor's, or with `cookies`), in Playwright's Chromium at 375 px like e2e/js-budget.spec.ts. */
async function loadedJs(url: string, cookies: BrowserCookie[]): Promise<LoadedJs> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: VISITOR_VIEWPORT });
    const { hostname } = new URL(url);
    await context.addCookies(cookies.map((c) => ({ ...c, domain: hostname, sameSite: 'Lax' as const })));
    return await countLoadedJs(await context.newPage(), url);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- report

interface Figure {
  what: string;
  value: string;
  runs: string;
  goal: string;
  met: boolean | null;
}

const verdict = (met: boolean | null) => (met === null ? 'no goal' : met ? 'met' : 'not met');
const score = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(0));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;
const cls = (n: number) => n.toFixed(3);

function figures(runs: Run[], js: LoadedJs): Figure[] {
  const of = (key: keyof Run) => runs.map((r) => r[key]);
  const row = (
    what: string,
    key: keyof Run,
    format: (n: number) => string,
    goal: string,
    ok?: (n: number) => boolean,
  ) => {
    const value = median(of(key));
    return { what, value: format(value), runs: of(key).map(format).join(', '), goal, met: ok ? ok(value) : null };
  };
  return [
    row('performance', 'performance', score, '≥ 95', (n) => n >= 95),
    row('LCP', 'lcpMs', seconds, '≤ 2.0 s', (n) => n <= 2000),
    row('TBT', 'tbtMs', millis, '≤ 150 ms', (n) => n <= 150),
    row('CLS', 'cls', cls, '≤ 0.05', (n) => n <= 0.05),
    row('accessibility', 'accessibility', score, '≥ 95', (n) => n >= 95),
    row('SEO', 'seo', score, '≥ 95', (n) => n >= 95),
    row('best practices', 'bestPractices', score, '—'),
    {
      what: 'loaded JS',
      value: describeLoadedJs(js),
      runs: '(one load at 375 px)',
      goal: `≤ ${JS_BUDGET_KB} KB`,
      met: js.kb <= JS_BUDGET_KB,
    },
  ];
}

function printPage(page: string, rows: Figure[]) {
  const width = (key: 'what' | 'value' | 'runs' | 'goal') => Math.max(...rows.map((r) => r[key].length));
  console.log(`\n${page} (median of ${RUNS} runs)`);
  for (const r of rows)
    console.log(
      `  ${r.what.padEnd(width('what'))}  ${r.value.padEnd(width('value'))}  runs: ${r.runs.padEnd(width('runs'))}` +
        `  goal ${r.goal.padEnd(width('goal'))}  ${verdict(r.met)}`,
    );
}

/** The demo learner's own pages: the learning page of the first course they own, the result page of their latest payment. */
async function learnerPaths(
  appUrl: string,
): Promise<{ courseAccess: string; paymentResult: string | undefined; verify: string }> {
  const cookies = await signIn(appUrl);
  const read = async <T>(pathname: string): Promise<T> => {
    const res = await fetch(`${appUrl}${pathname}`, { headers: { Cookie: cookieHeader(cookies, pathname) } });
    if (res.status !== 200) throw new Error(`${pathname} as the demo learner: ${res.status}`);
    return (await res.json()) as T;
  };
  const { courses } = await read<{ courses: { _id: string }[] }>('/api/courses/enrolled/my-courses');
  const owned = courses[0]?._id;
  if (!owned) throw new Error('the demo learner owns no course');
  const { payments } = await read<{ payments: { _id: string }[] }>('/api/orders/my-orders');
  const latest = payments[0]?._id;
  console.log(
    `/course-access/{id}: /course-access/${owned}, the demo learner's first course; ` +
      (latest
        ? `/payment/result: ?paymentId=${latest}, their latest payment`
        : 'no payment of theirs for /payment/result'),
  );
  return {
    courseAccess: `/course-access/${owned}`,
    paymentResult: latest ? `/payment/result?paymentId=${latest}` : undefined,
    verify: await finishedCourseCertificate(appUrl, cookies, courses.at(-1)!._id),
  };
}

/**
 * `/verify/{id}` of a certificate of the demo learner's: they finish `courseId` (their last course, so the learning
 * page measured is still one in progress) by completing each lesson, and the certificate it gives is verified.
 */
async function finishedCourseCertificate(appUrl: string, cookies: BrowserCookie[], courseId: string): Promise<string> {
  const call = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${appUrl}${pathname}`, {
      method,
      headers: {
        Cookie: cookieHeader(cookies, pathname),
        Origin: appUrl,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status !== 200)
      throw new Error(`${method} ${pathname} as the demo learner: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { content } = await call<{ content: { _id: string }[] }>('GET', `/api/courses/enrolled/content/${courseId}`);
  for (const lesson of content)
    await call('PUT', '/api/courses/enrolled/progress', { courseId, lessonId: lesson._id, completed: true });
  const { certificates } = await call<{ certificates: { _id: string }[] }>('GET', '/api/certificates/my');
  const id = certificates[0]?._id;
  if (!id) throw new Error(`the demo learner finished course ${courseId} and has no certificate`);
  console.log(`/verify/{id}: /verify/${id}, the certificate of the demo learner's course ${courseId}`);
  return `/verify/${id}`;
}

// ---------------------------------------------------------------- the run

await buildIfStale(['web', 'server']);
if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true }); // a new demo data folder each run
fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });

console.log(
  `bench:web on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, demo content: Lighthouse (default mobile profile) in ` +
    `${CHROME_PATH}, ${RUNS} runs per page, median of each figure; server and driver at nice ${YIELDING_NICE} during runs`,
);
const app = await startApp({ dataDir, databaseUrl, port: APP_PORT });
const results: { page: string; rows: Figure[] }[] = [];
try {
  const previews = (await (await fetch(`${app.url}/api/courses/public/all-previews`)).json()) as {
    courses: { _id: string }[];
  };
  const courseId = previews.courses[0]?._id;
  if (!courseId) throw new Error('the demo content has no course');
  console.log(`/course/{id}: /course/${courseId}, the first demo course`);
  const learner = await learnerPaths(app.url);
  const pages: { label: string; path: string; file: string; signedIn?: boolean }[] = [
    { label: '/', path: '/', file: 'home' },
    { label: '/courses', path: '/courses', file: 'courses' },
    { label: '/course/{id}', path: `/course/${courseId}`, file: 'course' },
    { label: '/course-access/{id} (signed in)', path: learner.courseAccess, file: 'course-access', signedIn: true },
    { label: '/profile (signed in)', path: '/profile', file: 'profile', signedIn: true },
    { label: '/profile/orders (signed in)', path: '/profile/orders', file: 'profile-orders', signedIn: true },
    ...(learner.paymentResult
      ? [{ label: '/payment/result (signed in)', path: learner.paymentResult, file: 'payment-result', signedIn: true }]
      : []),
    { label: '/verify/{id}', path: learner.verify, file: 'verify' },
  ];

  for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.file))) {
    const url = `${app.url}${page.path}`;
    // a session of its own for each page (an access token lives minutes; a page's runs take about as long)
    const cookies = page.signedIn ? await signIn(app.url) : [];
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const name = `${page.file}-${run}`;
      runs.push(await lighthouseRunWithRetries(url, name, `${page.label} run ${run}`, [app.child.pid!], cookies));
    }
    const rows = figures(runs, await loadedJs(url, cookies));
    printPage(page.label, rows);
    results.push({ page: page.label, rows });
  }
} finally {
  await stop(app.child);
}

// The same figures as one Markdown table (issue 12's), for a closing note.
const header = results[0]!.rows.map((r) => `${r.what} (${r.goal})`);
console.log(`\n| page | ${header.join(' | ')} |\n|---|${header.map(() => '---|').join('')}`);
for (const { page, rows } of results)
  console.log(`| \`${page}\` | ${rows.map((r) => `${r.value}${r.met === false ? ' ✗' : ''}`).join(' | ')} |`);
const missed = results.flatMap(({ page, rows }) => rows.filter((r) => r.met === false).map((r) => `${page} ${r.what}`));
console.log(
  `\n${missed.length === 0 ? 'every goal met' : `goals not met: ${missed.join(', ')}`}` +
    ` (reports: ${path.relative(root, reportsDir)}/)`,
);
