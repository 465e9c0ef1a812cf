import type { UserNotice } from '#shared/catalogue/user-notifications.ts';
import { escapeText } from '../../lib/sanitize.ts';

/**
 * The e-mail some kinds of notification also send, in English then Bengali as every mail of the site (the
 * receipt's pattern), with the unsubscribe link of the preference it is sent under. Null: the kind sends none.
 */
export function userNoticeMail(
  notice: UserNotice,
  input: { name: string; siteUrl: string; unsubscribeUrl: string },
): { subject: string; text: string; html: string; headers: Record<string, string> } | null {
  if (notice.kind !== 'question_answered') return null;
  const link = `${input.siteUrl}/course-access/${notice.courseId}?lesson=${notice.lessonId}`;
  const text = [
    `Hello ${input.name},`,
    '',
    `${notice.answeredBy} answered your question in “${notice.lessonTitle}” of ${notice.courseName}:`,
    `“${notice.excerpt}”`,
    '',
    `Read the answer: ${link}`,
    '',
    '---',
    '',
    `প্রিয় ${input.name},`,
    '',
    `${notice.answeredBy} আপনার প্রশ্নের উত্তর দিয়েছেন (${notice.courseName}, পাঠ “${notice.lessonTitle}”):`,
    `“${notice.excerpt}”`,
    '',
    `উত্তরটি পড়ুন: ${link}`,
    '',
    '---',
    `To stop e-mails about answers to your questions, open ${input.unsubscribeUrl} or turn them off in your profile.`,
    `প্রশ্নের উত্তরের ই-মেইল বন্ধ করতে ${input.unsubscribeUrl} খুলুন, অথবা প্রোফাইল থেকে বন্ধ করুন।`,
  ].join('\n');
  const e = escapeText;
  const href = e(link);
  const html =
    `<p>Hello ${e(input.name)},</p>` +
    `<p><b>${e(notice.answeredBy)}</b> answered your question in “${e(notice.lessonTitle)}” of <i>${e(notice.courseName)}</i>:</p>` +
    `<blockquote>${e(notice.excerpt)}</blockquote><p><a href="${href}">Read the answer</a></p><hr>` +
    `<p lang="bn">প্রিয় ${e(input.name)},</p>` +
    `<p lang="bn"><b>${e(notice.answeredBy)}</b> আপনার প্রশ্নের উত্তর দিয়েছেন (<i>${e(notice.courseName)}</i>, পাঠ “${e(notice.lessonTitle)}”):</p>` +
    `<blockquote>${e(notice.excerpt)}</blockquote><p lang="bn"><a href="${href}">উত্তরটি পড়ুন</a></p><hr>` +
    `<p style="font-size:12px">To stop e-mails about answers to your questions, <a href="${e(input.unsubscribeUrl)}">unsubscribe</a> or turn them off in your profile.<br>` +
    `<span lang="bn">প্রশ্নের উত্তরের ই-মেইল বন্ধ করতে <a href="${e(input.unsubscribeUrl)}">আনসাবস্ক্রাইব করুন</a>, অথবা প্রোফাইল থেকে বন্ধ করুন।</span></p>`;
  return {
    subject: `Your question was answered / আপনার প্রশ্নের উত্তর এসেছে — ${notice.courseName}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
