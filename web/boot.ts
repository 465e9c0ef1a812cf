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
import { whenPageDrawn } from './lib/page-drawn.ts';

/** Fetches, all at once, the chunks the server listed for this page (server/plugins/spa.ts's announceChunks). */
function preloadListedChunks(): void {
  const list = document.getElementById(APP_CHUNKS_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
// a button pressed before the app started is pressed again once it has (the press also starts it at once)
if (serverRendered) keepEarlyClicks();
void (serverRendered ? whenPageDrawn() : Promise.resolve())
  .then(() => {
    preloadListedChunks();
    return import('./main.tsx');
  })
  // the page stays the server's (readable, its links work); the next navigation loads it afresh
  .catch((error: unknown) => console.error('the app could not be loaded:', error));
