import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptsApi } from '#shared/endpoints/receipts.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { ordersDeps } from './orders-deps.ts';
import { receiptsService } from './receipts.service.ts';

/** Receipts (issue 35), as declared in shared/endpoints/receipts.ts. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const receipts = receiptsService(ordersDeps(app));

  route(app, receiptsApi.seller, async () => ({ seller: await receipts.seller() }));
  route(app, receiptsApi.updateSeller, async ({ body }) => ({ seller: await receipts.saveSeller(body) }));
  route(
    app,
    receiptsApi.pdf,
    async ({ caller, params, query, request, reply }) => {
      // `?lang` is the document's language, and so the errors' too (readerLanguage reads it first).
      const { number, pdf } = await receipts.pdf(caller, params.orderId, query.lang, readerLanguage(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${number}-${query.lang}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
    { produces: ['application/pdf'] },
  );
};
