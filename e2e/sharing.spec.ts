import { expect, test, type Page } from './support/test.ts';

// Issue 36 item 8: what search engines and shared links read in a page's head — one canonical address for every
// page, a picture for the home page and the course list, and the site's schema.org data on the home page.

const inBengali = async (page: Page, baseURL: string) =>
  page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL }]);

test.describe('sharing and search engines', () => {
  for (const language of ['en', 'bn'] as const) {
    test(`every page names its canonical address, its language form for a public page (${language})`, async ({
      page,
      baseURL,
    }) => {
      if (language === 'bn') await inBengali(page, baseURL!);
      const list = (await (await page.request.get('/api/courses/public/all-previews')).json()) as {
        courses: { _id: string }[];
      };
      const course = `/course/${list.courses[0]!._id}`;
      // a public page's canonical address is its form in the language it was rendered in (decision 0097)
      const form = `?lang=${language}`;
      const pages = [
        ['/', `/${form}`],
        ['/courses?title=react&sort=newest&utm_source=share', `/courses${form}`],
        ['/about', `/about${form}`],
        ['/faq', `/faq${form}`],
        ['/privacy', `/privacy${form}`],
        [`${course}?preview=1`, `${course}${form}`],
        ['/profile', '/profile'],
        ['/admin', '/admin'],
      ];
      for (const [url, canonical] of pages) {
        await page.goto(url!);
        await expect(page.locator('link[rel="canonical"]'), url).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
          'href',
          new URL(canonical!, baseURL).href,
        );
      }
    });
  }

  test('the home page and the course list have a picture for shared links that loads', async ({ page }) => {
    for (const url of ['/', '/courses']) {
      await page.goto(url);
      const image = page.locator('meta[property="og:image"]');
      await expect(image, url).toHaveCount(1);
      const address = (await image.getAttribute('content'))!;
      expect(address, url).toMatch(/^https?:\/\//);
      const picture = await page.request.get(address);
      expect(picture.status(), address).toBe(200);
      expect(picture.headers()['content-type'], address).toMatch(/^image\//);
    }
  });

  test('the home page describes the site as an Organization and a WebSite whose search finds courses', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = scripts.flatMap((text) => {
      const data = JSON.parse(text) as { '@graph'?: Record<string, unknown>[] };
      return data['@graph'] ?? [data];
    });
    const home = new URL('/', baseURL).href;
    expect(graph.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'Pathshala', url: home });
    const site = graph.find((item) => item['@type'] === 'WebSite') as
      | { url: string; potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string } }
      | undefined;
    expect(site).toMatchObject({
      url: home,
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    // the search a search engine would offer is the course list's own
    await page.goto(site!.potentialAction.target.urlTemplate.replace('{search_term_string}', 'python'));
    await expect(page.getByRole('heading', { level: 3, name: /python/i }).first()).toBeVisible();
  });
});
