import type { Language } from '#shared/bilingual.ts';
import type { UserNotice } from '#shared/catalogue/user-notifications.ts';
import { escapeHtml, mailDocument } from '../../lib/mail-layout.ts';

type Answered = Extract<UserNotice, { kind: 'question_answered' }>;

/** The words of the answered-question mail in each language (decision 0097). */
const WORDS = {
  en: {
    subject: (n: Answered) => `Your question was answered — ${n.courseName}`,
    hello: (name: string) => `Hello ${name},`,
    answered: (n: Answered) => `${n.answeredBy} answered your question in “${n.lessonTitle}” of ${n.courseName}:`,
    read: 'Read the answer',
    stop: (url: string) =>
      `To stop e-mails about answers to your questions, open ${url} or turn them off in your profile.`,
  },
  bn: {
    subject: (n: Answered) => `আপনার প্রশ্নের উত্তর এসেছে — ${n.courseName}`,
    hello: (name: string) => `প্রিয় ${name},`,
    answered: (n: Answered) => `${n.answeredBy} আপনার প্রশ্নের উত্তর দিয়েছেন (${n.courseName}, পাঠ “${n.lessonTitle}”):`,
    read: 'উত্তরটি পড়ুন',
    stop: (url: string) => `প্রশ্নের উত্তরের ই-মেইল বন্ধ করতে ${url} খুলুন, অথবা প্রোফাইল থেকে বন্ধ করুন।`,
  },
} as const;

/**
 * The e-mail some kinds of notification also send, in the recipient's language (decision 0097), with the
 * unsubscribe link of the preference it is sent under. Null: the kind sends none.
 */
export function userNoticeMail(
  notice: UserNotice,
  input: { name: string; siteUrl: string; unsubscribeUrl: string; language: Language },
): { subject: string; text: string; html: string; headers: Record<string, string> } | null {
  if (notice.kind !== 'question_answered') return null;
  const w = WORDS[input.language];
  const link = `${input.siteUrl}/course-access/${notice.courseId}?lesson=${notice.lessonId}`;
  const text = [
    w.hello(input.name),
    '',
    w.answered(notice),
    `“${notice.excerpt}”`,
    '',
    `${w.read}: ${link}`,
    '',
    '---',
    w.stop(input.unsubscribeUrl),
  ].join('\n');
  const e = escapeHtml;
  const html = mailDocument(
    input.language,
    `<p>${e(w.hello(input.name))}</p><p>${e(w.answered(notice))}</p>` +
      `<blockquote>${e(notice.excerpt)}</blockquote><p><a href="${e(link)}">${e(w.read)}</a></p><hr>` +
      `<p style="font-size:12px">${e(w.stop(input.unsubscribeUrl))}</p>`,
  );
  return { subject: w.subject(notice), text, html, headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` } };
}
