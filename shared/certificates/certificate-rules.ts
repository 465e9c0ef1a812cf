/**
 * The certificate rules that need no schema: the public verification page imports these without pulling zod into
 * a visitor's JavaScript (certificates.ts re-exports them).
 */

/** 12 characters of Crockford's base 32 (no I, L, O, U): readable aloud, typed from paper, 60 random bits. */
export const CERTIFICATE_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** Where a certificate is verified: the public page, and the address its QR code carries. */
export const verifyPath = (id: string) => `/verify/${id}`;
