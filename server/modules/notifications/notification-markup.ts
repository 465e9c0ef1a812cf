import sanitizeHtml from 'sanitize-html';
import { NOTIFICATION_TAGS } from '#shared/catalogue/notifications.ts';

/**
 * Notification markup (admin-side §5): only b, strong, i, em, u, br, p, span and a; other tags are unwrapped
 * (their text kept), attributes removed, and a link kept only when it starts with http or https, opening in a new
 * tab without handing over the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTIFICATION_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script/style/textarea content is dropped entirely rather than unwrapped into visible text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      if (!/^https?:\/\//i.test(href)) return { tagName: 'span', attribs: {} as sanitizeHtml.Attributes };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } as sanitizeHtml.Attributes };
    },
  },
};

export function sanitizeNotificationMarkup(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
