import { expect, test } from './support/test.ts';

// Stored XSS through the rich-text fields, end to end: an admin saves a corpus of attacks into the Privacy page's HTML
// fields (title and subtitle) and its plain-text card items; the server's render and the hydrated page run none of
// them, load nothing from another host, and keep what the rich-text editor makes (a styled span). The test puts the
// page back as it was.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const EVIL = 'evil.test';

const CORPUS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img onerror\'">',
  '<svg onload="window.__xss = \'svg onload\'"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss = \'javascript link\'">link one</a>',
  '<a href="data:text/html,<script>parent.__xss = 1</script>">link two</a>',
  '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
  '<details open ontoggle="window.__xss = \'ontoggle\'"><summary>s</summary></details>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'mutation\'>"></p></noscript>',
  '<math><mi xlink:href="javascript:window.__xss=\'math\'">m</mi></math>',
  '<form><button formaction="javascript:window.__xss=\'formaction\'">b</button></form>',
  `<style>@import url("https://${EVIL}/x.css"); body { background: url("https://${EVIL}/b.png") }</style>`,
  `<span style="background-image: url(https://${EVIL}/s.png)">styled one</span>`,
  `<span style="font-family: 'Inter'; background: url('https://${EVIL}/f.png')">styled two</span>`,
  `<span style="background-image: linear-gradient(90deg, #ff0000, url(https://${EVIL}/g.png)); -webkit-background-clip: text">styled three</span>`,
  '<span style="color: expression(window.__xss = \'expression\')">styled four</span>',
  '<object data="javascript:window.__xss=\'object\'"></object><embed src="javascript:window.__xss=\'embed\'">',
  '<p><span style="color: #10b981">kept colour</span></p>',
].join('');

test('a corpus of stored XSS in the rich-text fields executes nothing and loads nothing from another host', async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  const before = (await (await page.request.get('/api/privacy-page/get-content')).json()) as {
    privacyPage: {
      title: string;
      subtitle: string;
      footerText: string;
      cards: { icon: string; title: string; items: string[] }[];
    };
  };
  const original = before.privacyPage;
  const restore = {
    title: original.title,
    subtitle: original.subtitle,
    footerText: original.footerText,
    cards: original.cards.map(({ icon, title, items }) => ({ icon, title, items })),
  };
  try {
    const saved = await page.request.put('/api/privacy-page/admin/update-content', {
      data: {
        ...restore,
        title: `Privacy under attack ${CORPUS}`,
        subtitle: CORPUS,
        footerText: CORPUS,
        cards: [{ icon: restore.cards[0]!.icon, title: CORPUS.slice(0, 200), items: [CORPUS.slice(0, 1000)] }],
      },
    });
    expect(saved.ok()).toBe(true);

    // the server's HTML carries none of it as markup (plain-text fields show it as text)
    const html = await (await page.request.get('/privacy')).text();
    const root = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf('<script type="application/json" id="ssr-state"'),
    );
    expect(root).toContain('kept colour');
    // (inside a tag: the plain-text fields show the corpus as escaped text, which is what they should do)
    for (const markup of [
      /<(script|iframe|object|embed|style|form|noscript|math|details)\b/i,
      /<[^>]*\son\w+=/i,
      /<[^>]*javascript:/i,
      /<[^>]*evil\.test/i,
      /<[^>]*expression\(/i,
    ])
      expect(root).not.toMatch(markup);
    expect(root).toContain('&lt;script&gt;');

    const dialogs: string[] = [];
    const elsewhere: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route(`**://${EVIL}/**`, (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy under attack');
    const kept = page.locator('main span', { hasText: 'kept colour' }).first();
    await expect(kept).toHaveCSS('color', 'rgb(16, 185, 129)');
    // the links lost their address: pressing them goes nowhere and runs nothing
    for (const name of ['link one', 'link two']) {
      const link = page.locator('main a', { hasText: name }).first();
      await expect(link).not.toHaveAttribute('href');
      await link.click();
    }
    await expect(page).toHaveURL(/\/privacy$/);
    const state = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      dangerous: document.querySelectorAll('main script, main iframe, main object, main embed, main style, main form')
        .length,
      handlers: [...document.querySelectorAll('main *')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
      ),
    }));
    expect(state).toEqual({ xss: null, dangerous: 0, handlers: [] });
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
  } finally {
    expect((await page.request.put('/api/privacy-page/admin/update-content', { data: restore })).ok()).toBe(true);
  }
});
