import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '#shared/content/pages.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /testimonials/active: active testimonials, already ordered by the server. */
export const getActiveTestimonials = (signal?: AbortSignal) =>
  api<{ success: true; testimonials: Testimonial[] }>('/testimonials/active', { signal }).then((r) => r.testimonials);

export const activeTestimonialsQuery = () =>
  queryOptions({
    queryKey: ['testimonials', 'active'] as const,
    queryFn: ({ signal }) => getActiveTestimonials(signal),
  });

export const useActiveTestimonials = () => useQuery(activeTestimonialsQuery());
