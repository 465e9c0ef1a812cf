import { PdfWriter, type Rgb } from '../../lib/pdf/document.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

/** Everything a receipt shows, already written in its language (amounts, dates, the wallet's name). */
export interface ReceiptDrawing {
  lang: 'bn' | 'en';
  siteName: string;
  seller: { name: string; address: string | null; binVat: string | null };
  number: string;
  date: string;
  buyer: { name: string; email: string } | null;
  items: { name: string; price: string; discount: string | null; coupon: string | null; total: string }[];
  subtotal: string;
  discount: string;
  totalPaid: string;
  gateway: string;
  method: string;
  transactionId: string;
  invoiceId: string;
  terms: string;
  /** Null while nothing is refunded. */
  refunded: { whole: boolean; notes: string[] } | null;
}

const INK: Rgb = [0.12, 0.12, 0.16];
const MUTED: Rgb = [0.4, 0.4, 0.47];
const BRAND: Rgb = [0.31, 0.275, 0.9];
const REFUND: Rgb = [0.55, 0.2, 0.6];
const LINE: Rgb = [0.85, 0.85, 0.88];

/** A receipt as an A4 PDF in one language, Bengali shaped by lib/pdf; a second page when the courses run over. */
export async function drawReceipt(input: ReceiptDrawing): Promise<Uint8Array> {
  const t = RECEIPT_TEXTS[input.lang];
  const pdf = await PdfWriter.create({
    title: `${t.receipt} ${input.number}`,
    lang: input.lang,
    author: input.seller.name,
  });
  const left = 56;
  const right = pdf.width - 56;
  const inner = right - left;
  const bottom = pdf.height - 64;
  let y = 56;
  pdf.rect(0, 0, pdf.width, 8, { fill: BRAND });

  // The seller, top left; the receipt's number and date, top right.
  let sy = pdf.text(input.seller.name, left, y, { size: 16, bold: true, color: BRAND, width: inner / 2 });
  if (input.seller.address)
    sy = pdf.text(input.seller.address, left, sy + 2, { size: 9.5, color: MUTED, width: inner / 2 });
  if (input.seller.binVat) {
    sy = pdf.text(`${t.binVat}: ${input.seller.binVat}`, left, sy + 2, { size: 9.5, color: MUTED, width: inner / 2 });
  }
  let ry = pdf.text(t.receipt, left + inner / 2, y, {
    size: 22,
    bold: true,
    color: INK,
    width: inner / 2,
    align: 'right',
  });
  ry = pdf.text(`${t.receiptNo} ${input.number}`, left + inner / 2, ry + 2, {
    size: 11,
    bold: true,
    color: INK,
    width: inner / 2,
    align: 'right',
  });
  ry = pdf.text(`${t.date}: ${input.date}`, left + inner / 2, ry + 2, {
    size: 10,
    color: MUTED,
    width: inner / 2,
    align: 'right',
  });
  y = Math.max(sy, ry) + 10;
  if (input.refunded) {
    const label = input.refunded.whole ? t.refunded : t.partlyRefunded;
    const w = pdf.measure(label, { size: 12, bold: true }) + 20;
    pdf.rect(right - w, y, w, 24, { stroke: REFUND });
    pdf.text(label, right - w, y + 5, { size: 12, bold: true, color: REFUND, width: w, align: 'center' });
    y += 30;
  }
  pdf.rule(left, y, right, { color: LINE });
  y += 12;

  // Who paid, and how.
  const details: [string, string][] = [
    [t.gateway, input.gateway],
    [t.method, input.method],
    [t.transactionId, input.transactionId],
    [t.invoiceId, input.invoiceId],
  ];
  let by = y;
  if (input.buyer) {
    by = pdf.text(t.billedTo, left, y, { size: 9.5, color: MUTED });
    by = pdf.text(input.buyer.name, left, by + 1, { size: 11, bold: true, color: INK, width: inner / 2 - 10 });
    by = pdf.text(input.buyer.email, left, by + 1, { size: 10, color: INK, width: inner / 2 - 10 });
  }
  let dy = y;
  for (const [label, value] of details) {
    pdf.text(label, left + inner / 2, dy, { size: 9.5, color: MUTED, width: inner / 4 });
    dy = pdf.text(value, left + (inner * 3) / 4, dy, { size: 9.5, color: INK, width: inner / 4, align: 'right' }) + 3;
  }
  y = Math.max(by, dy) + 14;

  // The courses: name (with the coupon), price, discount, total.
  const col = { price: left + inner * 0.56, discount: left + inner * 0.72, total: left + inner * 0.86 };
  const colW = inner * 0.14;
  const header = () => {
    pdf.rect(left, y, inner, 22, { fill: [0.95, 0.95, 0.98] });
    pdf.text(t.course, left + 6, y + 5, { size: 10, bold: true, color: INK });
    pdf.text(t.price, col.price, y + 5, { size: 10, bold: true, color: INK, width: colW, align: 'right' });
    pdf.text(t.discount, col.discount, y + 5, { size: 10, bold: true, color: INK, width: colW, align: 'right' });
    pdf.text(t.total, col.total, y + 5, { size: 10, bold: true, color: INK, width: colW, align: 'right' });
    y += 28;
  };
  header();
  for (const item of input.items) {
    const lines = pdf.wrap(item.name, { size: 10.5, width: inner * 0.54 });
    const rowHeight = lines.length * 15 + (item.coupon ? 14 : 0) + 8;
    if (y + rowHeight > bottom) {
      pdf.addPage();
      y = 56;
      header();
    }
    let iy = pdf.text(item.name, left + 6, y, { size: 10.5, color: INK, width: inner * 0.54 });
    if (item.coupon) iy = pdf.text(`${t.coupon}: ${item.coupon}`, left + 6, iy + 1, { size: 9, color: MUTED });
    pdf.text(item.price, col.price, y, { size: 10.5, color: INK, width: colW, align: 'right' });
    pdf.text(item.discount ?? '—', col.discount, y, { size: 10.5, color: INK, width: colW, align: 'right' });
    pdf.text(item.total, col.total, y, { size: 10.5, bold: true, color: INK, width: colW, align: 'right' });
    y = iy + 6;
    pdf.rule(left, y, right, { color: LINE, thickness: 0.5 });
    y += 8;
  }

  // The totals, right.
  if (y + 90 > bottom) {
    pdf.addPage();
    y = 56;
  }
  const totals: [string, string, boolean][] = [
    [t.subtotal, input.subtotal, false],
    [t.discount, input.discount, false],
    [t.totalPaid, input.totalPaid, true],
  ];
  for (const [label, value, strong] of totals) {
    const size = strong ? 13 : 10.5;
    pdf.text(label, col.price - inner * 0.16, y, { size, bold: strong, color: INK, width: inner * 0.3 });
    y = pdf.text(value, col.total - colW, y, { size, bold: strong, color: INK, width: colW * 2, align: 'right' }) + 4;
  }
  y += 12;

  // The credit notes of what was refunded, then the refund terms.
  if (input.refunded && input.refunded.notes.length > 0) {
    y = pdf.text(t.creditNote, left, y, { size: 11, bold: true, color: REFUND }) + 2;
    for (const note of input.refunded.notes) {
      y = pdf.text(note, left, y, { size: 9.5, color: INK, width: inner, lineHeight: 1.4 }) + 2;
    }
    y += 10;
  }
  const termLines = pdf.wrap(input.terms, { size: 9, width: inner, lineHeight: 1.45 });
  if (y + 16 + termLines.length * 13 > bottom) {
    pdf.addPage();
    y = 56;
  }
  y = pdf.text(t.refundTerms, left, y, { size: 10, bold: true, color: INK }) + 2;
  y = pdf.text(input.terms, left, y, { size: 9, color: MUTED, width: inner, lineHeight: 1.45 });
  pdf.text(t.thanks, left, Math.max(y + 16, bottom - 10), { size: 9, color: MUTED, width: inner, align: 'center' });
  return pdf.save();
}
