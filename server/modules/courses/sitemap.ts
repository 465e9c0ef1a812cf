import { Readable } from 'node:stream';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '#shared/bilingual.ts';
import { courses } from '../../db/schema/index.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { languageFormUrl } from '../../plugins/spa.ts';

/** The public pages that are not a course (shared/public-pages.ts); a certificate's page is no page to search for. */
export const SITEMAP_PAGES = ['/', '/courses', '/about', '/privacy', '/faq'] as const;
/** Courses read per query: the list is written as it is read, so its size never sits in memory at once. */
const COURSES_PER_READ = 1000;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * One `<url>` per language form of a page (decision 0097: `?lang=bn|en`), each naming every form and the address
 * without a language (`x-default`, which answers in the reader's) as its alternates.
 */
function urlEntries(origin: string, path: string, lastmod?: Date): string {
  const address = `${origin}${path}`;
  const alternates =
    LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(languageFormUrl(address, language))}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeXml(languageFormUrl(address, language))}</loc>${modified}${alternates}</url>\n`,
  ).join('');
}

/** The sitemap's text, piece by piece: the public pages, then every active course, read in pages by its index. */
export async function* sitemapXml(app: FastifyInstance, origin: string): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
  );
  yield SITEMAP_PAGES.map((path) => urlEntries(origin, path)).join('');
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    // keyset pages along courses_list_newest_idx (is_active, created_at, id): each read is as fast as the first
    const rows = await app.db
      .select({ id: courses.id, createdAt: courses.createdAt, updatedAt: courses.updatedAt })
      .from(courses)
      .where(
        and(
          eq(courses.isActive, true),
          after
            ? or(
                gt(courses.createdAt, after.createdAt),
                and(eq(courses.createdAt, after.createdAt), gt(courses.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(courses.createdAt), asc(courses.id))
      .limit(COURSES_PER_READ);
    if (rows.length > 0) yield rows.map((row) => urlEntries(origin, `/course/${row.id}`, row.updatedAt)).join('');
    if (rows.length < COURSES_PER_READ) break;
    after = rows.at(-1)!;
  }
  yield '</urlset>\n';
}

/**
 * `/sitemap.xml` (both language forms of every public page and active course, streamed) and `/robots.txt` naming it.
 * Both are read by crawlers now and then: an hour's caching is plenty, and a new course shows within it.
 */
export default async function sitemapPlugin(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
    const origin = siteOrigin(app, request);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(Readable.from(sitemapXml(app, origin)));
  });
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteOrigin(app, request)}/sitemap.xml\n`),
  );
}
