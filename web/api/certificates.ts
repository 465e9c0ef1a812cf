import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrintedNameBody } from '#shared/certificates/certificates.ts';
import type { CertificateTemplateBody } from '#shared/certificates/template.ts';
import { certificatesAdminApi, certificatesApi } from '#shared/endpoints/certificates.ts';
import { fillPath } from '#shared/endpoint.ts';
import { apiBlob } from '#web/lib/api-client.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** Certificates (shared/endpoints/certificates.ts): the learner's own, the public verification, the admin list. */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => ['certificates', 'my'] as const,
  verify: (id: string) => ['certificates', 'verify', id.toUpperCase()] as const,
  admin: (query: AdminCertificatesQuery) => ['certificates', 'admin', query] as const,
  template: () => ['certificates', 'template'] as const,
};

export interface AdminCertificatesQuery {
  search?: string;
  status?: 'valid' | 'revoked';
  page: number;
}

export const verifyCertificateQuery = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.verify(id),
    queryFn: (context) => call(certificatesApi.verify, { params: { id } }, context),
    // An unknown id is an answer (the page says not found), not a failure to retry.
    retry: false,
  });
export const useVerifyCertificate = (id: string) => useQuery(verifyCertificateQuery(id));

export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: (context) => call(certificatesApi.my, {}, context),
  });
export const useMyCertificates = () => useQuery(myCertificatesQuery());

/** The address of a certificate's PDF (a plain download: the browser saves the file). */
export const certificatePdfUrl = (id: string, lang: 'bn' | 'en') =>
  `/api${fillPath(certificatesApi.pdf.path, { id })}?lang=${lang}`;

/** PUT /certificates/name: the learner's printed name, once. */
export function useChoosePrintedName(options?: WriteOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintedNameBody) => call(certificatesApi.chooseName, { body }),
    onSuccess: (answer) => client.setQueryData(certificateKeys.mine(), answer),
    meta: writeMeta(options),
  });
}

export const useAdminCertificates = (query: AdminCertificatesQuery) =>
  useQuery({
    queryKey: certificateKeys.admin(query),
    queryFn: (context) =>
      call(
        certificatesAdminApi.list,
        { query: { page: query.page, limit: 20, search: query.search || undefined, status: query.status } },
        context,
      ),
    placeholderData: keepPreviousData,
  });

export function useRevokeCertificate(options?: WriteOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(certificatesAdminApi.revoke, { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: certificateKeys.all }),
    meta: writeMeta(options),
  });
}

export function useReissueCertificate(options?: WriteOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(certificatesAdminApi.reissue, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: certificateKeys.all }),
    meta: writeMeta(options),
  });
}

export const useCertificateTemplate = () =>
  useQuery({
    queryKey: certificateKeys.template(),
    queryFn: (context) => call(certificatesAdminApi.template, {}, context),
  });

/** PUT the template; the answer replaces the cached one. */
export function useSaveCertificateTemplate(options?: WriteOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateTemplateBody) => call(certificatesAdminApi.saveTemplate, { body }),
    onSuccess: (answer) =>
      client.setQueryData(certificateKeys.template(), { success: true as const, template: answer.template }),
    meta: writeMeta(options),
  });
}

/** A sample certificate drawn from a draft of the template: the PDF's bytes. */
export const previewCertificateTemplate = (body: CertificateTemplateBody, lang: 'bn' | 'en', signal?: AbortSignal) =>
  apiBlob(certificatesAdminApi.previewTemplate.path, { method: 'POST', body: { ...body, lang }, signal });
