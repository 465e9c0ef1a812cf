import type { MailMessage } from '../../integrations/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ROLE_TEXT = { user: 'a member', admin: 'an administrator', superAdmin: 'a super administrator' } as const;
const ROLE_TEXT_BN = { user: 'সদস্য', admin: 'অ্যাডমিন', superAdmin: 'সুপার অ্যাডমিন' } as const;

/**
 * The sign-in notice of an account an admin created from Manage Team. The site has no password-reset flow, so the
 * notice carries a one-off temporary password and asks the member to change it at once (Settings, Password &
 * Security); Google sign-in with the same address also works when it is configured.
 */
export function memberEmail(input: {
  to: string;
  name: string;
  role: keyof typeof ROLE_TEXT;
  temporaryPassword: string;
  signInUrl: string;
}): MailMessage {
  const { to, name, role, temporaryPassword, signInUrl } = input;
  const subject = 'You have been added to Pathshala / আপনাকে পাঠশালায় যুক্ত করা হয়েছে';
  const text = [
    `Hello ${name},`,
    '',
    `An administrator added you to Pathshala as ${ROLE_TEXT[role]}.`,
    `Sign in at ${signInUrl} with this e-mail address and the temporary password: ${temporaryPassword}`,
    'Please change the password right after signing in (Settings, Password & Security).',
    '',
    '---',
    '',
    `প্রিয় ${name},`,
    '',
    `একজন অ্যাডমিন আপনাকে পাঠশালায় ${ROLE_TEXT_BN[role]} হিসেবে যুক্ত করেছেন।`,
    `${signInUrl} ঠিকানায় এই ই-মেইল ও অস্থায়ী পাসওয়ার্ড দিয়ে সাইন ইন করুন: ${temporaryPassword}`,
    'সাইন ইন করার পরপরই পাসওয়ার্ডটি বদলে নিন (Settings, Password & Security)।',
  ].join('\n');
  const who = escapeHtml(name);
  const url = escapeHtml(signInUrl);
  const code = `<p style="font-size:20px;font-weight:bold;font-family:monospace;margin:12px 0">${escapeHtml(temporaryPassword)}</p>`;
  const html = `<!doctype html>
<html><body style="font-family:Inter,'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#111827;line-height:1.5">
<div lang="en">
<p>Hello ${who},</p>
<p>An administrator added you to Pathshala as ${ROLE_TEXT[role]}. Sign in at <a href="${url}">${url}</a> with this e-mail address and the temporary password:</p>
${code}
<p>Please change the password right after signing in (Settings, Password &amp; Security).</p>
</div>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="bn">
<p>প্রিয় ${who},</p>
<p>একজন অ্যাডমিন আপনাকে পাঠশালায় ${ROLE_TEXT_BN[role]} হিসেবে যুক্ত করেছেন। <a href="${url}">${url}</a> ঠিকানায় এই ই-মেইল ও অস্থায়ী পাসওয়ার্ড দিয়ে সাইন ইন করুন:</p>
${code}
<p>সাইন ইন করার পরপরই পাসওয়ার্ডটি বদলে নিন।</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}
