import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_HEADER,
  CheckoutRequestSchema,
  RefundRequestSchema,
  VerifyRequestSchema,
  type PaymentStatus,
  type VerifiedPaymentWire,
} from '#server/integrations/uddoktapay-protocol.ts';

/**
 * A fake UddoktaPay on 127.0.0.1 speaking the protocol of integrations.md: checkout-v2, verify-payment,
 * refund-payment, a payment page, and webhooks. Tests drive it: mark an invoice paid, pending or failed, make
 * verify lie, make an endpoint hang, send the webhook once or many times.
 */
export interface FakeCharge {
  hash: string;
  /** Given when the buyer pays (as on the real gateway), null before. */
  invoiceId: string | null;
  request: ReturnType<typeof CheckoutRequestSchema.parse>;
  status: PaymentStatus | 'UNPAID' | 'CANCELLED';
  paymentMethod: string;
  transactionId: string;
  date: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

type Endpoint = 'checkout' | 'verify' | 'refund';
const PATHS: Record<string, Endpoint> = {
  '/api/checkout-v2': 'checkout',
  '/api/verify-payment': 'verify',
  '/api/refund-payment': 'refund',
};

export interface FakeUddoktaPay {
  /** The base URL to configure (no /api). */
  readonly url: string;
  readonly apiKey: string;
  readonly charges: FakeCharge[];
  readonly requests: RecordedRequest[];
  readonly refunds: unknown[];
  lastCharge(): FakeCharge;
  /** Marks the charge paid/pending/failed as the buyer (or a gateway admin) would; gives it an invoice id. */
  settle(charge: FakeCharge, status: PaymentStatus, details?: { paymentMethod?: string }): string;
  /** From now on verify answers these fields for that invoice instead of the truth. */
  lie(invoiceId: string, fields: Partial<VerifiedPaymentWire>): void;
  /** The endpoint takes the request and never answers (until `hang(endpoint, false)` or close). */
  hang(endpoint: Endpoint, on?: boolean): void;
  /** Stops hanging the endpoint and answers the requests it was holding, as it would have at once. */
  release(endpoint: Endpoint): void;
  /** How many requests to the endpoint are held by `hang` right now. */
  held(endpoint: Endpoint): number;
  /** The next call of the endpoint answers this status and body instead. */
  failNext(endpoint: Endpoint, status: number, body: unknown): void;
  /** The verify answer of an invoice as the gateway would send it (the webhook body). */
  verifyAnswer(invoiceId: string): VerifiedPaymentWire;
  /** POSTs the verify-answer shape to the charge's webhook_url with the key header, `times` times at once. */
  sendWebhook(invoiceId: string, options?: { times?: number; apiKey?: string; body?: unknown }): Promise<Response[]>;
  close(): Promise<void>;
}

const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);

