import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacyPageAnswer } from '#shared/content/pages.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /privacy-page/get-content: answers `privacyPage`. */
export const getPrivacyPage = (signal?: AbortSignal) =>
  api<{ success: true; privacyPage: PrivacyPageAnswer }>('/privacy-page/get-content', { signal }).then(
    (r) => r.privacyPage,
  );

export const privacyPageQuery = () =>
  queryOptions({ queryKey: ['privacy-page'] as const, queryFn: ({ signal }) => getPrivacyPage(signal) });

export const usePrivacyPage = () => useQuery(privacyPageQuery());
