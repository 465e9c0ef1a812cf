/**
 * The page the service worker shows for a page it has no copy of while the network is out (decision 0041), one per
 * language (strings: web/i18n/locales/<language>/offline.json). Written at build time by
 * scripts/build-service-worker.ts: styled inline (the Content-Security-Policy allows it) in the site's colours, on the
 * site's stylesheet for its fonts (Bengali needs them where the system has none; they are in the cache once a page
 * used them, else the system's fonts show), with no script but the theme's, so the reader's light or dark choice
 * holds.
 */
export interface OfflineStrings {
  title: string;
  heading: string;
  text: string;
  retry: string;
  home: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root{color-scheme:light;--bg:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0}
html.dark{color-scheme:dark;--bg:#020617;--text:#f1f5f9;--muted:#94a3b8;--line:#1e293b}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
background:var(--bg);color:var(--text);font-size:16px;line-height:1.6;
font-family:var(--font-sans,system-ui),system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}
main{max-width:32rem;text-align:center}
svg{display:block;width:64px;height:64px;margin:0 auto}
h1{font-size:1.5rem;font-weight:700;line-height:1.3;margin:16px 0 8px}
p{margin:0 0 24px;color:var(--muted)}
nav{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:8px;font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
.primary{background:#4f46e5;color:#fff}.primary:hover{background:#4338ca}
.secondary{border:1px solid var(--line);color:var(--text)}`;

/** `stylesheet`: the site's built CSS (site-absolute URL), or null. */
export function offlinePageHtml(language: 'en' | 'bn', strings: OfflineStrings, stylesheet: string | null): string {
  const s = {
    title: escapeHtml(strings.title),
    heading: escapeHtml(strings.heading),
    text: escapeHtml(strings.text),
    retry: escapeHtml(strings.retry),
    home: escapeHtml(strings.home),
  };
  // The retry link is the page's own address: the worker answers a page it cannot fetch with this one, under its URL.
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#4f46e5" />
    <meta name="robots" content="noindex" />
    <title>${s.title}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script src="/theme-init.js"></script>${stylesheet ? `\n    <link rel="stylesheet" href="${escapeHtml(stylesheet)}" />` : ''}
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <svg aria-hidden="true" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M16 20h22a10 10 0 0 1 0 20H26v8h-10z" fill="#fff"/></svg>
      <h1>${s.heading}</h1>
      <p>${s.text}</p>
      <nav>
        <a class="primary" href="">${s.retry}</a>
        <a class="secondary" href="/">${s.home}</a>
      </nav>
    </main>
  </body>
</html>
`;
}
