import { z } from 'zod';
import { toBilingual, type Bilingual } from '../bilingual.ts';
import { BilingualSchema } from '../bilingual-schemas.ts';
import { ok } from '../api.ts';

/*
 * The site's certificate template (issue 33, decision 0098): the signer's name and title and the statement above
 * the course name, each in Bengali and English; the accent colour; the logo (the site's own mark unless one is
 * uploaded) and the signer's signature. One body serves the save and the preview, so a preview draws exactly what a
 * save would keep.
 */

export const SIGNER_NAME_MAX = 80;
export const SIGNER_TITLE_MAX = 80;
export const STATEMENT_MAX = 160;
/** A logo or signature is a small picture: far below the uploads' 10 MB. */
export const TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The sizes the images are kept at (PNG, transparency kept): within these, never enlarged. */
export const TEMPLATE_LOGO_SIZE = { width: 480, height: 240 } as const;
export const TEMPLATE_SIGNATURE_SIZE = { width: 640, height: 216 } as const;
export const DEFAULT_ACCENT = '#4f46e5';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A text of the template: one string (its script says its language) or `{ bn, en }`; tidied and NFC. It keeps the
 * shape it was sent in (the service makes it `{ bn, en }` with `templateTexts`), so a refused character is reported
 * at the field it was sent in.
 */
function templateText(messages: { type: string; tooLong: string }, max: number) {
  const value = z
    .string({ error: messages.type })
    .transform((text) => text.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, messages.tooLong));
  return z.union([value, z.object({ bn: value.default(''), en: value.default('') })], { error: messages.type });
}

/** The template's texts of a write, each as `{ bn, en }`. */
export function templateTexts(write: Pick<CertificateTemplateWrite, 'signerName' | 'signerTitle' | 'statement'>): {
  signerName: Bilingual;
  signerTitle: Bilingual;
  statement: Bilingual;
} {
  return {
    signerName: toBilingual(write.signerName),
    signerTitle: toBilingual(write.signerTitle),
    statement: toBilingual(write.statement),
  };
}

/** A new image as a data URL (PNG, JPG/JPEG or WebP), or null to remove it; left out, the saved one stays. */
const templateImage = z.string({ error: 'The image must be sent as a base64 data URL' }).nullable().optional();

export const CertificateTemplateBodySchema = z.object({
  signerName: templateText(
    {
      type: 'The signer’s name must be text',
      tooLong: `The signer’s name must be at most ${SIGNER_NAME_MAX} characters`,
    },
    SIGNER_NAME_MAX,
  ).refine((text) => (typeof text === 'string' ? text !== '' : text.bn !== '' || text.en !== ''), {
    message: 'Write the signer’s name in Bengali or English',
  }),
  signerTitle: templateText(
    {
      type: 'The signer’s title must be text',
      tooLong: `The signer’s title must be at most ${SIGNER_TITLE_MAX} characters`,
    },
    SIGNER_TITLE_MAX,
  ),
  statement: templateText(
    {
      type: 'The statement must be text',
      tooLong: `The statement must be at most ${STATEMENT_MAX} characters`,
    },
    STATEMENT_MAX,
  ),
  accent: z
    .string({ error: 'Choose the accent colour' })
    .trim()
    .regex(HEX_COLOUR, 'The accent colour must be a colour such as #4f46e5')
    .transform((colour) => colour.toLowerCase()),
  logo: templateImage,
  signature: templateImage,
});
export type CertificateTemplateBody = z.input<typeof CertificateTemplateBodySchema>;
export type CertificateTemplateWrite = z.output<typeof CertificateTemplateBodySchema>;

export const CertificateTemplateSchema = z.object({
  signerName: BilingualSchema,
  signerTitle: BilingualSchema,
  statement: BilingualSchema,
  accent: z.string(),
  /** The uploaded logo as a PNG data URL; null: the site's own mark is printed. */
  logo: z.string().nullable(),
  /** The signature as a PNG data URL; null: none is printed. */
  signature: z.string().nullable(),
  /** When it was last saved; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplateSchema>;

export const CertificateTemplateAnswerSchema = ok({ template: CertificateTemplateSchema });
export const CertificateTemplateSavedSchema = ok({ message: z.string(), template: CertificateTemplateSchema });

/** A preview's body: the draft, and the language to draw it in (in the body: a query is checked only after it). */
export const TemplatePreviewBodySchema = CertificateTemplateBodySchema.extend({
  lang: z.enum(['bn', 'en']).default('en'),
});
