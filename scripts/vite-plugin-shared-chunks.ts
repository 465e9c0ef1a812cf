/**
 * Two files of modules the pages share, instead of one file per module (decision 0051).
 *
 * - `main`: the app's module (web/main.tsx) and everything it imports statically. web/boot.ts imports main.tsx
 *   dynamically, and the routes' lazy chunks import many of the small modules main.tsx also uses (the button, the
 *   session, the toast, …), so the bundler cut each such module into a file of its own (many small files on every
 *   public page). Yet every page loads main.tsx, and with it all of them, before any route's chunk: one file costs no
 *   page a byte it did not load.
 * - `public`: what at least three of the public pages' modules import statically (besides `main`'s): the head, the
 *   skeleton, prices, dates, the catalogue's queries, the icons of a course card, … A public page loads a few hundred
 *   bytes it does not use, and saves a request per module.
 *
 * Each request's start costs the page's main thread, and a phone's six HTTP/1.1 connections queue them. The sets are
 * computed from the module graph once it is built (`buildEnd`) and read by `codeSplitting` groups when the chunks are
 * made afterwards; modules another group claims with a higher priority (React's and the router's files) stay there.
 */
import type { Plugin } from 'vite';

export interface SharedChunksOptions {
  /** The page's entry (web/boot.ts), by the end of its path: what it imports itself stays in its own file. */
  entry: string;
  /** The app's module, by the end of its path (`/web/main.tsx`). */
  app: string;
  /** The public pages' route modules, by the ends of their paths. */
  publicPages: readonly string[];
  /** How many public pages must import a module for it to go to `public`. */
  minPublicPages: number;
}

export interface SharedChunks {
  plugin: Plugin;
  /** Whether a module belongs to `main` (called when the chunks are made, after the graph is known). */
  inApp: (id: string) => boolean;
  /** Whether a module belongs to `public`. */
  inPublic: (id: string) => boolean;
}

export function sharedChunks({ entry, app, publicPages, minPublicPages }: SharedChunksOptions): SharedChunks {
  const entryModules = new Set<string>();
  const appModules = new Set<string>();
  const publicModules = new Set<string>();
  const plugin: Plugin = {
    name: 'pathshala:shared-chunks',
    apply: 'build',
    buildEnd(error) {
      entryModules.clear();
      appModules.clear();
      publicModules.clear();
      // the server-rendering build makes one file; a failed build makes none
      if (error || this.environment.config.consumer === 'server') return;
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const found = ids.find((id) => id.replaceAll('\\', '/').endsWith(suffix));
        if (!found) this.error(`no module ends with ${suffix}`);
        return found;
      };
      /** The module and what it imports statically, without what `stop` holds. */
      const closure = (start: string, stop: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // what the entry imports statically is loaded with it, before the page is drawn (web/boot.ts): not the app's
      for (const id of closure(find(entry), new Set())) entryModules.add(id);
      for (const id of closure(find(app), entryModules)) appModules.add(id);
      const pages = new Map<string, number>();
      for (const suffix of publicPages) {
        const page = find(suffix);
        for (const id of closure(page, new Set([...entryModules, ...appModules])))
          if (id !== page) pages.set(id, (pages.get(id) ?? 0) + 1);
      }
      for (const [id, count] of pages) if (count >= minPublicPages) publicModules.add(id);
    },
  };
  return {
    plugin,
    inApp: (id) => appModules.has(id),
    inPublic: (id) => publicModules.has(id),
  };
}
