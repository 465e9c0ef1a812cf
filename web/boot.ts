/**
 * The page's entry (index.html loads only this and the style sheet). For a page the browser draws (the learner and
 * admin areas) it starts the app (main.tsx) at once. For a page the server rendered, it waits until that page has drawn
 * what it was sent (lib/page-drawn.ts), then fetches all the app's chunks at once, from the list server/plugins/spa.ts
 * put in the page, and starts the app: its JavaScript never shares a phone's bandwidth with the style sheet, the faces
 * and the first picture, nor stands before the first paint (issue 12, decision 0045).
 */
import './styles.css';
import { APP_CHUNKS_ID, SSR_STATE_ID } from '#shared/public-pages.ts';
import { keepEarlyClicks } from './lib/early-clicks.ts';
import { nextTask } from './lib/next-task.ts';
import { whenPageDrawn } from './lib/page-drawn.ts';

/** How many module preloads are added per task: starting each request costs the page's main thread (decision 0048). */
const PRELOADS_PER_TASK = 8;

/**
 * Fetches the chunks the server listed for this page (server/plugins/spa.ts's announceChunks), all requested before the
 * first is evaluated (no waterfall), a few per task so that starting 35 requests is not one long task (decision 0048).
 */
async function preloadListedChunks(): Promise<void> {
  const list = document.getElementById(APP_CHUNKS_ID)?.textContent;
  if (!list) return;
  const hrefs = JSON.parse(list) as string[];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * React DOM's chunk (`framework`, with React, its scheduler and TanStack Query: vite.config.ts), then the router's
 * (`router`), then the app's modules, each evaluated in a task of its own: in one `import()` they were one long task,
 * far longer on a phone's slower CPU (decision 0048).
 */
async function startApp(): Promise<unknown> {
  await preloadListedChunks();
  await import('./lib/react-dom-client.ts');
  await nextTask();
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  return import('./main.tsx');
}

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
// a button pressed before the app started is pressed again once it has (the press also starts it at once)
if (serverRendered) keepEarlyClicks();
void (serverRendered ? whenPageDrawn() : Promise.resolve())
  .then(startApp)
  // the page stays the server's (readable, its links work); the next navigation loads it afresh
  .catch((error: unknown) => console.error('the app could not be loaded:', error));
