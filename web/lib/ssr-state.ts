import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ID } from '#shared/public-pages.ts';
import type { PageSprite } from '#web/components/icons/sprite-icon.tsx';
import type { SessionUser } from './session.ts';

/**
 * What a server-rendered page hands the browser (web/entry-server.tsx writes it, server/plugins/spa.ts puts it in
 * `<script type="application/json" id="ssr-state">`): the language it was rendered in, the strings it used, and the
 * data it showed. Read once, before the first render, so the browser's first render matches the HTML.
 */
export interface SsrState {
  language: 'en' | 'bn';
  /** language → namespace → strings, for every namespace the page used that the first download does not hold. */
  strings: Record<string, Record<string, Record<string, unknown>>>;
  queries: DehydratedState;
  /** What the route loaders of the render answered, by route id (they load into the query client and answer null). */
  loaderData: Record<string, unknown>;
  /** The sprite the page's icons are drawn from (decision 0046), when it drew any. */
  icons?: PageSprite;
  /** On a learner's own page: the signed-in reader it was rendered for (the shell's session while it hydrates). */
  user?: SessionUser;
}

let state: SsrState | null | undefined;

export function ssrState(): SsrState | null {
  if (state !== undefined) return state;
  state = null;
  if (typeof document === 'undefined') return state;
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return state;
  try {
    state = JSON.parse(text) as SsrState;
  } catch {
    state = null;
  }
  return state;
}
