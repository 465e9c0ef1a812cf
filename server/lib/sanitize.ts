import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for rich text written by admins (about mission, privacy title and subtitle, FAQ answers,
 * testimonials section subtitle, course texts). It keeps what the admin rich-text editor produces (admin-side §2:
 * font sizes, Bengali and English fonts, preset colours, gradients, alignment, lists, links) and nothing that can
 * run script: no script/style/iframe elements, no event handler attributes, no javascript: or data: links.
 */
const COLOUR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i;
const GRADIENT =
  /^linear-gradient\(\s*-?\d{1,3}(\.\d+)?deg(\s*,\s*(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))(\s+-?\d{1,3}(\.\d+)?%)?){2,8}\s*\)$/i;
const FONT_FAMILY = /^[\w\s,"'-]{1,200}$/;
const FONT_SIZE = /^\d{1,3}(\.\d+)?(px|em|rem|%)$/;

const TEXT_STYLES: Record<string, RegExp[]> = {
  color: [COLOUR],
  'background-color': [COLOUR],
  'background-image': [GRADIENT],
  background: [GRADIENT, COLOUR],
  'background-clip': [/^text$/],
  '-webkit-background-clip': [/^text$/],
  '-webkit-text-fill-color': [/^transparent$/, COLOUR],
  'font-size': [FONT_SIZE],
  'font-family': [FONT_FAMILY],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'text-align': [/^(left|right|center|justify)$/],
};

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'li', 'div'];
const INLINE_TAGS = ['span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'mark', 'code', 'sub', 'sup', 'small'];

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, 'a', 'br', 'hr'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ...Object.fromEntries([...BLOCK_TAGS, ...INLINE_TAGS].map((tag) => [tag, ['style']])),
    ol: ['style', 'start'],
  },
  allowedStyles: { '*': TEXT_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that open elsewhere never hand the opener page to the new tab.
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

/** Cleans admin-written HTML to the rich-text allowlist; the result is what gets stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Plain text of an HTML fragment (page titles, meta descriptions). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, textFilter: (text) => `${text} ` })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
