import type { ComponentType } from 'react';

/**
 * One admin screen (admin-side §2), registered by its area in `<area>/pages.ts` and collected in admin-pages.ts.
 * `path` is relative to /admin ('' is the dashboard, 'update-course/:id' takes a param). `load` imports the page's
 * code, which lands in its own chunk: nothing under /admin is downloaded by public pages (design.md §6).
 * `namespaces` are the i18n namespaces (web/i18n/locales/<lang>/<ns>.json) the page needs before it renders.
 */
export interface AdminPage {
  path: string;
  namespaces: string[];
  load: () => Promise<ComponentType>;
}
