import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AboutPageAnswer, AboutPageUpdateBody } from '#shared/content/pages.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

type Answer = { success: true; aboutPage: AboutPageAnswer };
const KEY = ['admin', 'about-page'] as const;

/** GET /about-page/get-content (stored values over the defaults) under an admin key. */
export const getAdminAboutPage = (signal?: AbortSignal) =>
  api<Answer>('/about-page/get-content', { signal }).then((r) => r.aboutPage);

export const adminAboutPageQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getAdminAboutPage(signal) });

export const useAdminAboutPage = () => useQuery(adminAboutPageQuery());

/** The answer replaces the admin copy at once; the public /about page (['about-page']) refetches. */
async function settle(queryClient: QueryClient, page: AboutPageAnswer) {
  queryClient.setQueryData(KEY, page);
  await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['about-page'] })]);
}

/** PUT /about-page/admin/update-content: the whole page (the server has no per-feature call). */
export function useUpdateAboutPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AboutPageUpdateBody) =>
      api<Answer>('/about-page/admin/update-content', { method: 'PUT', body }).then((r) => r.aboutPage),
    onSuccess: (page) => settle(queryClient, page),
  });
}

/** POST /about-page/admin/reset-content: the defaults show again. */
export function useResetAboutPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>('/about-page/admin/reset-content', { method: 'POST' }).then((r) => r.aboutPage),
    onSuccess: (page) => settle(queryClient, page),
  });
}
