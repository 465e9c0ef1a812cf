import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LayoutAnswer, LayoutOf, LayoutType } from '#shared/content/layout.ts';
import type { LayoutUpdateBodyInput } from '#shared/content/layout-update.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The editors read the public layout (GET /layouts/public/layout/{type}, stored values over the defaults) under
 * their own 'admin' key, so the shell's admin-data refresh reaches them; a save refreshes the public key as well.
 */
export const adminLayoutKey = (type: LayoutType) => ['admin', 'layout', type] as const;

export async function getAdminLayout<T extends LayoutType>(type: T, signal?: AbortSignal): Promise<LayoutOf<T>> {
  const answer = await api<{ success: true; layout: LayoutOf<T> }>(`/layouts/public/layout/${type}`, { signal });
  return answer.layout;
}

export const adminLayoutQuery = <T extends LayoutType>(type: T) =>
  queryOptions({ queryKey: adminLayoutKey(type), queryFn: ({ signal }) => getAdminLayout(type, signal) });

export const useAdminLayout = <T extends LayoutType>(type: T) => useQuery(adminLayoutQuery(type));

/** PUT /layouts/admin/update-layout: `type` plus that type's fields; answers the new public layout. */
export const updateLayout = (body: LayoutUpdateBodyInput) =>
  api<{ success: true; layout: LayoutAnswer }>('/layouts/admin/update-layout', { method: 'PUT', body }).then(
    (r) => r.layout,
  );

/** What a saved layout type changes beyond the layout itself (the catalogue shows category titles). */
async function refreshAfter(queryClient: QueryClient, type: LayoutType): Promise<void> {
  await Promise.all([
    adminDataChanged(queryClient),
    queryClient.invalidateQueries({ queryKey: ['layout', type] }),
    ...(type === 'Categories' ? [queryClient.invalidateQueries({ queryKey: ['courses'] })] : []),
  ]);
}

/** Saves one layout type; the answer replaces the cached admin copy at once, then every reader refetches. */
export function useUpdateLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLayout,
    onSuccess: async (layout) => {
      queryClient.setQueryData(adminLayoutKey(layout.type), layout);
      await refreshAfter(queryClient, layout.type);
    },
  });
}
