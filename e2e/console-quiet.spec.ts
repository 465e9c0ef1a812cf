import { expect, test, type Page } from './support/test.ts';

// Issue 36 item 7: the app's own pages leave nothing in the console on their first load — no React Router warning
// about a missing HydrateFallback, and no refused request for a learner who merely looks at a course's free lessons.
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

/** The console's warnings and errors (a refused request is logged as an error) from here on. */
function consoleNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') noise.push(message.text());
  });
  return noise;
}

test.describe('a quiet console', () => {
  for (const language of ['en', 'bn'] as const) {
    test(`a signed-in learner's first loads warn of nothing (${language})`, async ({ page, baseURL }) => {
      if (language === 'bn') await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
      expect((await page.request.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
      const mine = (await (await page.request.get('/api/courses/enrolled/my-courses')).json()) as {
        courses: { _id: string }[];
      };
      const all = (await (await page.request.get('/api/courses/public/all-previews')).json()) as {
        courses: { _id: string }[];
      };
      const owned = mine.courses[0]!._id;
      const other = all.courses.find((c) => !mine.courses.some((m) => m._id === c._id))!._id;
      for (const url of [
        '/profile',
        '/profile/orders',
        '/payment/result?status=cancelled',
        `/course-access/${owned}`,
        `/course-access/${other}?preview=0`,
      ]) {
        const fresh = await page.context().newPage();
        const noise = consoleNoise(fresh);
        await fresh.goto(url);
        await fresh.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        await expect(fresh.locator('main h1, main h2').first(), url).toBeVisible();
        // the owner's page still has the whole course (it comes with the server's render): their progress, no
        // preview note; the other course's page is its preview
        if (url.includes(owned)) {
          await expect(fresh.getByRole('progressbar'), url).toBeVisible();
          await expect(fresh.getByRole('note'), url).toHaveCount(0);
        } else if (url.includes(other)) await expect(fresh.getByRole('note'), url).toBeVisible();
        await fresh.waitForLoadState('networkidle');
        expect(noise, url).toEqual([]);
        await fresh.close();
      }
    });
  }
});
