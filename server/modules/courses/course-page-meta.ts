import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/deps.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import type { PageMeta } from '../../plugins/spa.ts';
import { coursesService } from './courses.service.ts';

const COURSE_PATH = /^\/course\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** `/course/{id}` shared on social media shows the course's name, description and thumbnail (design.md §1). */
export const coursePageMetaModule: FastifyPluginAsyncZod = async (app) => {
  const service = coursesService(depsOf(app));
  app.addHook('onReady', async () => {
    app.addPageMeta(async (pathname, request): Promise<PageMeta | null> => {
      const match = COURSE_PATH.exec(pathname);
      if (!match) return null;
      try {
        const course = (await service.preview(match[1]!.toLowerCase(), null)).value;
        if (!course) return null;
        const thumbnail = course.thumbnail?.url;
        const base = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        return {
          title: `${htmlToText(course.name)} | Pathshala`,
          description: htmlToText(course.description),
          image: thumbnail ? new URL(thumbnail, base).toString() : undefined,
        };
      } catch {
        return null;
      }
    });
  });
};
