import { type ElementType, useEffect } from 'react';
import { hasBengali } from '#shared/text.ts';
import { cn } from './cn.ts';

/**
 * Shows admin-written `html` inside `as` (div by default); adds the Bengali font when the text has Bengali, and loads
 * the editor fonts the text names. The HTML is shown as the server stored it: the server sanitises every rich text to
 * its allowlist when it is written (server/lib/sanitize.ts), and the page's Content-Security-Policy runs no inline
 * script. The same HTML is rendered on the server and in the browser, so the page hydrates without a difference and
 * downloads no second sanitiser (decision 0037).
 */
export function RichText({
  html,
  as: Tag = 'div',
  className,
  lang,
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  /** The text's language when it is not the page's (a value that fell back to the other language). */
  lang?: string | undefined;
}) {
  const source = html ?? '';
  // A font chosen in the editor is downloaded only by a page whose text names one; so is the code that loads it.
  useEffect(() => {
    if (/font-family/i.test(source)) void import('#web/lib/rich-text-fonts.ts').then((m) => m.loadFontsUsedIn(source));
  }, [source]);
  const classes = cn('rich-text', hasBengali(source) && 'font-bengali', className);
  return <Tag className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: source }} />;
}
