import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageMeta } from '../plugins/spa.ts';
import { htmlToText } from '../lib/sanitize.ts';
import { layoutsService } from './layouts/layouts.service.ts';
import { aboutPageService, privacyPageService } from './content-pages/pages.ts';

const SITE_NAME = 'Pathshala';

function absolute(app: FastifyInstance, request: FastifyRequest, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const base = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  return new URL(url, base).toString();
}

/**
 * Titles and descriptions of the public content pages for shared links and search engines (design.md §1):
 * `/` from the banner, `/about` and `/privacy` from their pages, `/faq` from the FAQ header. All from the cache.
 */
export function contentPageMeta(app: FastifyInstance) {
  const layouts = layoutsService(app);
  const about = aboutPageService(app);
  const privacy = privacyPageService(app);
  const subPage = (title: string, description: string): PageMeta => ({
    title: `${htmlToText(title) || SITE_NAME} | ${SITE_NAME}`,
    description: htmlToText(description),
  });

  return async (pathname: string, request: FastifyRequest): Promise<PageMeta | null> => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === '/admin' || path.startsWith('/admin/')) {
      return { title: `Admin | ${SITE_NAME}`, description: `${SITE_NAME} administration`, noIndex: true };
    }
    switch (path) {
      case '/': {
        const { banner } = (await layouts.cached('Banner')).value;
        return {
          title: htmlToText(banner.title) || SITE_NAME,
          description: htmlToText(banner.subTitle),
          image: banner.image?.url ? absolute(app, request, banner.image.url) : undefined,
        };
      }
      case '/about': {
        const page = (await about.cached()).value;
        return subPage(page.title, page.subtitle);
      }
      case '/privacy': {
        const page = (await privacy.cached()).value;
        return subPage(page.title, page.subtitle);
      }
      case '/faq': {
        const { faqHeader } = (await layouts.cached('FAQ')).value;
        return subPage(faqHeader.title, faqHeader.subTitle);
      }
      default:
        return null;
    }
  };
}

/** Registers the resolver once the app is assembled (the SPA plugin, which provides addPageMeta, comes last). */
export const pagesMetaModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => {
    app.addPageMeta(contentPageMeta(app));
  });
};
