import type { DOMPurify } from 'dompurify';
import { type ElementType, useEffect, useMemo, useState } from 'react';
import { hasBengali } from '#shared/text.ts';
import { cn } from './cn.ts';

/*
 * DOMPurify (about 9 KB gzip) stays out of a page's first download: it starts loading as soon as a module that
 * shows rich text is evaluated, in parallel with the page's data, and is nearly always ready when the text arrives.
 * Until then the text is shown as plain text (never as unsanitised HTML).
 */
let purifier: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;
function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => (purifier = module.default));
  return loading;
}
if (typeof window !== 'undefined') void loadPurifier();

/** Sanitises admin HTML once more in the browser (design.md §2) before it is shown. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, { USE_PROFILES: { html: true } });
}

/** The text of an HTML string, for display as plain text (a parsed document runs no script and loads nothing). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Shows sanitised `html` inside `as` (div by default); adds the Bengali font when the text has Bengali, and loads
 * the editor fonts the text names.
 */
export function RichText({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}) {
  const [isReady, setReady] = useState(purifier !== undefined);
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void loadPurifier().then(() => isCurrent && setReady(true));
    return () => {
      isCurrent = false;
    };
  }, [isReady]);
  const source = html ?? '';
  // A font chosen in the editor is downloaded only by a page whose text names one; so is the code that loads it.
  useEffect(() => {
    if (/font-family/i.test(source)) void import('#web/lib/rich-text-fonts.ts').then((m) => m.loadFontsUsedIn(source));
  }, [source]);
  const clean = useMemo(
    () => (isReady && purifier ? purifier.sanitize(source, { USE_PROFILES: { html: true } }) : null),
    [isReady, source],
  );
  const classes = cn('rich-text', hasBengali(source) && 'font-bengali', className);
  if (clean === null) return <Tag className={classes}>{plainText(source)}</Tag>;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
