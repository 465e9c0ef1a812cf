/** Typography for admin HTML (paragraphs, lists, links, emphasis) without a typography plugin. */
export const richTextClass = [
  '[&_p]:mb-3 [&_p:last-child]:mb-0',
  '[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-100',
  '[&_strong]:font-semibold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
].join(' ');

/** True when the text carries markup (otherwise it is plain text and its line breaks matter). */
export const looksLikeHtml = (text: string) => /<[a-z][\s\S]*?>/i.test(text);

/**
 * A rich-text title is usually one paragraph (`<p>Privacy Policy</p>`); inside a heading the paragraph wrapper
 * is dropped so the heading holds phrasing content only.
 */
export function unwrapSingleParagraph(html: string): string {
  const match = /^\s*<p>([\s\S]*?)<\/p>\s*$/i.exec(html);
  return match && !/<\/?p[\s>]/i.test(match[1]!) ? match[1]! : html;
}
