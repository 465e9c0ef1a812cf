import { expect, test, type APIRequestContext } from './support/test.ts';

// Issue 36 item 6: an unrated course says it is new instead of showing "★ 0.0", in both languages and widths. The
// seeded courses all have reviews: this file adds one without and deletes it at the end.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const NAME = 'Unrated Course Without Reviews';
let admin: APIRequestContext;
let unratedId = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await admin.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  const res = await admin.post('/api/courses/admin/create', {
    data: {
      name: NAME,
      description: `<p>${NAME} has no review yet.</p>`,
      categories: 'Freelancing',
      price: 500,
      estimatedPrice: null,
      tags: 'unrated',
      thumbnail: 'https://i.ytimg.com/vi/Tn6-PIqc4UM/hqdefault.jpg',
      level: 'Expert',
      language: 'English',
      demoUrl: 'Tn6-PIqc4UM',
      demoPlayer: 'youtube',
      demoDuration: 1,
      instructorName: 'Test Instructor',
      benefits: [{ title: 'Something' }],
      prerequisites: [{ title: 'None' }],
      courseData: [
        {
          title: 'Only lesson',
          videoSection: 'Intro',
          videoUrl: 'Tn6-PIqc4UM',
          videoPlayer: 'youtube',
          videoLength: 2,
          isPreview: true,
          description: '<p>Lesson</p>',
          links: [],
        },
      ],
      showAllResources: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  unratedId = ((await res.json()) as { course: { _id: string } }).course._id;
});

test.afterAll(async () => {
  await admin.delete(`/api/courses/admin/delete/${unratedId}`);
  await admin.dispose();
});
test.describe('honest labels', () => {
  for (const [language, word] of [
    ['en', 'New'],
    ['bn', 'নতুন'],
  ] as const) {
    test(`an unrated course is shown as new, not rated 0.0 (${language})`, async ({ page, baseURL }) => {
      if (language === 'bn') await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/courses?title=${encodeURIComponent(NAME)}`);
        const card = page.getByTestId('course-card').filter({ hasText: NAME });
        await expect(card).toBeVisible();
        await expect(card).toContainText(word);
        await expect(card).not.toContainText('0.0');
        await page.goto(`/course/${unratedId}`);
        const header = page.getByRole('heading', { level: 1 }).locator('..');
        await expect(header).toContainText(word);
        await expect(header).not.toContainText('0.0');
      }
    });
  }
});
