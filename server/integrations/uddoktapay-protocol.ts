import { z } from 'zod';

/**
 * UddoktaPay's wire protocol (integrations.md "UddoktaPay"), shared by our client, the built-in sandbox gateway and
 * the fake in test-support, so all three speak the same thing. Field names are the gateway's (snake_case).
 */
export const API_KEY_HEADER = 'rt-uddoktapay-api-key';
export const PAYMENT_STATUSES = ['COMPLETED', 'PENDING', 'ERROR'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Decimal taka as the gateway wants it: "1250.00", "1250", "0.5". */
const DecimalTakaSchema = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal taka amount such as "1250.00"');

export const CheckoutRequestSchema = z.object({
  full_name: z.string().trim().min(1, 'full_name is required'),
  email: z.string().trim().min(1, 'email is required'),
  amount: DecimalTakaSchema,
  metadata: z.record(z.string(), z.unknown()),
  redirect_url: z.url(),
  return_type: z.enum(['GET', 'POST']).default('POST'),
  cancel_url: z.url(),
  webhook_url: z.url().optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(true), message: z.string().optional(), payment_url: z.url() }),
  z.object({ status: z.literal(false), message: z.string() }),
]);
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const VerifyRequestSchema = z.object({ invoice_id: z.string().trim().min(1, 'invoice_id is required') });

/** Gateways have sent numbers where the docs say strings; both are read as the string the docs describe. */
const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.nullish().transform((v) => v ?? null);

/** The verify answer, which is also the webhook body. */
export const VerifiedPaymentSchema = z.object({
  full_name: optionalText,
  email: optionalText,
  amount: text,
  fee: optionalText,
  charged_amount: optionalText,
  invoice_id: text,
  // "as sent": an object; anything else (an empty PHP array answers []) is read as no metadata.
  metadata: z.record(z.string(), z.unknown()).catch({}),
  payment_method: optionalText,
  sender_number: optionalText,
  transaction_id: optionalText,
  date: optionalText,
  status: z.enum(PAYMENT_STATUSES),
});
export type VerifiedPayment = z.infer<typeof VerifiedPaymentSchema>;
/** The same answer as it travels on the wire (what the sandbox and the fake write). */
export type VerifiedPaymentWire = z.input<typeof VerifiedPaymentSchema>;

export const VerifyErrorSchema = z.object({ status: z.literal('ERROR'), message: z.string() });
export const VerifyResponseSchema = z.union([VerifiedPaymentSchema, VerifyErrorSchema]);

export const RefundRequestSchema = z.object({
  transaction_id: z.string().min(1),
  payment_method: z.string().min(1),
  amount: DecimalTakaSchema,
  product_name: z.string().min(1),
  reason: z.string().min(1),
});
export const RefundResponseSchema = z.object({ status: z.boolean(), message: z.string() }).loose();
