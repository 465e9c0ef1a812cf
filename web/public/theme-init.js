/* global window, document */
// Applies the remembered theme before the first paint (see web/lib/theme.ts; keep the cookie, key and rule in step).
// A server-rendered page already carries the class; this covers the first visit (system preference) and old choices.
(function () {
  var match = /(?:^|;\s*)pathshala_theme=(light|dark)/.exec(document.cookie);
  var theme = match ? match[1] : null;
  if (!theme) {
    try {
      theme = localStorage.getItem('pathshala:theme');
    } catch {
      // storage blocked: fall back to the system preference
    }
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
})();
