import type { Footer } from './content/layout.ts';

/**
 * Footer rules (learner-side §2 Footer): social rows without a url are skipped, contact fields show only when
 * non-blank. Social urls are admin data shown as links, so only web addresses pass: a bare host gets https://,
 * any other scheme (javascript:, data:, ...) is dropped.
 */
export interface SocialLink {
  name: string;
  url: string;
}

export function safeWebUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (url === '') return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return null;
  return `https://${url}`;
}

export function footerSocialLinks(socialLinks: Footer['socialLinks']): SocialLink[] {
  return socialLinks.flatMap((row) => {
    const url = safeWebUrl(row.url);
    if (!url || !URL.canParse(url)) return [];
    const name = row.name?.trim() || new URL(url).hostname;
    return [{ name, url }];
  });
}

export interface FooterContact {
  phone: string | null;
  email: string | null;
}

/** Trimmed phone and e-mail, each null when blank; the Contact Info column shows only when one is set. */
export function footerContact(contact: Footer['contact']): FooterContact {
  const phone = contact.phone?.trim() || null;
  const email = contact.email?.trim() || null;
  return { phone, email };
}
