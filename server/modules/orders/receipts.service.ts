import { SITE_NAME } from '#shared/brand.ts';
import { htmlToText } from '#shared/html-text.ts';
import {
  formatCreditNoteNumber,
  formatReceiptNumber,
  RECEIPT_MESSAGES,
  type Seller,
  type SellerBody,
} from '#shared/receipts.ts';
import { walletName } from '#shared/wallets.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/access.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { drawReceipt, type ReceiptDrawing } from './receipt-pdf.ts';
import { bnDigits, RECEIPT_TEXTS, receiptDate, takaIn } from './receipt-texts.ts';
import * as repo from './receipts.repository.ts';
import { readRefundSettings } from './refunds.service.ts';

type Lang = 'bn' | 'en';

/** The seller printed on receipts (nothing set: the site's name alone). */
export async function readSeller(tx: Tx): Promise<Seller> {
  const row = await repo.findSeller(tx);
  return { name: row?.name ?? null, address: row?.address ?? null, binVat: row?.binVat ?? null };
}

type ReceiptRows = NonNullable<Awaited<ReturnType<typeof repo.receiptOfOrder>>>;

/** A payment's receipt, written out in one language for the PDF. */
async function drawingOf(tx: Tx, rows: ReceiptRows, lang: Lang): Promise<ReceiptDrawing> {
  const { payment, orders, buyer, refunds } = rows;
  const t = RECEIPT_TEXTS[lang];
  const [seller, settings] = await Promise.all([readSeller(tx), readRefundSettings(tx)]);
  const money = (poisha: number) => takaIn(poisha, lang);
  const nameOf = (courseId: string | null) =>
    htmlToText(payment.items.find((i) => i.courseId === courseId)?.courseName ?? 'Unknown Course');
  const sum = (pick: (o: (typeof orders)[number]) => number) => orders.reduce((n, o) => n + pick(o), 0);
  const refundedOrders = orders.filter((o) => o.status === 'refunded').length;
  const number = (n: number) => (lang === 'bn' ? bnDigits : (s: string) => s)(formatReceiptNumber(n));
  return {
    lang,
    siteName: SITE_NAME,
    seller: { name: seller.name ?? SITE_NAME, address: seller.address, binVat: seller.binVat },
    number: number(payment.receiptNumber!),
    date: receiptDate(payment.paidAt ?? payment.createdAt, lang),
    buyer,
    items: orders.map((o) => ({
      name: nameOf(o.courseId),
      price: money(o.originalPoisha),
      discount: o.discountPoisha > 0 ? `−${money(o.discountPoisha)}` : null,
      coupon: o.couponCode,
      total: money(o.amountPoisha),
    })),
    subtotal: money(sum((o) => o.originalPoisha)),
    discount: `−${money(sum((o) => o.discountPoisha))}`,
    totalPaid: money(sum((o) => o.amountPoisha)),
    gateway: payment.gatewayMode === 'sandbox' ? 'UddoktaPay (sandbox)' : 'UddoktaPay',
    method: payment.paymentMethod ? walletName(payment.paymentMethod, lang) : '—',
    transactionId: payment.transactionId ?? '—',
    invoiceId: payment.invoiceId ?? '—',
    terms: settings.terms[lang],
    refunded:
      refunds.length > 0 || refundedOrders > 0
        ? {
            whole: refundedOrders === orders.length,
            notes: refunds.map((r) =>
              t.creditNoteLine(
                lang === 'bn'
                  ? bnDigits(formatCreditNoteNumber(r.creditNoteNumber!))
                  : formatCreditNoteNumber(r.creditNoteNumber!),
                receiptDate(r.refundedAt ?? r.createdAt, lang),
                r.items.map((i) => htmlToText(i.courseName)).join(', '),
                money(r.amountPoisha),
              ),
            ),
          }
        : null,
  };
}

/** A paid payment's receipt as a PDF (the receipt e-mail's attachment); null when it has no receipt. */
export async function receiptPdfOfOrder(deps: Pick<OrdersDeps, 'db'>, orderId: string, lang: Lang) {
  const rows = await repo.receiptOfOrder(deps.db, orderId);
  if (!rows || rows.payment.status !== 'paid' || rows.payment.receiptNumber === null) return null;
  return {
    number: formatReceiptNumber(rows.payment.receiptNumber),
    pdf: await drawReceipt(await drawingOf(deps.db, rows, lang)),
  };
}

/** Receipts (issue 35): the seller's details, and a receipt as a PDF for its buyer or an admin. */
export function receiptsService(deps: OrdersDeps) {
  const { db } = deps;
  return {
    seller: () => readSeller(db),

    async saveSeller(body: Required<{ [K in keyof SellerBody]: string | null }>) {
      await repo.saveSeller(db, { name: body.name, address: body.address, binVat: body.binVat });
      return readSeller(db);
    },

    /**
     * The receipt of the payment an order belongs to, as a PDF in `lang`: for the buyer or an admin (anyone else
     * is told there is no such order); an order whose payment has no receipt (free) is 404 in the reader's words.
     */
    async pdf(caller: SessionUser, orderId: string, lang: Lang, readerLang: Lang) {
      const rows = await repo.receiptOfOrder(db, orderId);
      const mine = rows && (rows.payment.userId === caller.id || caller.role === 'admin');
      if (!rows || !mine)
        throw notFound(readerLang === 'bn' ? 'অর্ডারটি পাওয়া যায়নি' : 'Order not found', 'order_not_found');
      if (rows.payment.status !== 'paid' || rows.payment.receiptNumber === null) {
        throw notFound(RECEIPT_MESSAGES.notFound[readerLang], 'receipt_not_found');
      }
      return {
        number: formatReceiptNumber(rows.payment.receiptNumber),
        pdf: await drawReceipt(await drawingOf(db, rows, lang)),
      };
    },
  };
}
