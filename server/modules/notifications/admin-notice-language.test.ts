import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { toBengaliDigits } from '#shared/digits.ts';
import { MESSAGE_CATALOGUES } from '#shared/messages/index.ts';
import { messageTranslator } from '#shared/messages/translate.ts';
import { createUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { COUPON_PAST_LIMIT_TITLE } from '../orders/fulfilment.service.ts';
import { recordAdminNotification } from './notifications.service.ts';

// Decision 0097: an admin notification is stored in English and worded in the reader's language when it is shown,
// from the catalogue (web/i18n/messages.ts adminNoticeText, the same translator as here).
let t: TestApp;
let userId: string;
const bengali = messageTranslator(MESSAGE_CATALOGUES.en, MESSAGE_CATALOGUES.bn, toBengaliDigits);

beforeAll(async () => {
  t = await buildTestApp();
  userId = (await createUser(t.app, { name: 'Rahim & Co' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('admin notifications in Bengali', () => {
  it('every title has its Bengali words', () => {
    for (const title of [...Object.values(NOTIFICATION_TITLES), COUPON_PAST_LIMIT_TITLE]) {
      expect(bengali(title), title).toMatch(/[\u0980-\u09ff]/);
    }
    expect(bengali(NOTIFICATION_TITLES.question)).toBe('নতুন প্রশ্ন এসেছে');
  });

  it('a learner’s question, answer and review, as stored, are worded in Bengali with the names kept', async () => {
    const question = await recordAdminNotification(
      t.app.db,
      {
        kind: 'question',
        userName: 'Rahim & Co',
        courseName: '<p>Guitar 101</p>',
        lessonTitle: 'Chords',
        text: 'Why?',
      },
      userId,
    );
    expect(bengali(question.message)).toBe(
      '<p><b>Rahim &amp; Co</b> <i>Guitar 101</i> কোর্সের <b>Chords</b> পাঠে একটি প্রশ্ন করেছেন: Why?</p>',
    );
    const answer = await recordAdminNotification(
      t.app.db,
      { kind: 'answer', userName: 'Karim', courseName: 'Guitar 101', lessonTitle: 'Chords', text: 'Because.' },
      userId,
    );
    expect(bengali(answer.message)).toBe(
      '<p><b>Karim</b> <i>Guitar 101</i> কোর্সের <b>Chords</b> পাঠে একটি প্রশ্নের উত্তর দিয়েছেন: Because.</p>',
    );
    const review = await recordAdminNotification(
      t.app.db,
      { kind: 'review', userName: 'Karim', courseName: 'Guitar 101', rating: 4, text: 'Good' },
      userId,
    );
    expect(bengali(review.message)).toBe(
      '<p><b>Karim</b> <i>Guitar 101</i> কোর্সকে ৫-এর মধ্যে ৪ রেটিং দিয়েছেন: Good</p>',
    );
  });

  it('an order, a refund request and a complaint as the orders module words them', () => {
    expect(bengali('<p><b>Karim</b> bought <i>Guitar 101</i>, <i>Chemistry</i> for ৳1500</p>')).toBe(
      '<p><b>Karim</b> ৳১৫০০ দিয়ে <i>Guitar 101</i>, <i>Chemistry</i> কিনেছেন</p>',
    );
    expect(bengali('<p><b>Karim</b> asked for a refund of <i>Chemistry</i> (৳750): Not for me</p>')).toBe(
      '<p><b>Karim</b> <i>Chemistry</i> কোর্সের টাকা (৳৭৫০) ফেরত চেয়েছেন: Not for me</p>',
    );
    expect(
      bengali(
        '<p><b>Karim</b> complained about <i>Chemistry</i> (order 0b1c): Broken video. Response due by 2026-12-05 18:00 UTC.</p>',
      ),
    ).toBe(
      '<p><b>Karim</b> <i>Chemistry</i> নিয়ে অভিযোগ করেছেন (অর্ডার 0b1c): Broken video। উত্তর দিতে হবে 2026-12-05 18:00 UTC-এর মধ্যে।</p>',
    );
  });
});