export async function startFakeUddoktaPay(options: { apiKey?: string } = {}): Promise<FakeUddoktaPay> {
  const apiKey = options.apiKey ?? `fake-key-${token(12)}`;
  const charges: FakeCharge[] = [];
  const requests: RecordedRequest[] = [];
  const refunds: unknown[] = [];
  const lies = new Map<string, Partial<VerifiedPaymentWire>>();
  const hanging = new Set<Endpoint>();
  const failures = new Map<Endpoint, { status: number; body: unknown }>();
  const pending = new Set<http.ServerResponse>();
  const holding: { endpoint: Endpoint; answer: () => void }[] = [];

  const byInvoice = (id: string) => charges.find((c) => c.invoiceId === id);
  const verifyAnswer = (invoiceId: string): VerifiedPaymentWire => {
    const charge = byInvoice(invoiceId);
    if (!charge || charge.status === 'UNPAID' || charge.status === 'CANCELLED')
      throw new Error(`no invoice ${invoiceId}`);
    const truth: VerifiedPaymentWire = {
      full_name: charge.request.full_name,
      email: charge.request.email,
      amount: charge.request.amount,
      fee: '0.00',
      charged_amount: charge.request.amount,
      invoice_id: invoiceId,
      metadata: charge.request.metadata,
      payment_method: charge.paymentMethod,
      sender_number: '01311111111',
      transaction_id: charge.transactionId,
      date: charge.date,
      status: charge.status,
    };
    return { ...truth, ...lies.get(invoiceId) };
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // kept as text
      }
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const endpoint = PATHS[url.pathname];
      if (endpoint && req.method === 'POST') return api(endpoint, req, res, body);
      const page = /^\/payment\/([\w-]+)$/.exec(url.pathname);
      const charge = page && charges.find((c) => c.hash === page[1]);
      if (charge && req.method === 'GET') return paymentPage(charge, url.searchParams.get('action'), res);
      send(res, 404, { status: false, message: 'Not found' });
    });
  });

  function api(endpoint: Endpoint, req: http.IncomingMessage, res: http.ServerResponse, body: unknown) {
    if (hanging.has(endpoint)) {
      pending.add(res);
      holding.push({ endpoint, answer: () => (pending.delete(res), api(endpoint, req, res, body)) });
      return;
    }
    const failure = failures.get(endpoint);
    if (failure) {
      failures.delete(endpoint);
      return send(res, failure.status, failure.body);
    }
    if (req.headers[API_KEY_HEADER] !== apiKey)
      return send(res, 401, { status: false, message: 'Unauthorized Action' });
    if (endpoint === 'checkout') {
      const parsed = CheckoutRequestSchema.safeParse(body);
      if (!parsed.success)
        return send(res, 400, { status: false, message: parsed.error.issues[0]?.message ?? 'Invalid' });
      const charge: FakeCharge = {
        hash: token(24),
        invoiceId: null,
        request: parsed.data,
        status: 'UNPAID',
        paymentMethod: 'bkash',
        transactionId: `TX${token(10).toUpperCase()}`,
        date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      };
      charges.push(charge);
      return send(res, 200, {
        status: true,
        message: 'Payment Url',
        payment_url: `${fake.url}/payment/${charge.hash}`,
      });
    }
    if (endpoint === 'verify') {
      const parsed = VerifyRequestSchema.safeParse(body);
      const charge = parsed.success ? byInvoice(parsed.data.invoice_id) : undefined;
      if (!parsed.success || !charge) return send(res, 200, { status: 'ERROR', message: 'Invalid Invoice ID' });
      return send(res, 200, verifyAnswer(parsed.data.invoice_id));
    }
    const parsed = RefundRequestSchema.safeParse(body);
    if (!parsed.success) return send(res, 400, { status: false, message: 'Invalid refund request' });
    refunds.push(parsed.data);
    return send(res, 200, { status: true, message: 'Refund request submitted' });
  }

  /** GET /payment/:hash shows the charge; `?action=pay|pending|fail|cancel` acts as the buyer and redirects. */
  function paymentPage(charge: FakeCharge, action: string | null, res: http.ServerResponse) {
    const statuses: Record<string, PaymentStatus> = { pay: 'COMPLETED', pending: 'PENDING', fail: 'ERROR' };
    if (action === 'cancel') {
      charge.status = 'CANCELLED';
      return res.writeHead(302, { location: charge.request.cancel_url }).end();
    }
    const status = action ? statuses[action] : undefined;
    if (status) {
      const invoiceId = fake.settle(charge, status);
      const target = new URL(charge.request.redirect_url);
      target.searchParams.set('invoice_id', invoiceId);
      return res.writeHead(302, { location: target.toString() }).end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Fake UddoktaPay</title><p>Pay ${charge.request.amount} BDT</p>`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeUddoktaPay = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    charges,
    requests,
    refunds,
    lastCharge() {
      const charge = charges.at(-1);
      if (!charge) throw new Error('no charge was created');
      return charge;
    },
    settle(charge, status, details) {
      charge.invoiceId ??= token(20);
      charge.status = status;
      if (details?.paymentMethod) charge.paymentMethod = details.paymentMethod;
      return charge.invoiceId;
    },
    lie: (invoiceId, fields) => void lies.set(invoiceId, { ...lies.get(invoiceId), ...fields }),
    hang(endpoint, on = true) {
      if (on) hanging.add(endpoint);
      else {
        hanging.delete(endpoint);
        holding.splice(0, holding.length, ...holding.filter((h) => h.endpoint !== endpoint)); // left unanswered
      }
    },
    release(endpoint) {
      hanging.delete(endpoint);
      const now = holding.filter((h) => h.endpoint === endpoint);
      holding.splice(0, holding.length, ...holding.filter((h) => h.endpoint !== endpoint));
      for (const h of now) h.answer();
    },
    held: (endpoint) => holding.filter((h) => h.endpoint === endpoint).length,
    failNext: (endpoint, status, body) => void failures.set(endpoint, { status, body }),
    verifyAnswer,
    async sendWebhook(invoiceId, opts = {}) {
      const charge = byInvoice(invoiceId);
      if (!charge?.request.webhook_url) throw new Error(`invoice ${invoiceId} has no webhook_url`);
      const body = JSON.stringify(opts.body ?? verifyAnswer(invoiceId));
      const once = () =>
        fetch(charge.request.webhook_url!, {
          method: 'POST',
          headers: {
            [API_KEY_HEADER]: opts.apiKey ?? apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
        });
      return Promise.all(Array.from({ length: opts.times ?? 1 }, once));
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
