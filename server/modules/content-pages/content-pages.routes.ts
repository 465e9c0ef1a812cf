import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutPageApi, paymentPagesApi, privacyPageApi } from '#shared/endpoints/content.ts';
import { servePublic } from '../../lib/cached-reply.ts';
import { depsOf } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { aboutPageService, paymentPagesService, privacyPageService } from './pages.ts';

/** The three whole-page documents, each read, replaced and reset under its declared paths and answer key. */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  const about = aboutPageService(deps);
  route(app, aboutPageApi.get, ({ request, reply }) =>
    servePublic(request, reply, about.cached, (aboutPage) => ({ aboutPage })),
  );
  route(app, aboutPageApi.update, async ({ body }) => ({ aboutPage: await about.update(body) }));
  route(app, aboutPageApi.reset, async () => ({ aboutPage: await about.reset() }));

  const privacy = privacyPageService(deps);
  route(app, privacyPageApi.get, ({ request, reply }) =>
    servePublic(request, reply, privacy.cached, (privacyPage) => ({ privacyPage })),
  );
  route(app, privacyPageApi.update, async ({ body }) => ({ privacyPage: await privacy.update(body) }));
  route(app, privacyPageApi.reset, async () => ({ privacyPage: await privacy.reset() }));

  const payment = paymentPagesService(deps);
  route(app, paymentPagesApi.get, ({ request, reply }) =>
    servePublic(request, reply, payment.cached, (paymentPages) => ({ paymentPages })),
  );
  route(app, paymentPagesApi.update, async ({ body }) => ({ paymentPages: await payment.update(body) }));
  route(app, paymentPagesApi.reset, async () => ({ paymentPages: await payment.reset() }));
};
