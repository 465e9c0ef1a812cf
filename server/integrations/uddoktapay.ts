import type { z } from 'zod';
import { decimalTakaToPoisha, poishaToDecimalTaka } from '#shared/pricing.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import {
  API_KEY_HEADER,
  CheckoutResponseSchema,
  RefundResponseSchema,
  VerifyResponseSchema,
  type CheckoutRequest,
  type VerifiedPayment,
} from './uddoktapay-protocol.ts';

export { API_KEY_HEADER, type PaymentStatus, type VerifiedPayment } from './uddoktapay-protocol.ts';

/**
 * The UddoktaPay client (integrations.md "UddoktaPay"). The same code talks to a merchant's UddoktaPay, the built-in
 * sandbox gateway and the test fake; only the base URL, the key and (for the in-process sandbox) the transport
 * differ. Every answer is zod-parsed; failures surface as GatewayError / GatewayTimeoutError, which are AppErrors
 * (502 / 504) with a message safe to show, so a service may let them through. The key is sent as a header and never
 * logged or put into an error.
 */
export const GATEWAY_MESSAGES = {
  failed: 'Payment initiation failed. Please try again.',
  timeout: 'The payment gateway did not answer in time. Please try again.',
  unreachable: 'Could not reach the payment gateway. Please try again.',
  unexpected: 'The payment gateway sent an answer we could not read. Please try again.',
} as const;

export class GatewayError extends AppError {
  constructor(
    message: string = GATEWAY_MESSAGES.failed,
    /** The gateway's own words, or what went wrong, for the logs; never shown to a learner. */
    readonly detail?: string,
    code: 'payment_gateway_error' | 'payment_gateway_timeout' = 'payment_gateway_error',
  ) {
    super(code, message);
    this.name = 'GatewayError';
  }
}

export class GatewayTimeoutError extends GatewayError {
  constructor(detail?: string) {
    super(GATEWAY_MESSAGES.timeout, detail, 'payment_gateway_timeout');
    this.name = 'GatewayTimeoutError';
  }
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

export interface UddoktaPayClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** The transport; the in-process sandbox passes one that never leaves the process (payment-sandbox.ts). */
  fetch?: typeof fetch;
}

export interface CreateChargeInput {
  fullName: string;
  email: string;
  amountPoisha: number;
  /** Our payment row's id; it travels in `metadata.paymentId` and comes back in verify. */
  paymentId: string;
  redirectUrl: string;
  cancelUrl: string;
  webhookUrl?: string | undefined;
  /** More metadata to send (the gateway echoes it); `paymentId` always wins. */
  metadata?: Record<string, string>;
}

export interface RefundInput {
  transactionId: string;
  paymentMethod: string;
  amountPoisha: number;
  productName: string;
  reason: string;
}

export type VerifyResult = VerifiedPayment | { status: 'ERROR'; message: string; invoice_id?: undefined };

export interface UddoktaPayClient {
  readonly baseUrl: string;
  /** `POST {base}/api/checkout-v2`; answers the URL to send the buyer to. */
  createCharge(input: CreateChargeInput): Promise<{ paymentUrl: string }>;
  /** `POST {base}/api/verify-payment`; the only answer to trust about a payment. */
  verifyPayment(invoiceId: string): Promise<VerifyResult>;
  /** `POST {base}/api/refund-payment` (the key needs the refund ability). */
  refundPayment(input: RefundInput): Promise<{ status: boolean; message: string }>;
}

