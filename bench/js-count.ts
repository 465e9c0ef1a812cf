/**
 * The JavaScript a visitor's browser loads, counted in the browser (design.md §6, issue 12): every script response
 * the page receives from navigation until the network is idle, not the build's static import graph. Shared by the
 * browser test (e2e/js-budget.spec.ts, which enforces the budget in `npm test`) and `npm run bench:web`.
 *
 * How a file is counted, always the same way: its decoded body gzipped here with node:zlib at level 9. Not the
 * bytes on the wire, which depend on what the server chose to send (brotli, gzip, identity) and on the browser's
 * cache; so the figure is deterministic and comparable across runs and servers. Inline scripts in the HTML are part
 * of the document, not counted here.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** design.md §6: at most this much JavaScript (gzip) per public route. */
export const JS_BUDGET_KB = 150;

/** A phone's screen, as the budget is counted (a visitor at 375 px). */
export const VISITOR_VIEWPORT = { width: 375, height: 812 };

export interface LoadedScript {
  url: string;
  /** The decoded body, gzipped at level 9. */
  gzipBytes: number;
}

export interface LoadedJs {
  scripts: LoadedScript[];
  gzipBytes: number;
  kb: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `url` in `page` (whose viewport, cookies and cache the caller set up: a visitor's fresh context) and counts
 * the scripts it receives until the network is idle. Idle, robustly: Playwright's `networkidle` (no connection for
 * 500 ms) alone can fire while the main thread still executes a large chunk that will then import the route's
 * chunks (seen on a busy machine: 5 files counted instead of 43). So after it, until a round adds nothing: wait for
 * the page's main thread to be idle (requestIdleCallback), then for 500 ms without a new request and every script
 * body received. Each URL is counted once. Fails when a script answers with an error status.
 */
export async function countLoadedJs(page: Page, url: string): Promise<LoadedJs> {
  const pending = new Map<string, Promise<LoadedScript>>();
  const failed: string[] = [];
  let requests = 0;
  let lastRequestAt = performance.now();
  const onRequest = () => {
    requests++;
    lastRequestAt = performance.now();
  };
  const onResponse = (response: Response) => {
    if (!isScript(response) || !/^https?:/.test(response.url())) return;
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
      return;
    }
    if (response.status() >= 300 || pending.has(response.url())) return;
    pending.set(
      response.url(),
      response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const seen = requests;
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
      );
      await sleep(QUIET_MS);
      while (performance.now() - lastRequestAt < QUIET_MS) await sleep(50);
      await Promise.allSettled(pending.values());
      if (requests === seen) break;
      if (performance.now() > deadline)
        throw new Error(`${url}: the page still made requests ${SETTLE_TIMEOUT_MS} ms after its network went idle`);
    }
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  if (failed.length > 0) throw new Error(`scripts that failed to load on ${url}: ${failed.join(', ')}`);
  const scripts = (await Promise.all(pending.values())).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { scripts, gzipBytes, kb: gzipBytes / 1024 };
}

/** One line: "187.3 KB gzip in 45 files". */
export const describeLoadedJs = (js: LoadedJs) =>
  `${js.kb.toFixed(1)} KB gzip in ${js.scripts.length} file${js.scripts.length === 1 ? '' : 's'}`;

/** The largest files first, one a line, with their path: for the message of a route over budget. */
export const listLoadedJs = (js: LoadedJs, limit = 10) =>
  js.scripts
    .slice(0, limit)
    .map((s) => `  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`)
    .join('\n') + (js.scripts.length > limit ? `\n  … and ${js.scripts.length - limit} more` : '');
