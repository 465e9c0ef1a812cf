/* global window, document */
// Applies the remembered theme before the first paint (see web/lib/theme.ts; keep the key and rule in step).
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('pathshala:theme');
  } catch {
    // storage blocked: fall back to the system preference
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  if (theme === 'dark') document.documentElement.classList.add('dark');
})();
