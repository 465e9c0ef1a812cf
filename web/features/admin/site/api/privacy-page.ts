import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PrivacyPageAnswer, PrivacyPageUpdateBody } from '#shared/content/pages.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

type Answer = { success: true; privacyPage: PrivacyPageAnswer };
const KEY = ['admin', 'privacy-page'] as const;

/** GET /privacy-page/get-content (stored values over the defaults) under an admin key. */
export const getAdminPrivacyPage = (signal?: AbortSignal) =>
  api<Answer>('/privacy-page/get-content', { signal }).then((r) => r.privacyPage);

export const adminPrivacyPageQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getAdminPrivacyPage(signal) });

export const useAdminPrivacyPage = () => useQuery(adminPrivacyPageQuery());

/** The answer replaces the admin copy at once; the public /privacy page (['privacy-page']) refetches. */
async function settle(queryClient: QueryClient, page: PrivacyPageAnswer) {
  queryClient.setQueryData(KEY, page);
  await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['privacy-page'] })]);
}

/** PUT /privacy-page/admin/update-content: the whole page {title, subtitle, footerText, cards}. */
export function useUpdatePrivacyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyPageUpdateBody) =>
      api<Answer>('/privacy-page/admin/update-content', { method: 'PUT', body }).then((r) => r.privacyPage),
    onSuccess: (page) => settle(queryClient, page),
  });
}

/** POST /privacy-page/admin/reset-content: the defaults show again. */
export function useResetPrivacyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>('/privacy-page/admin/reset-content', { method: 'POST' }).then((r) => r.privacyPage),
    onSuccess: (page) => settle(queryClient, page),
  });
}
