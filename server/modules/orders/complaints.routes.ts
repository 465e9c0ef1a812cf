import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintsApi } from '#shared/endpoints/complaints.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { complaintsService } from './complaints.service.ts';
import { ordersDeps } from './orders-deps.ts';

/** Complaints about orders (issue 35), as declared in shared/endpoints/complaints.ts. */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const complaints = complaintsService(ordersDeps(app));

  route(app, complaintsApi.file, ({ caller, params, body, request }) =>
    complaints.file(caller.id, params.orderId, body.text, readerLanguage(request)),
  );
  route(app, complaintsApi.mine, ({ caller }) => complaints.mine(caller.id));
  route(app, complaintsApi.list, ({ query }) => complaints.list(query));
  route(app, complaintsApi.answer, ({ caller, params, body }) =>
    complaints.answer(caller.id, params.complaintId, body.answer),
  );
};
