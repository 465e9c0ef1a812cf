import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { depsOf } from '../../lib/deps.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { coursesAdminService } from './courses-admin.service.ts';

/** A course body carries its thumbnail and instructor avatar as data URLs. */
const withImages = { bodyLimit: IMAGE_BODY_LIMIT * 2 };

/** Admin course routes (admin-side §7 Courses), as declared in shared/endpoints/courses.ts. */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesAdminService(depsOf(app));

  route(app, coursesAdminApi.create, ({ body }) => courses.create(body), withImages);
  route(app, coursesAdminApi.update, ({ params, body }) => courses.update(params.id, body), withImages);
  route(app, catalogueApi.adminList, ({ query }) => courses.listPage(query));
  route(app, coursesAdminApi.all, () => courses.list());
  route(app, coursesAdminApi.remove, ({ params }) => courses.remove(params.id));
  route(app, coursesAdminApi.toggle, ({ params }) => courses.toggle(params.id));
  route(app, coursesAdminApi.bulkRemove, ({ body }) => courses.bulkRemove(body.courseIds));
  route(app, coursesAdminApi.bulkVisibility, ({ body }) => courses.bulkVisibility(body.courseIds, body.isActive));
  route(app, coursesAdminApi.setOverride, ({ body }) => courses.setOverride(body));
  route(app, coursesAdminApi.overrides, () => courses.overrides());
  route(app, coursesAdminApi.override, ({ params }) => courses.override(params.courseId));
  route(app, coursesAdminApi.resetOverride, ({ params }) => courses.resetOverride(params.courseId, params.field));
};
