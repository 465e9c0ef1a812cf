// Its own module, with no imports: the web build (vite.config.ts) puts it in every page and the server's
// Content-Security-Policy allows it by its hash (server/plugins/security.ts).
/**
 * Applies the remembered theme before the first paint (web/lib/theme.ts keeps the same cookie, key and rule: keep
 * them in step). A server-rendered page already carries the class; this covers the first visit (the system
 * preference) and a choice kept only in localStorage.
 *
 * It is inline in each page's `<head>` (decision 0048): as a file it was a request the parser waited for before the
 * first paint (a round trip on a phone's connection). The Content-Security-Policy allows exactly
 * this script, by its SHA-256, and no other inline script. The same text is also built as `/theme-init.js` for the
 * offline page (web/sw/offline-page.ts).
 */
export const THEME_INIT_SCRIPT =
  '(function(){' +
  'var m=/(?:^|;\\s*)pathshala_theme=(light|dark)/.exec(document.cookie),t=m?m[1]:null;' +
  "if(!t){try{t=localStorage.getItem('pathshala:theme')}catch(e){}}" +
  "if(t!=='light'&&t!=='dark'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}" +
  "document.documentElement.classList.toggle('dark',t==='dark')" +
  '})();';
