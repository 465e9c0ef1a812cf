import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundsApi } from '#shared/endpoints/refunds.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { ordersDeps } from './orders-deps.ts';
import { refundsService } from './refunds.service.ts';

/** Refunds (issue 35), as declared in shared/endpoints/refunds.ts. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = refundsService(ordersDeps(app));

  route(app, refundsApi.settings, async () => ({ settings: await refunds.settings() }));
  route(app, refundsApi.updateSettings, async ({ body }) => ({ settings: await refunds.updateSettings(body) }));
  route(app, refundsApi.request, ({ caller, params, body, request }) =>
    refunds.request(caller.id, params.orderId, body.reason, readerLanguage(request)),
  );
  route(app, refundsApi.list, ({ query }) => refunds.list(query));
  route(app, refundsApi.approve, ({ caller, params, body }) =>
    refunds.approve(caller.id, params.refundId, body.reason),
  );
  route(app, refundsApi.refuse, ({ caller, params, body }) => refunds.refuse(caller.id, params.refundId, body.reason));
  route(app, refundsApi.retry, ({ params }) => refunds.retry(params.refundId));
  route(app, refundsApi.adminRefund, ({ caller, params, body }) =>
    refunds.adminRefund(caller.id, params.orderId, body),
  );
};
