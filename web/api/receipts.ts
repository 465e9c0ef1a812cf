import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '#shared/endpoint.ts';
import { receiptsApi } from '#shared/endpoints/receipts.ts';
import type { SellerBody } from '#shared/receipts.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** Receipts (issue 35): the seller printed on them, and the address of a receipt's PDF. */
export const receiptsKeys = { seller: ['receipts', 'seller'] as const };

export const sellerQuery = () =>
  queryOptions({
    queryKey: receiptsKeys.seller,
    queryFn: (context) => call(receiptsApi.seller, {}, context),
    select: (answer) => answer.seller,
    staleTime: 5 * 60_000,
  });
export const useSeller = () => useQuery(sellerQuery());

export function useSaveSeller(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerBody) => call(receiptsApi.updateSeller, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: receiptsKeys.seller }),
    meta: writeMeta(options),
  });
}

/** The receipt PDF of an order's payment (a plain download: the browser saves the file). */
export const receiptPdfUrl = (orderId: string, lang: 'bn' | 'en') =>
  `/api${fillPath(receiptsApi.pdf.path, { orderId })}?lang=${lang}&format=pdf`;