/** A configured URL cut to the part before `/api` (and without a trailing slash, query or fragment). */
export function normaliseBaseUrl(configured: string): string {
  const url = new URL(configured);
  const match = /^(.*?)\/api(?:\/.*)?$/.exec(url.pathname);
  const path = (match ? match[1]! : url.pathname).replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

export function createUddoktaPayClient(options: UddoktaPayClientOptions): UddoktaPayClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const transport = options.fetch ?? globalThis.fetch;
  const apiKey = options.apiKey;

  async function call<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: { requireOk?: boolean } = {},
  ): Promise<z.output<S>> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let raw: string;
    try {
      response = await transport(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      raw = await response.text();
    } catch (error) {
      if (signal.aborted || isTimeout(error))
        throw new GatewayTimeoutError(`${path}: no answer within ${timeoutMs} ms`);
      throw new GatewayError(
        GATEWAY_MESSAGES.unreachable,
        `${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // A refund answered by an error page is no refund, whatever its body says.
    if (options.requireOk && !response.ok) {
      throw new GatewayError(GATEWAY_MESSAGES.unexpected, `${path}: HTTP ${response.status} ${raw.slice(0, 200)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new GatewayError(GATEWAY_MESSAGES.unexpected, `${path}: HTTP ${response.status}, not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const message =
        typeof (json as { message?: unknown })?.message === 'string' ? (json as { message: string }).message : '';
      throw new GatewayError(GATEWAY_MESSAGES.unexpected, `${path}: HTTP ${response.status} ${message}`.trim());
    }
    return parsed.data;
  }

  return {
    baseUrl,
    async createCharge(input) {
      const body: CheckoutRequest = {
        full_name: input.fullName,
        email: input.email,
        amount: poishaToDecimalTaka(input.amountPoisha),
        metadata: { ...input.metadata, paymentId: input.paymentId },
        redirect_url: input.redirectUrl,
        return_type: 'GET',
        cancel_url: input.cancelUrl,
        ...(input.webhookUrl ? { webhook_url: input.webhookUrl } : {}),
      };
      const answer = await call('/api/checkout-v2', body, CheckoutResponseSchema);
      if (!answer.status) throw new GatewayError(GATEWAY_MESSAGES.failed, `checkout-v2 refused: ${answer.message}`);
      return { paymentUrl: answer.payment_url };
    },
    async verifyPayment(invoiceId) {
      return call('/api/verify-payment', { invoice_id: invoiceId }, VerifyResponseSchema);
    },
    async refundPayment(input) {
      const answer = await call(
        '/api/refund-payment',
        {
          transaction_id: input.transactionId,
          payment_method: input.paymentMethod,
          amount: poishaToDecimalTaka(input.amountPoisha),
          product_name: input.productName,
          reason: input.reason,
        },
        RefundResponseSchema,
        { requireOk: true },
      );
      return { status: answer.status, message: answer.message };
    },
  };
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export type PaidCheck =
  | { paid: true; payment: VerifiedPayment }
  | { paid: false; reason: 'error_answer' | 'pending' | 'failed' | 'other_invoice' | 'other_payment' | 'wrong_amount' };

/**
 * "Paid means" (integrations.md): verify says COMPLETED, for this invoice, carrying our payment id in metadata,
 * for exactly the amount we charged (compared as decimal taka, so "1250" equals "1250.00").
 */
export function checkPaid(
  answer: VerifyResult,
  expected: { invoiceId: string; paymentId: string; amountPoisha: number },
): PaidCheck {
  if (answer.invoice_id === undefined) return { paid: false, reason: 'error_answer' };
  if (answer.invoice_id !== expected.invoiceId) return { paid: false, reason: 'other_invoice' };
  if (answer.metadata.paymentId !== expected.paymentId) return { paid: false, reason: 'other_payment' };
  if (decimalTakaToPoisha(answer.amount) !== expected.amountPoisha) return { paid: false, reason: 'wrong_amount' };
  if (answer.status === 'PENDING') return { paid: false, reason: 'pending' };
  if (answer.status !== 'COMPLETED') return { paid: false, reason: 'failed' };
  return { paid: true, payment: answer };
}

/** The sandbox gateway's key: public on purpose, it guards nothing real (the sandbox never exists in production). */
export const SANDBOX_API_KEY = 'sandbox-only-uddoktapay-key-not-a-secret';
export const SANDBOX_PATH = '/sandbox-gateway';

export interface GatewayConfig {
  baseUrl: string;
  apiKey: string;
  mode: 'sandbox' | 'live';
}

/**
 * Where the checkout talks to: the merchant's UddoktaPay when UDDOKTAPAY_BASE_URL is set ("live"), otherwise the
 * built-in sandbox at `<PUBLIC_URL or the request's origin>/sandbox-gateway`. Null in production without UddoktaPay:
 * the sandbox is refused there, so payments are off until UddoktaPay is configured.
 */
export function gatewayConfig(
  env: Pick<Env, 'UDDOKTAPAY_BASE_URL' | 'UDDOKTAPAY_API_KEY' | 'PUBLIC_URL' | 'NODE_ENV'>,
  origin: string,
): GatewayConfig | null {
  if (env.UDDOKTAPAY_BASE_URL && env.UDDOKTAPAY_API_KEY) {
    return { baseUrl: normaliseBaseUrl(env.UDDOKTAPAY_BASE_URL), apiKey: env.UDDOKTAPAY_API_KEY, mode: 'live' };
  }
  if (env.NODE_ENV === 'production') return null;
  const site = new URL(env.PUBLIC_URL ?? origin);
  const sitePath = site.pathname.replace(/\/+$/, '');
  return { baseUrl: `${site.origin}${sitePath}${SANDBOX_PATH}`, apiKey: SANDBOX_API_KEY, mode: 'sandbox' };
}
