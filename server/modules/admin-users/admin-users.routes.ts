import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { adminUsersBulkService } from './admin-users-bulk.service.ts';
import { adminUsersDeps, adminUsersService } from './admin-users.service.ts';
import { usersCsvFilename } from './users-csv.ts';

/** User and team management, as declared in shared/endpoints/admin-users.ts. The caller is re-read on every request. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = adminUsersDeps(app);
  const service = adminUsersService(deps);
  const bulk = adminUsersBulkService(deps);

  route(app, adminUsersApi.list, ({ query }) => service.list(query));
  route(app, adminUsersApi.stats, () => service.stats());
  route(
    app,
    adminUsersApi.export,
    async ({ query, reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usersCsvFilename()}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(service.csv(query))),
    { produces: ['text/csv'] },
  );
  route(app, adminUsersApi.one, ({ params }) => service.one(params.userId));
  route(app, adminUsersApi.changeRole, ({ caller, body }) => service.changeRole(caller, body.email, body.role));
  route(app, adminUsersApi.remove, ({ caller, params }) => service.remove(caller, params.userId));
  route(app, adminUsersApi.addToCourse, ({ body }) => service.addToCourse(body.userId, body.courseId));
  route(app, adminUsersApi.removeFromCourse, ({ body }) => service.removeFromCourse(body.userId, body.courseId));
  route(app, adminUsersApi.addMember, ({ caller, body, request }) =>
    service.addMember(caller, body, readerLanguage(request)),
  );
  route(app, adminUsersApi.bulkChangeRole, ({ caller, body }) => bulk.changeRole(caller, body.userIds, body.role));
  route(app, adminUsersApi.bulkRemove, ({ caller, body }) => bulk.remove(caller, body.userIds));
  route(app, adminUsersApi.bulkAddToCourse, ({ body }) => bulk.addToCourse(body.userIds, body.courseId));
};
