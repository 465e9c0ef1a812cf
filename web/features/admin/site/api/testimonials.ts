import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Testimonial, TestimonialCreateBody, TestimonialUpdateBody } from '#shared/content/pages.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

type One = { success: true; testimonial: Testimonial };

/** GET /testimonials/admin: every testimonial, active or not. */
export const getAdminTestimonials = (signal?: AbortSignal) =>
  api<{ success: true; testimonials: Testimonial[] }>('/testimonials/admin', { signal }).then((r) => r.testimonials);

export const adminTestimonialsQuery = () =>
  queryOptions({ queryKey: ['admin', 'testimonials'] as const, queryFn: ({ signal }) => getAdminTestimonials(signal) });

export const useAdminTestimonials = () => useQuery(adminTestimonialsQuery());

/** The home page reads ['testimonials', 'active']: every write refreshes it with the admin copy. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['testimonials'] })]);

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestimonialCreateBody) =>
      api<One>('/testimonials/create', { method: 'POST', body }).then((r) => r.testimonial),
    onSuccess: () => refresh(queryClient),
  });
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TestimonialUpdateBody }) =>
      api<One>(`/testimonials/update/${encodeURIComponent(id)}`, { method: 'PUT', body }).then((r) => r.testimonial),
    onSuccess: () => refresh(queryClient),
  });
}

/** PATCH /testimonials/toggle/{id}: the answer carries the new testimonial.isActive. */
export function useToggleTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<One>(`/testimonials/toggle/${encodeURIComponent(id)}`, { method: 'PATCH' }).then((r) => r.testimonial),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: true; message: string }>(`/testimonials/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}
