import { SITE_NAME } from '#shared/brand.ts';
import { formatLongDate } from './certificate-texts.ts';
import { A4_LANDSCAPE, PdfWriter, type Rgb } from '../../lib/pdf/document.ts';
import { CERTIFICATE_TEXTS } from './certificate-texts.ts';

export interface CertificateDrawing {
  id: string;
  lang: 'bn' | 'en';
  learnerName: string;
  courseName: string;
  completedAt: Date;
  verifyUrl: string;
  signer: { name: string; title: string; signaturePng: Uint8Array | null };
  statement: string;
  accent: Rgb;
  /** The site's uploaded logo (PNG); null: the site's own mark. */
  logoPng: Uint8Array | null;
  /** The QR code of `verifyUrl`, as rows of dark (true) and light modules, when one can be drawn. */
  qr: boolean[][] | null;
}

// The site's mark (shared/brand.ts BRAND_MARK_SVG): the rounded tile and the P, in its 64-unit box.
const TILE = 'M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z';
const LETTER = 'M16 20h22a10 10 0 0 1 0 20H26v8h-10z';

/** A certificate as a one-page landscape A4 PDF in one language (shaped Bengali through lib/pdf). */
export async function drawCertificate(input: CertificateDrawing): Promise<Uint8Array> {
  const t = CERTIFICATE_TEXTS[input.lang];
  const pdf = await PdfWriter.create({
    title: `${t.title} — ${input.courseName}`,
    lang: input.lang,
    author: SITE_NAME,
    size: A4_LANDSCAPE,
  });
  const { width, height } = pdf;
  const ink: Rgb = [0.12, 0.12, 0.16];
  const muted: Rgb = [0.38, 0.38, 0.45];
  pdf.rect(18, 18, width - 36, height - 36, { stroke: input.accent });
  pdf.rect(26, 26, width - 52, height - 52, { stroke: input.accent });
  pdf.rect(18, 18, width - 36, 8, { fill: input.accent });

  const box = { width: width - 160, align: 'center' as const };
  const left = 80;
  const logo = 44;
  if (input.logoPng) {
    // An uploaded logo may be wide: it gets a wider box of the mark's height.
    await pdf.imageWithin(input.logoPng, (width - logo * 4) / 2, 52, logo * 4, logo);
  } else {
    pdf.path(TILE, (width - logo) / 2, 52, { scale: logo / 64, fill: [0.31, 0.275, 0.9] });
    pdf.path(LETTER, (width - logo) / 2, 52, { scale: logo / 64, fill: [1, 1, 1] });
  }
  let y = pdf.text(t.siteName, left, 102, { ...box, size: 13, bold: true, color: muted });
  y = pdf.text(t.title, left, y + 8, { ...box, size: 30, bold: true, color: input.accent });
  y = pdf.text(t.certifies, left, y + 14, { ...box, size: 13, color: muted });
  const nameSize = input.learnerName.length > 40 ? 24 : 32;
  y = pdf.text(input.learnerName, left, y + 6, { ...box, size: nameSize, bold: true, color: ink });
  pdf.rule(width / 2 - 160, y + 2, width / 2 + 160, { color: input.accent, thickness: 0.75 });
  y = pdf.text(input.statement, left, y + 12, { ...box, size: 13, color: muted });
  y = pdf.text(input.courseName, left, y + 4, { ...box, size: 20, bold: true, color: ink, lineHeight: 1.3 });
  pdf.text(`${t.completedOn} ${formatLongDate(input.completedAt, input.lang)}`, left, y + 10, {
    ...box,
    size: 12,
    color: muted,
  });

  // The signer, bottom left: the signature image over the line, then name and title.
  const signX = 80;
  const lineY = height - 112;
  if (input.signer.signaturePng) await pdf.imageWithin(input.signer.signaturePng, signX + 20, lineY - 58, 160, 54);
  pdf.rule(signX, lineY, signX + 200, { color: muted, thickness: 0.75 });
  let sy = pdf.text(input.signer.name, signX, lineY + 6, {
    width: 200,
    align: 'center',
    size: 12,
    bold: true,
    color: ink,
  });
  pdf.text(input.signer.title, signX, sy, { width: 200, align: 'center', size: 10, color: muted });

  // The id and where to verify it, bottom right, beside the QR code.
  const qrSize = 84;
  const qrX = width - 80 - qrSize;
  const qrY = height - 72 - qrSize;
  if (input.qr) drawQr(pdf, input.qr, qrX, qrY, qrSize);
  const textRight = input.qr ? qrX - 12 : width - 80;
  sy = pdf.text(`${t.certificateId}: ${input.id}`, textRight - 300, qrY + 18, {
    width: 300,
    align: 'right',
    size: 10,
    bold: true,
    color: ink,
  });
  sy = pdf.text(t.verifyAt, textRight - 300, sy + 2, { width: 300, align: 'right', size: 9, color: muted });
  pdf.text(input.verifyUrl, textRight - 300, sy, { width: 300, align: 'right', size: 9, color: input.accent });
  return pdf.save();
}

function drawQr(pdf: PdfWriter, modules: boolean[][], x: number, y: number, size: number): void {
  // A quiet zone of four modules on every side, as readers expect.
  const count = modules.length + 8;
  const cell = size / count;
  pdf.rect(x, y, size, size, { fill: [1, 1, 1] });
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) pdf.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell + 0.05, cell + 0.05, { fill: [0, 0, 0] });
    }),
  );
}
