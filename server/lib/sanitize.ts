import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_STYLE_PATTERNS, TABLE_SPAN_MAX } from '#shared/rich-text.ts';

/**
 * The allowlist for rich text written by admins (about mission, privacy title and subtitle, FAQ answers,
 * testimonials section subtitle, course texts). It keeps exactly what the admin rich-text editor produces
 * (admin-side §2, §5; shared/rich-text.ts): paragraphs and headings (centred, right or justified), lists, bold,
 * italic, underline, links, line breaks, simple tables, and spans styled with a listed font, a size of 8–200 px, a hex
 * colour, a hex highlight or a linear-gradient of 0–360 degrees with 2–8 hex stops. Nothing that can run script survives: no script/style/iframe elements, no event handler
 * attributes, no javascript: or data: links, no url() in a style.
 */
const SPAN_STYLES: Record<string, RegExp[]> = {
  color: [RICH_TEXT_STYLE_PATTERNS.colour],
  'background-color': [RICH_TEXT_STYLE_PATTERNS.highlight],
  'font-size': [RICH_TEXT_STYLE_PATTERNS.fontSize],
  'font-family': [...RICH_TEXT_STYLE_PATTERNS.fontFamily],
  'background-image': [RICH_TEXT_STYLE_PATTERNS.gradient],
  'background-clip': [/^text$/],
  '-webkit-background-clip': [/^text$/],
  '-webkit-text-fill-color': [/^transparent$/],
};

const ALIGNED_TAGS = ['p', 'h2', 'h3', 'h4'];
const BLOCK_TAGS = [...ALIGNED_TAGS, 'ul', 'ol', 'li'];
const INLINE_TAGS = ['span', 'strong', 'em', 'u'];
/** Simple tables (issue 36 item 12: a word processor's paste): rows and cells, cells joined by colspan/rowspan. */
const TABLE_TAGS = ['table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALIGN = { 'text-align': [RICH_TEXT_STYLE_PATTERNS.textAlign] };

/** A colspan or rowspan is kept only as a whole number from 2 up to the limit (1 is the default). */
function keepSpans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const n = Number(attribs[name]);
    if (Number.isInteger(n) && n > 1 && n <= TABLE_SPAN_MAX) out[name] = String(n);
  }
  return { tagName, attribs: out };
}

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, ...TABLE_TAGS, 'a', 'br'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ...Object.fromEntries(ALIGNED_TAGS.map((tag) => [tag, ['style']])),
  },
  allowedStyles: { span: SPAN_STYLES, ...Object.fromEntries(ALIGNED_TAGS.map((tag) => [tag, ALIGN])) },
  // <col> has no end tag: written as one, a browser would read `</col>` as an error.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that open elsewhere never hand the opener page to the new tab.
  transformTags: {
    td: keepSpans,
    th: keepSpans,
    // A numbered list pasted with letters or roman numerals keeps them, as the editor shows it; no other type.
    ol: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.type !== undefined && !['a', 'A', 'i', 'I'].includes(out.type)) delete out.type;
      return { tagName, attribs: out };
    },
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
  return sanitizeHtml(html, RICH_TEXT_OPTIONS)
    .replace(/ style="([^"]*)"/g, keepVisible)
    .trim();
}

/**
 * The rich-text allowlist plus images, for question-bank texts (issue 37): an image is an `<img>` of a stored
 * upload (`/uploads/…`) or an https address, with its alternative text and size; nothing else of it survives.
 */
const WITH_IMAGES: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [...(RICH_TEXT_OPTIONS.allowedTags as string[]), 'img'],
  allowedAttributes: { ...RICH_TEXT_OPTIONS.allowedAttributes, img: ['src', 'alt', 'width', 'height'] },
  allowedSchemesByTag: { img: ['https'] },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^(\/uploads\/[\w./-]+|https:\/\/[^\s"]+)$/.test(frame.attribs.src ?? ''),
};

export function sanitizeRichTextWithImages(html: string): string {
  return sanitizeHtml(html, WITH_IMAGES)
    .replace(/ style="([^"]*)"/g, keepVisible)
    .trim();
}

/** Transparent text is kept only with the gradient that paints it: a refused gradient must not hide the words. */
function keepVisible(attribute: string, style: string): string {
  if (style.includes('background-image:')) return attribute;
  const kept = style
    .split(';')
    .filter((declaration) => !/^(-webkit-text-fill-color|-webkit-background-clip|background-clip):/.test(declaration))
    .join(';');
  return kept ? ` style="${kept}"` : '';
}

/** Escapes plain text (a learner's name, a course name) before it is placed inside markup: notifications, e-mails. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
