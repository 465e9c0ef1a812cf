import { mailDocument } from '../../lib/mail-layout.ts';
import { escapeText } from '../../lib/sanitize.ts';

/** The e-mail telling a learner their certificate is ready, in their language (decision 0097). */
export function certificateMail(input: {
  lang: 'bn' | 'en';
  name: string;
  courseName: string;
  verifyUrl: string;
  profileUrl: string;
}) {
  const { name, courseName, verifyUrl, profileUrl } = input;
  if (input.lang === 'bn') {
    const lines = [
      `প্রিয় ${name},`,
      '',
      `অভিনন্দন! আপনি "${courseName}" কোর্সটি সম্পন্ন করেছেন, আপনার সনদপত্র প্রস্তুত।`,
      `ডাউনলোড করুন (বাংলা বা ইংরেজি): ${profileUrl}`,
      `যাচাইয়ের ঠিকানা: ${verifyUrl}`,
    ];
    return {
      subject: `আপনার সনদপত্র প্রস্তুত — ${courseName}`,
      text: lines.join('\n'),
      html: mailDocument(
        'bn',
        `<p>প্রিয় ${escapeText(name)},</p><p>অভিনন্দন! আপনি <b>${escapeText(courseName)}</b> কোর্সটি সম্পন্ন করেছেন, আপনার সনদপত্র প্রস্তুত।</p><p><a href="${escapeText(profileUrl)}">সনদপত্র ডাউনলোড করুন</a> (বাংলা বা ইংরেজি)</p><p>যাচাইয়ের ঠিকানা: <a href="${escapeText(verifyUrl)}">${escapeText(verifyUrl)}</a></p>`,
      ),
    };
  }
  const lines = [
    `Hello ${name},`,
    '',
    `Congratulations! You completed "${courseName}" and your certificate is ready.`,
    `Download it (Bengali or English): ${profileUrl}`,
    `Verification address: ${verifyUrl}`,
  ];
  return {
    subject: `Your certificate is ready — ${courseName}`,
    text: lines.join('\n'),
    html: mailDocument(
      'en',
      `<p>Hello ${escapeText(name)},</p><p>Congratulations! You completed <b>${escapeText(courseName)}</b> and your certificate is ready.</p><p><a href="${escapeText(profileUrl)}">Download your certificate</a> (Bengali or English)</p><p>Verification address: <a href="${escapeText(verifyUrl)}">${escapeText(verifyUrl)}</a></p>`,
    ),
  };
}
