import type { Bilingual } from '#shared/bilingual.ts';
import type { CertificateTemplate, CertificateTemplateBody } from '#shared/certificates/template.ts';

/** A logo or signature as the form holds it: what is shown, and whether it differs from the saved one. */
export interface PictureValue {
  /** A data URL (the saved PNG, or a picked file); null: none (the site's own mark for the logo). */
  src: string | null;
  changed: boolean;
}

export interface TemplateFormValues {
  signerName: Bilingual;
  signerTitle: Bilingual;
  statement: Bilingual;
  accent: string;
  logo: PictureValue;
  signature: PictureValue;
}

export const templateToForm = (template: CertificateTemplate): TemplateFormValues => ({
  signerName: template.signerName,
  signerTitle: template.signerTitle,
  statement: template.statement,
  accent: template.accent,
  logo: { src: template.logo, changed: false },
  signature: { src: template.signature, changed: false },
});

/** The save's (and the preview's) body: a picture is sent only when it changed (a data URL, or null to remove). */
export const formToBody = (values: TemplateFormValues): CertificateTemplateBody => ({
  signerName: values.signerName,
  signerTitle: values.signerTitle,
  statement: values.statement,
  accent: values.accent,
  ...(values.logo.changed ? { logo: values.logo.src } : {}),
  ...(values.signature.changed ? { signature: values.signature.src } : {}),
});
