import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_KEY_HEADER,
  CheckoutRequestSchema,
  RefundRequestSchema,
  VerifyRequestSchema,
} from '../integrations/uddoktapay-protocol.ts';
import { SANDBOX_API_KEY, SANDBOX_PATH } from '../integrations/uddoktapay.ts';
import { injectFetch } from '../lib/inject-fetch.ts';
import { renderCheckoutPage, renderPostReturn, returnUrl, TAKA_FONT_PATH } from './payment-sandbox-page.ts';
import * as store from './payment-sandbox-store.ts';

export const SANDBOX_PRODUCTION_ERROR =
  'The payment sandbox cannot run with NODE_ENV=production: it lets anyone "pay" without money. ' +
  'Set UDDOKTAPAY_BASE_URL and UDDOKTAPAY_API_KEY to take real payments.';
const WEBHOOK_TIMEOUT_MS = 5_000;

const FormSchema = z.object({
  action: z.enum(['pay', 'pending', 'fail', 'cancel', 'approve', 'reject']),
  payment_method: z.enum(['bkash', 'nagad']).default('bkash'),
});
/** What each button does: the state it needs, the state it leaves, and whether the gateway sends the webhook. */
const TRANSITIONS = {
  pay: { from: 'UNPAID', to: 'COMPLETED', webhook: true },
  pending: { from: 'UNPAID', to: 'PENDING', webhook: false },
  fail: { from: 'UNPAID', to: 'ERROR', webhook: false },
  cancel: { from: 'UNPAID', to: 'CANCELLED', webhook: false },
  approve: { from: 'PENDING', to: 'COMPLETED', webhook: true },
  reject: { from: 'PENDING', to: 'ERROR', webhook: false },
} as const;

const digest = (s: string) => createHash('sha256').update(s).digest();
const hasSandboxKey = (request: FastifyRequest) => {
  const sent = request.headers[API_KEY_HEADER];
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(SANDBOX_API_KEY));
};

/**
 * The built-in sandbox gateway (design.md §1 and §5): UddoktaPay's checkout-v2, verify-payment, refund-payment and
 * webhook protocol under /sandbox-gateway, with a checkout page where a tester picks bKash or Nagad and presses Pay,
 * Pending, Fail or Cancel. Registered by app.ts only without UDDOKTAPAY_BASE_URL and outside production; it refuses
 * to start in production if registered anyway. Charges live in `sandbox_gateway_charges`, so restarts and several
 * instances are fine.
 *
 * Who may call: these routes are outside /api (the access plugin does not cover them) and play the part of an
 * outside gateway. The `api/` routes need the sandbox key in RT-UDDOKTAPAY-API-KEY (our own server calls them);
 * the checkout page and its buttons are for whoever holds the unguessable payment_url, as on the real gateway.
 * This file is deliberately not wrapped in fastify-plugin: its form parser stays inside it.
 */
