import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf, LayoutType } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /layouts/public/layout/{type} (learner-side §7): `{ success, layout }` with the stored values over the defaults. */
export interface LayoutResponse<T extends LayoutType> {
  success: boolean;
  layout: LayoutOf<T>;
}

/** Banner data is reused from cache for 5 minutes (learner-side §7). */
export const BANNER_STALE_TIME_MS = 5 * 60_000;

/** The query key every reader of a layout type shares (the home and content pages use it too): ['layout', type]. */
export const layoutQueryKey = <T extends LayoutType>(type: T) => ['layout', type] as const;

export async function getLayout<T extends LayoutType>(type: T, signal?: AbortSignal): Promise<LayoutOf<T>> {
  const answer = await api<LayoutResponse<T>>(`/layouts/public/layout/${type}`, { signal });
  return answer.layout;
}

export const layoutQueryOptions = <T extends LayoutType>(type: T) =>
  queryOptions({
    queryKey: layoutQueryKey(type),
    queryFn: ({ signal }) => getLayout(type, signal),
    ...(type === 'Banner' ? { staleTime: BANNER_STALE_TIME_MS } : {}),
  });

/** One layout piece, e.g. `useLayout('Banner').data?.banner`. */
export function useLayout<T extends LayoutType>(type: T) {
  return useQuery(layoutQueryOptions(type));
}
