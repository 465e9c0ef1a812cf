import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { ReceiptQuerySchema, SellerAnswerSchema, SellerBodySchema } from '../receipts.ts';
import { OrderIdParamsSchema } from '../refunds.ts';

/** Receipts (issue 35): the seller printed on them, and a payment's receipt as a PDF. */
export const receiptsApi = endpoints('receipts', {
  seller: {
    method: 'GET',
    path: '/receipts/seller',
    access: 'public',
    summary: "The seller's name, address and BIN / VAT number as receipts print them",
    answer: SellerAnswerSchema,
    cache: 'no-store',
  },
  updateSeller: {
    method: 'PUT',
    path: '/admin/seller-settings',
    access: 'admin',
    summary: "The seller's name, address and BIN / VAT number printed on receipts and credit notes",
    body: SellerBodySchema,
    answer: SellerAnswerSchema,
  },
  pdf: {
    method: 'GET',
    path: '/orders/:orderId/receipt',
    access: 'user',
    summary:
      "The receipt of the order's payment (number, seller, courses, gateway, method, transaction id, refund terms, credit notes) as a PDF in Bengali or English; owner or admin",
    params: OrderIdParamsSchema,
    query: ReceiptQuerySchema,
    answer: z.string().describe('application/pdf'),
    errors: ['order_not_found', 'receipt_not_found'],
  },
});