export default async function paymentSandbox(app: FastifyInstance) {
  if (app.env.NODE_ENV === 'production') throw new Error(SANDBOX_PRODUCTION_ERROR);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The origin the buyer and the checkout code see: PUBLIC_URL when set (as in gatewayConfig), else the request's. */
  const siteOrigin = (request: FastifyRequest) => app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  const pageUrl = (request: FastifyRequest, hash: string) =>
    `${new URL(siteOrigin(request)).origin}${SANDBOX_PATH}/payment/${hash}`;
  const gatewayFailure = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send({ status: false, message });
  const hide = { schema: { hide: true } };

  app.post(`${SANDBOX_PATH}/api/checkout-v2`, hide, async (request, reply) => {
    if (!hasSandboxKey(request)) return gatewayFailure(reply, 401, 'Unauthorized Action');
    const parsed = CheckoutRequestSchema.safeParse(request.body);
    if (!parsed.success) return gatewayFailure(reply, 400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const body = parsed.data;
    const charge = await store.insertCharge(app.db, {
      fullName: body.full_name,
      email: body.email,
      amount: body.amount,
      metadata: body.metadata,
      redirectUrl: body.redirect_url,
      returnType: body.return_type,
      cancelUrl: body.cancel_url,
      webhookUrl: body.webhook_url ?? null,
    });
    return { status: true, message: 'Payment Url', payment_url: pageUrl(request, charge.hash) };
  });

  app.post(`${SANDBOX_PATH}/api/verify-payment`, hide, async (request, reply) => {
    if (!hasSandboxKey(request)) return gatewayFailure(reply, 401, 'Unauthorized Action');
    const parsed = VerifyRequestSchema.safeParse(request.body);
    const charge = parsed.success ? await store.findByInvoice(app.db, parsed.data.invoice_id) : null;
    if (!charge) return { status: 'ERROR', message: 'Invalid Invoice ID' };
    return store.verifyAnswer(charge);
  });

  app.post(`${SANDBOX_PATH}/api/refund-payment`, hide, async (request, reply) => {
    if (!hasSandboxKey(request)) return gatewayFailure(reply, 401, 'Unauthorized Action');
    const parsed = RefundRequestSchema.safeParse(request.body);
    if (!parsed.success) return gatewayFailure(reply, 400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const charge = await store.findByTransaction(app.db, parsed.data.transaction_id);
    if (charge?.status !== 'COMPLETED') return gatewayFailure(reply, 400, 'Invalid transaction');
    return { status: true, message: 'Refund request submitted (sandbox: no money moves)' };
  });

  const Params = z.object({ hash: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });

  // The Bengali font the page draws ৳ with (only that code point: the page's @font-face has a unicode-range).
  const takaFont = readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
    ),
  );
  app.get(TAKA_FONT_PATH, hide, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(takaFont),
  );

  app.get(`${SANDBOX_PATH}/payment/:hash`, hide, async (request, reply) => {
    const params = Params.safeParse(request.params);
    const charge = params.success ? await store.findByHash(app.db, params.data.hash) : null;
    if (!charge) return reply.status(404).type('text/plain; charset=utf-8').send('No such sandbox payment');
    return sendPage(reply, charge, (nonce) => renderCheckoutPage(charge, nonce, pageUrl(request, charge.hash)));
  });

  app.post(`${SANDBOX_PATH}/payment/:hash`, hide, async (request, reply) => {
    const params = Params.safeParse(request.params);
    const form = FormSchema.safeParse(request.body);
    const charge = params.success ? await store.findByHash(app.db, params.data.hash) : null;
    if (!charge) return reply.status(404).type('text/plain; charset=utf-8').send('No such sandbox payment');
    if (!form.success)
      return reply.status(400).type('text/plain; charset=utf-8').send('Choose Pay, Pending, Fail or Cancel');
    const step = TRANSITIONS[form.data.action];
    const moved = await store.moveCharge(app.db, charge.hash, step.from, step.to, form.data.payment_method);
    // Pressed twice, or in two tabs: the charge settled already; show where it stands.
    if (!moved) return reply.redirect(pageUrl(request, charge.hash), 303);
    if (step.webhook && moved.webhookUrl) await sendWebhook(request, moved);
    if (moved.returnType === 'POST' && moved.status !== 'CANCELLED') {
      return sendPage(reply, moved, (nonce) => renderPostReturn(moved, nonce));
    }
    return reply.redirect(returnUrl(moved), 303);
  });

  function sendPage(reply: FastifyReply, charge: store.SandboxCharge, render: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    const targets = [charge.redirectUrl, charge.cancelUrl].map((u) => new URL(u).origin);
    return (
      reply
        .header(
          'content-security-policy',
          [
            "default-src 'none'",
            `style-src 'nonce-${nonce}'`,
            "font-src 'self'",
            `form-action 'self' ${[...new Set(targets)].join(' ')}`,
            "base-uri 'none'",
            "frame-ancestors 'none'",
          ].join('; '),
        )
        .header('cache-control', 'no-store')
        // same-origin: the page's own form posts keep their Origin (no-referrer would send Origin: null, which the
        // Origin check refuses for a signed-in buyer); nothing leaks to the merchant's site on the way back.
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(render(nonce))
    );
  }

  /**
   * The webhook UddoktaPay would send: the verify answer with the key header. A webhook to this site itself is
   * delivered in process (same HTTP request, no network), elsewhere over HTTP. A failure is logged, not fatal:
   * the buyer's return and verify still settle the order.
   */
  async function sendWebhook(request: FastifyRequest, charge: store.SandboxCharge) {
    const target = new URL(charge.webhookUrl!);
    const own = new Set([new URL(siteOrigin(request)).origin, `${request.protocol}://${request.host}`]);
    const transport = own.has(target.origin) ? injectFetch(app) : fetch;
    try {
      const response = await transport(target, {
        method: 'POST',
        headers: { [API_KEY_HEADER]: SANDBOX_API_KEY, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(store.verifyAnswer(charge)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) request.log.warn({ status: response.status }, 'sandbox gateway: webhook answered an error');
    } catch (err) {
      request.log.warn({ err }, 'sandbox gateway: webhook not delivered');
    }
  }
}

/** The client transport for sandbox mode: the checkout code reaches the sandbox in process (see injectFetch). */
export const sandboxFetch = injectFetch;
