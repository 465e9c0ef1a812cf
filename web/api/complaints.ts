import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminComplaintsQuerySchema } from '#shared/complaints.ts';
import { complaintsApi } from '#shared/endpoints/complaints.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** Complaints about orders (issue 35): the learner's own, filed from the purchase history, and the admins' list. */
export const complaintsKeys = {
  all: ['complaints'] as const,
  mine: () => [...complaintsKeys.all, 'mine'] as const,
  adminList: (query: AdminComplaintsQuery) => [...complaintsKeys.all, 'admin', query] as const,
};

export type AdminComplaintsQuery = z.input<typeof AdminComplaintsQuerySchema>;

export const myComplaintsQuery = () =>
  queryOptions({
    queryKey: complaintsKeys.mine(),
    queryFn: (context) => call(complaintsApi.mine, {}, context),
    select: (answer) => answer.complaints,
  });
export const useMyComplaints = () => useQuery(myComplaintsQuery());

/** The learner's complaint about one of their orders; their list is read again. */
export function useFileComplaint(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, text }: { orderId: string; text: string }) =>
      call(complaintsApi.file, { params: { orderId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKeys.mine() }),
    meta: writeMeta(options),
  });
}

export const adminComplaintsQuery = (query: AdminComplaintsQuery) =>
  queryOptions({
    queryKey: complaintsKeys.adminList(query),
    queryFn: (context) => call(complaintsApi.list, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminComplaints = (query: AdminComplaintsQuery) => useQuery(adminComplaintsQuery(query));

/** An admin's answer to an open complaint (the learner is e-mailed it). */
export function useAnswerComplaint(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ complaintId, answer }: { complaintId: string; answer: string }) =>
      call(complaintsApi.answer, { params: { complaintId }, body: { answer } }),
    onSuccess: () => adminDataChanged(queryClient),
    meta: writeMeta(options),
  });
}
