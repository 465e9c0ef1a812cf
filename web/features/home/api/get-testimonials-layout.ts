import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

export type TestimonialsLayout = LayoutOf<'Testimonials'>;

/** GET /layouts/public/layout/Testimonials: the section title and subtitle (HTML). */
export const getTestimonialsLayout = (signal?: AbortSignal) =>
  api<{ success: true; layout: TestimonialsLayout }>('/layouts/public/layout/Testimonials', { signal }).then(
    (r) => r.layout,
  );

export const testimonialsLayoutQuery = () =>
  queryOptions({
    queryKey: ['layout', 'Testimonials'] as const,
    queryFn: ({ signal }) => getTestimonialsLayout(signal),
  });

export const useTestimonialsLayout = () => useQuery(testimonialsLayoutQuery());
