import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { SITE_NAME } from '#shared/brand.ts';
import { htmlToText } from '#shared/html-text.ts';

/**
 * What a page says about itself to search engines and shared links: its title, a description, a picture and, for a
 * course, structured data (schema.org JSON-LD). A page declares it while it renders (`usePageHead`); a server render
 * collects it (web/entry-server.tsx) and server/plugins/spa.ts writes the `<title>`, description, Open Graph tags and
 * JSON-LD from it, so the head and the page come from the same render. In the browser it names the tab.
 */
export interface PageHead {
  title: string;
  description?: string;
  /** An address under this site (`/uploads/...`) or an absolute one. */
  image?: string;
  jsonLd?: Record<string, unknown>;
}

export { SITE_NAME };

const HeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Collects the head the pages of one server render declare (the last one wins: the innermost page). */
export function HeadCollector({ onHead, children }: { onHead: (head: PageHead) => void; children: ReactNode }) {
  return <HeadContext value={onHead}>{children}</HeadContext>;
}

/** A page's head; `null` while its data loads. Titles and descriptions may hold the HTML of rich text. */
export function usePageHead(head: PageHead | null): void {
  const collect = useContext(HeadContext);
  const clean = head && { ...head, title: htmlToText(head.title), description: htmlToText(head.description ?? '') };
  if (collect && clean) collect(clean);
  const title = clean?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** "Page | Pathshala", or the site's name alone for a page without a title of its own. */
export const pageTitle = (title: string | undefined) => {
  const text = htmlToText(title ?? '');
  return text ? `${text} | ${SITE_NAME}` : SITE_NAME;
};
