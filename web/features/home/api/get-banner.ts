import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

export type BannerLayout = LayoutOf<'Banner'>;

/** GET /layouts/public/layout/Banner; answers `layout` (the key is shared with the header's own fetcher). */
export const getBanner = (signal?: AbortSignal) =>
  api<{ success: true; layout: BannerLayout }>('/layouts/public/layout/Banner', { signal }).then((r) => r.layout);

/** learner-side §7: banner data is reused from cache for 5 minutes. */
export const bannerQuery = () =>
  queryOptions({
    queryKey: ['layout', 'Banner'] as const,
    queryFn: ({ signal }) => getBanner(signal),
    staleTime: 5 * 60_000,
  });

export const useBanner = () => useQuery(bannerQuery());
