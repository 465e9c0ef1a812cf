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

  it('the payment alerts as the orders module words them', () => {
    expect(
      bengali(
        '<p><b>Karim</b> paid again for <i>Chemistry</i>, already owned. No order was made; ৳750 is to be refunded to bKash 01712345678 (transaction TX1, invoice INV1).</p>',
      ),
    ).toBe(
      '<p><b>Karim</b> আগেই কেনা <i>Chemistry</i>-এর জন্য আবার পেমেন্ট করেছেন। কোনো অর্ডার হয়নি; ৳৭৫০ bKash 01712345678-এ ফেরত দিতে হবে (ট্রানজ্যাকশন TX1, ইনভয়েস INV1)।</p>',
    );
    expect(
      bengali(
        '<p><b>Karim</b> paid again for <i>Chemistry</i>, already owned. No order was made; ৳750 is to be refunded (transaction unknown, invoice INV1).</p>',
      ),
    ).toContain('৳৭৫০ ফেরত দিতে হবে (ট্রানজ্যাকশন unknown, ইনভয়েস INV1)।');
    expect(
      bengali(
        '<p><b>Karim</b> (k@example.com) started a payment of ৳500 for <i>Chemistry</i> over an hour ago, and no invoice id has come back from UddoktaPay. If they paid, use "Verify with invoice id" on Pending payments with the id from their receipt (payment p1).</p>',
      ),
    ).toBe(
      '<p><b>Karim</b> (k@example.com) এক ঘণ্টারও বেশি আগে <i>Chemistry</i>-এর জন্য ৳৫০০-এর একটি পেমেন্ট শুরু করেছেন, কিন্তু UddoktaPay থেকে কোনো ইনভয়েস আইডি আসেনি। পরিশোধ করে থাকলে অপেক্ষমাণ পেমেন্ট পাতায় রসিদের আইডি দিয়ে "ইনভয়েস আইডি দিয়ে যাচাই" ব্যবহার করুন (পেমেন্ট p1)।</p>',
    );
    expect(
      bengali(
        "<p><b>Karim</b> (k@example.com)'s payment of ৳500 for <i>Chemistry</i> has been pending since 2026-11-27. The law wants an outcome within 10 days: by 2026-12-07. Verify it on Pending payments, or settle it with the learner (payment p1).</p>",
      ),
    ).toContain('৳৫০০-এর পেমেন্ট 2026-11-27 থেকে অপেক্ষমাণ।');
    expect(
      bengali(
        "<p><b>Karim</b> paid for <i>Chemistry</i> with coupon <b>EID50</b> after its hold had lapsed and no use was left. The order was fulfilled at the discounted price (৳250); the coupon's use count was not raised.</p>",
      ),
    ).toContain('অর্ডারটি ছাড়ের মূল্যে (৳২৫০) সম্পন্ন হয়েছে');
  });
});
