import type { PaymentPages, PaymentPagesAnswer } from '#shared/content/pages.ts';

export type PaymentKind = 'success' | 'failure';

/** Every text field of each page, in the order the editor shows them (admin-side §3 Payment pages). */
export const PAYMENT_TEXT_FIELDS = {
  success: [
    'title',
    'subtitle',
    'message',
    'processingMessage',
    'verificationMessage',
    'redirectMessage',
    'verifyingMessage',
    'redirectingMessage',
  ],
  failure: [
    'title',
    'subtitle',
    'message',
    'buttonText',
    'retryMessage',
    'supportMessage',
    'contactSupportMessage',
    'tryAgainMessage',
  ],
} as const satisfies { [K in PaymentKind]: readonly (keyof PaymentPages[K])[] };

export const COLOUR_FIELDS = ['backgroundColor', 'textColor', 'iconColor'] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number];

/** admin-side §5: # plus six hex digits. */
export const isHexColour = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value);

/** The editable part of the answer (updatedAt is the server's). */
export const paymentFormOf = ({ success, failure }: PaymentPagesAnswer): PaymentPages => ({
  success: { ...success },
  failure: { ...failure },
});

/** The first page with a colour that is not a hex colour, if any. */
export const kindWithBadColour = (form: PaymentPages): PaymentKind | null =>
  (['success', 'failure'] as const).find((kind) => COLOUR_FIELDS.some((c) => !isHexColour(form[kind][c]))) ?? null;
