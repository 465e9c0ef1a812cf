import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificatesAdminApi, certificatesApi } from '#shared/endpoints/certificates.ts';
import { TEMPLATE_IMAGE_MAX_BYTES } from '#shared/certificates/template.ts';
import { LOCK_KEYS } from '../../db/client.ts';
import { depsOf } from '../../lib/deps.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { completionsSince, onCourseCompleted } from '../learning/progress.service.ts';
import { certificatesService, type CertificatesService } from './certificates.service.ts';

/** A template write carries at most a logo and a signature as data URLs (base64: 4 characters per 3 bytes). */
const TEMPLATE_BODY_LIMIT = Math.ceil(((2 * TEMPLATE_IMAGE_MAX_BYTES) / 3) * 4) + 64 * 1024;

/** How often an instance looks for completions without a certificate (the hook's safety net: within a minute). */
export const CERTIFICATE_SWEEP_MS = 15_000;

const serviceOf = (app: FastifyInstance): CertificatesService =>
  certificatesService({
    ...depsOf(app),
    origin: () => siteOrigin({ env: app.env, server: app.server }),
  });

/** The certificates module's routes (issue 33) under /api, its issuing hook and its sweep. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  const origin = (request: Parameters<typeof siteOrigin>[1]) =>
    siteOrigin({ env: app.env, server: app.server }, request);
  // Public look-ups by id are limited per address, so ids cannot be tried in bulk.
  const limited = { config: { rateLimit: app.authRateLimits.perIp(3) } };

  route(app, certificatesApi.my, ({ caller, request }) => service.mine(caller.id, origin(request)));
  route(app, certificatesApi.chooseName, ({ caller, body, request }) =>
    service.chooseName(caller.id, body, readerLanguage(request), origin(request)),
  );
  route(app, certificatesApi.issuer, async ({ request }) => service.issuer(origin(request)));
  route(
    app,
    certificatesApi.statusList,
    async ({ request, reply }) =>
      reply
        .header('content-type', 'application/vc+jwt')
        .header('cache-control', 'no-cache')
        .send(await service.statusList(origin(request))),
    { produces: ['application/vc+jwt'] },
  );
  route(app, certificatesApi.verify, ({ params }) => service.verify(params.id), limited);
  route(
    app,
    certificatesApi.pdf,
    async ({ params, query, reply }) => {
      const bytes = await service.pdf(params.id, query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${params.id}-${query.lang}.pdf"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(bytes));
    },
    { ...limited, produces: ['application/pdf'] },
  );
  route(
    app,
    certificatesApi.credential,
    async ({ params, request }) => ({ credential: await service.credential(params.id, origin(request)) }),
    limited,
  );

  route(app, certificatesAdminApi.list, ({ query, request }) => service.adminList(query, origin(request)));
  route(app, certificatesAdminApi.revoke, ({ params, body, request }) =>
    service.revoke(params.id, body.reason, origin(request)),
  );
  route(app, certificatesAdminApi.reissue, ({ params, request }) => service.reissue(params.id, origin(request)));
  route(app, certificatesAdminApi.template, () => service.template());
  route(app, certificatesAdminApi.saveTemplate, ({ body }) => service.saveTemplate(body), {
    bodyLimit: TEMPLATE_BODY_LIMIT,
  });
  route(
    app,
    certificatesAdminApi.previewTemplate,
    async ({ body: { lang, ...draft }, reply }) => {
      const bytes = await service.previewTemplate(draft, lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="certificate-preview-${lang}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
    // A live preview asks again as the admin types (debounced); each ask draws a PDF, so it is limited.
    { ...limited, bodyLimit: TEMPLATE_BODY_LIMIT, produces: ['application/pdf'] },
  );

  startIssuing(app, service);
};

/** The site's public signing keys, at the address verifiers look for them (outside /api). */
export const certificatesWellKnown = async (app: FastifyInstance) => {
  const service = serviceOf(app);
  app.get('/.well-known/jwks.json', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/jwk-set+json')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(await service.jwks())),
  );
};

/**
 * A completion becomes a certificate at once through the learning module's hook; a sweep every few seconds (one
 * instance at a time) issues any the hook missed, from the durable completions. The timer never keeps the process
 * alive and stops when the drain begins.
 */
function startIssuing(app: FastifyInstance, service: CertificatesService): void {
  const unsubscribe = onCourseCompleted(async (event) => {
    await service.issue(event);
  });
  let cursor = new Date(0);
  let revokedSeen = -1;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= app.database
      .exclusive(LOCK_KEYS.certificates, async () => {
        const { cursor: next, issued } = await service.catchUp(cursor, completionsSince);
        cursor = next;
        if (issued > 0) app.log.info({ issued }, 'certificates: issued for completions the hook missed');
        const revoked = await service.latestRevocation();
        if (revoked !== revokedSeen) {
          if (revokedSeen !== -1) service.pagesChanged();
          revokedSeen = revoked;
        }
      })
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'certificates: the issuing sweep failed'))
      .finally(() => (running = null));
    return running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (app.lifecycle.phase === 'ready') void sweep();
    }, CERTIFICATE_SWEEP_MS);
    timer.unref();
  });
  const halt = () => clearInterval(timer);
  app.lifecycle.onDrain(halt);
  app.addHook('onClose', async () => {
    halt();
    unsubscribe();
    await running;
  });
}
