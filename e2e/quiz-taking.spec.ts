import AxeBuilder from '@axe-core/playwright';
import { request as newRequest, type Request } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

/**
 * What must not reach the learner's browser before grading: the explanations, the numeric key and an accepted
 * short answer (none of them is on screen while answering).
 */
const SECRETS = ['ব্যাখ্যা-গোপন', '98.765', '৯৮.৭৬৫', 'Dhakaxyz'];
const CSV = [
  'type,text_bn,text_en,options,correct,explanation,points,tags',
  'single,২ + ২ = কত?,,তিন|চার|পাঁচ,2,দুই আর দুই মিলে চার: ব্যাখ্যা-গোপন-১,1,e2e-model-test',
  'numeric,১০০ থেকে ১.২৩৫ বাদ দিলে কত?,,,98.765,ব্যাখ্যা-গোপন-২,1,e2e-model-test',
  'short_text,বাংলাদেশের রাজধানীর নাম লিখুন,,,Dhakaxyz|ঢাকা,ব্যাখ্যা-গোপন-৩,1,e2e-model-test',
].join('\n');

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

test('in Bengali at 375 px: a timed model test, answered through a lost connection, submitted and ranked', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
  await page.setViewportSize({ width: 375, height: 800 });

  // The learner's course; the admin gives it a bank of three questions and a timed quiz over them.
  expect((await page.request.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
  const mine = (await (await page.request.get('/api/courses/enrolled/my-courses')).json()) as {
    courses: { _id: string }[];
  };
  const courseId = mine.courses[0]!._id;
  const admin = await newRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await admin.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  const imported = await admin.post(`/api/admin/courses/${courseId}/questions/import`, {
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    data: CSV,
  });
  expect(await imported.json()).toMatchObject({ imported: 3 });
  const created = await admin.post(`/api/admin/courses/${courseId}/quizzes`, {
    data: {
      title: 'মডেল টেস্ট: গণিত ও সাধারণ জ্ঞান',
      sectionIndex: 0,
      questionCount: 3,
      tags: ['e2e-model-test'],
      timeLimitMinutes: 10,
      attemptsAllowed: 1,
      passPercent: 40,
      negativeMark: 0.25,
      shuffle: true,
      showAnswers: 'after_attempt',
    },
  });
  expect(created.status()).toBe(201);
  const { quiz } = (await created.json()) as { quiz: { _id: string; lessonId: string } };
  await admin.dispose();

  // Everything the browser receives for the requests it made before asking for the submit (which grades) is
  // searched for the keys; the submit's answer and what follows may carry them.
  const received: Promise<string>[] = [];
  const beforeGrading = new Set<Request>();
  let grading = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/attempts\/[^/]+\/submit$/.test(new URL(request.url()).pathname))
      grading = true;
    if (!grading) beforeGrading.add(request);
  });
  page.on('response', (response) => {
    if (!beforeGrading.has(response.request())) return;
    received.push(
      response.body().then(
        (body) => `${response.url()}\n${body.toString('utf8')}`,
        () => '',
      ),
    );
  });

  await page.goto(`/course-access/${courseId}?lesson=${quiz.lessonId}`);
  await expect(page.getByTestId('lesson-title')).toHaveText('মডেল টেস্ট: গণিত ও সাধারণ জ্ঞান');
  const facts = page.getByTestId('quiz-facts');
  await expect(facts).toContainText('১০ মিনিট');
  await expect(facts).toContainText('১টির মধ্যে ০টি ব্যবহৃত');
  await page.getByRole('button', { name: 'কুইজ শুরু করুন' }).click();
  await expect(page.getByTestId('quiz-timer')).toHaveText(/^(১০:০০|৯:[০-৫][০-৯])$/);
  const question = (text: string) => page.getByTestId('quiz-question').filter({ hasText: text });

  await question('২ + ২ = কত?').getByRole('radio', { name: 'চার' }).check();
  await expect(page.getByTestId('quiz-save-status')).toHaveText('সব উত্তর সংরক্ষিত');
  // a reload resumes the same attempt with its answer
  await page.reload();
  await expect(question('২ + ২ = কত?').getByRole('radio', { name: 'চার' })).toBeChecked();
  await expect(page.getByTestId('quiz-answered')).toHaveText('৩টির মধ্যে ১টির উত্তর দেওয়া হয়েছে');

  // the network goes: answering goes on, the answers wait on the device
  await context.setOffline(true);
  await question('১০০ থেকে ১.২৩৫').getByRole('textbox').fill('৯৮.৭৬৫');
  await question('রাজধানীর').getByRole('textbox').fill('ঢাকা');
  await question('রাজধানীর').getByRole('textbox').blur();
  await expect(page.getByTestId('quiz-save-status')).toHaveText(
    'অফলাইন: ২টি উত্তর এই ডিভাইসে রাখা আছে, সংযোগ ফিরলে পাঠানো হবে',
  );
  await page.getByRole('button', { name: 'উত্তর জমা দিন' }).click();
  await expect(page.getByText(/সংযোগ ফিরলেই চেষ্টাটি জমা দেওয়া হবে/)).toBeVisible();

  // back online: the answers go, then the submit
  await context.setOffline(false);
  const result = page.getByTestId('quiz-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  expect(grading, 'the submit went to the server').toBe(true);
  await expect(result.getByTestId('quiz-score')).toHaveText('৩.০০ / ৩');
  await expect(result.getByTestId('quiz-percent')).toHaveText('১০০.০০%');
  await expect(result.getByTestId('quiz-outcome')).toHaveText('পাস');
  await expect(result.getByTestId('quiz-rank')).toHaveText('১ম / ১');
  await expect(result.getByTestId('review-item')).toHaveCount(3);
  await expect(result).toContainText('ব্যাখ্যা-গোপন-১');
  expect(await seriousViolations(page)).toEqual([]);

  const bodies = (await Promise.all(received)).join('\n');
  const cached = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) texts.push(`${req.url}\n${await (await cache.match(req))!.text()}`);
    }
    return texts.join('\n');
  });
  expect(bodies).toContain('২ + ২ = কত?'); // the search did see the quiz's own answers
  for (const secret of SECRETS) {
    expect(bodies.includes(secret), `${secret} reached the browser before grading`).toBe(false);
    expect(cached.includes(secret), `${secret} is in the service worker's cache`).toBe(false);
  }

  // the merit list: the learner's name, first, and their own rank
  await result.getByRole('link', { name: 'মেধাতালিকা দেখুন' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'মেধাতালিকা' })).toBeVisible();
  await expect(page.getByTestId('merit-row').first()).toContainText('১মDemo Learner৩.০০ / ৩');
  await expect(page.getByTestId('merit-me')).toHaveText('আপনার মেধাক্রম: ১ম / ১ · নম্বর ৩.০০ / ৩');
  expect(await seriousViolations(page)).toEqual([]);
});
