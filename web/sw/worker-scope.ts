/**
 * What the service worker and the page say to each other, and the little of the worker's global scope that
 * web/sw/sw.ts uses. (The project's TypeScript program has the DOM's types; the WebWorker library cannot sit beside
 * them, so the worker's few types are declared here.)
 */

/** The offline page of each language, written by scripts/build-service-worker.ts and precached by the worker. */
export const OFFLINE_PAGE = { en: '/offline-en.html', bn: '/offline-bn.html' } as const;

export type WorkerMessage =
  /** To a waiting worker: take over now (the last page of the old one is navigating away). */
  | { type: 'skip-waiting' }
  /** From a page: the reader opened this public page through the app's links; keep a copy for reading offline. */
  | { type: 'keep-page'; url: string };

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}

export interface WorkerScope {
  location: Location;
  navigator: Navigator;
  registration: ServiceWorkerRegistration;
  clients: { matchAll(options: { type: 'window' }): Promise<readonly unknown[]>; claim(): Promise<void> };
  /** The Cookie Store API, where the browser has it in workers (Chromium). */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
