import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EndpointBody } from '#shared/endpoint.ts';
import { refundsApi } from '#shared/endpoints/refunds.ts';
import type { AdminRefundsQuerySchema, RefundSettingsBody } from '#shared/refunds.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { ordersKeys } from './orders.ts';

/** Refunds (issue 35): the public rules and terms, the learner's request, the admins' queue. */
export const refundsKeys = {
  all: ['refunds'] as const,
  settings: () => [...refundsKeys.all, 'settings'] as const,
  adminList: (query: AdminRefundsQuery) => [...refundsKeys.all, 'admin', query] as const,
};

export type AdminRefundsQuery = z.input<typeof AdminRefundsQuerySchema>;

export const refundSettingsQuery = () =>
  queryOptions({
    queryKey: refundsKeys.settings(),
    queryFn: (context) => call(refundsApi.settings, {}, context),
    select: (answer) => answer.settings,
    staleTime: 5 * 60_000,
  });
export const useRefundSettings = () => useQuery(refundSettingsQuery());

export function useSaveRefundSettings(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundSettingsBody) => call(refundsApi.updateSettings, { body }),
    onSuccess: () => adminDataChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** The learner asks for a refund of one order; the history is read again. */
export function useRequestRefund(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      call(refundsApi.request, { params: { orderId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.mine() }),
    meta: writeMeta(options),
  });
}

export const adminRefundsQuery = (query: AdminRefundsQuery) =>
  queryOptions({
    queryKey: refundsKeys.adminList(query),
    queryFn: (context) => call(refundsApi.list, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminRefunds = (query: AdminRefundsQuery) => useQuery(adminRefundsQuery(query));

type Decision = { refundId: string; kind: 'approve' | 'refuse' | 'retry'; reason?: string };

/** Approve, refuse or retry a refund; a refund changes orders, enrolments and totals: every admin answer is refreshed. */
export function useDecideRefund(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, kind, reason }: Decision) => {
      const params = { refundId };
      if (kind === 'approve') return call(refundsApi.approve, { params, body: reason ? { reason } : {} });
      if (kind === 'refuse') return call(refundsApi.refuse, { params, body: { reason: reason ?? '' } });
      return call(refundsApi.retry, { params });
    },
    onSuccess: () => adminDataChanged(queryClient),
    meta: writeMeta(options),
  });
}

export function useAdminOrderRefund(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: string } & EndpointBody<typeof refundsApi.adminRefund>) =>
      call(refundsApi.adminRefund, { params: { orderId }, body }),
    onSuccess: () => adminDataChanged(queryClient),
    meta: writeMeta(options),
  });
}
