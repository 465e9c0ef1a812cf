import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LayoutOf, TestimonialsSection } from '#shared/content/layout.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

type TestimonialsLayout = LayoutOf<'Testimonials'>;
const KEY = ['admin', 'layout', 'Testimonials'] as const;

/** GET /layouts/public/layout/Testimonials under an admin key: the section title and subTitle (HTML). */
export const getTestimonialsSection = (signal?: AbortSignal) =>
  api<{ success: true; layout: TestimonialsLayout }>('/layouts/public/layout/Testimonials', { signal }).then(
    (r) => r.layout.testimonials,
  );

export const testimonialsSectionQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getTestimonialsSection(signal) });

export const useTestimonialsSection = () => useQuery(testimonialsSectionQuery());

/** PUT /layouts/admin/update-layout type Testimonials; the home page's ['layout', 'Testimonials'] refetches too. */
export function useSaveTestimonialsSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: TestimonialsSection) =>
      api<{ success: true; layout: TestimonialsLayout }>('/layouts/admin/update-layout', {
        method: 'PUT',
        body: { type: 'Testimonials', ...section },
      }).then((r) => r.layout.testimonials),
    onSuccess: async (section) => {
      queryClient.setQueryData(KEY, section);
      await Promise.all([
        adminDataChanged(queryClient),
        queryClient.invalidateQueries({ queryKey: ['layout', 'Testimonials'] }),
      ]);
    },
  });
}
