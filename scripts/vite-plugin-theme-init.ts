/**
 * The theme script (shared/theme-init.ts) inline in every page's `<head>`, where index.html names it
 * (`<script src="/theme-init.js"></script>`), and built as `/theme-init.js` for the offline page (decision 0048).
 */
import type { Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../shared/theme-init.ts';

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

export function inlineThemeInit(): Plugin {
  return {
    name: 'pathshala:theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html has no ${THEME_INIT_TAG} to inline`);
        return html.replace(THEME_INIT_TAG, `<script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'theme-init.js', source: `${THEME_INIT_SCRIPT}\n` });
    },
  };
}
