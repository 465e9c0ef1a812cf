import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '#shared/endpoint.ts';
import {
  aboutPageApi,
  layoutsApi,
  paymentPagesApi,
  privacyPageApi,
  testimonialsApi,
} from '#shared/endpoints/content.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { contentKeys } from './content.ts';

/** The admin writes of the site's content (admin-side §7 Layout, Testimonials, About, Privacy, Payment pages). */
/** PUT /layouts/admin/update-layout: the answer replaces the cached piece at once. */
export function useUpdateLayout(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: writeMeta(options),
    mutationFn: async (body: EndpointBody<typeof layoutsApi.update>) =>
      (await call(layoutsApi.update, { body })).layout,
    onSuccess: async (layout) => {
      queryClient.setQueryData(contentKeys.layout(layout.type), layout);
      await adminDataChanged(queryClient);
    },
  });
}

/** A write of one page document: the answer replaces the cached page at once, then everything refreshes. */
function usePageWrite<V, A>(key: readonly unknown[], write: (variables: V) => Promise<A>, options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: writeMeta(options),
    mutationFn: write,
    onSuccess: async (page) => {
      queryClient.setQueryData(key, page);
      await adminDataChanged(queryClient);
    },
  });
}

export const useUpdateAboutPage = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.aboutPage(),
    async (body: EndpointBody<typeof aboutPageApi.update>) => (await call(aboutPageApi.update, { body })).aboutPage,
    options,
  );
export const useResetAboutPage = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.aboutPage(),
    async (_variables: void) => (await call(aboutPageApi.reset)).aboutPage,
    options,
  );

export const useUpdatePrivacyPage = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.privacyPage(),
    async (body: EndpointBody<typeof privacyPageApi.update>) =>
      (await call(privacyPageApi.update, { body })).privacyPage,
    options,
  );
export const useResetPrivacyPage = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.privacyPage(),
    async (_variables: void) => (await call(privacyPageApi.reset)).privacyPage,
    options,
  );

export const useUpdatePaymentPages = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.paymentPages(),
    async (body: EndpointBody<typeof paymentPagesApi.update>) =>
      (await call(paymentPagesApi.update, { body })).paymentPages,
    options,
  );
export const useResetPaymentPages = (options?: WriteOptions) =>
  usePageWrite(
    contentKeys.paymentPages(),
    async (_variables: void) => (await call(paymentPagesApi.reset)).paymentPages,
    options,
  );

/** Every testimonial write refreshes the admin list, the home page's active list and other admin tabs. */
function useTestimonialWrite<V, A>(write: (variables: V) => Promise<A>, options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({ meta: writeMeta(options), mutationFn: write, onSuccess: () => adminDataChanged(queryClient) });
}

export const useCreateTestimonial = (options?: WriteOptions) =>
  useTestimonialWrite(
    async (body: EndpointBody<typeof testimonialsApi.create>) =>
      (await call(testimonialsApi.create, { body })).testimonial,
    options,
  );
export const useUpdateTestimonial = (options?: WriteOptions) =>
  useTestimonialWrite(
    async ({ id, body }: { id: string; body: EndpointBody<typeof testimonialsApi.update> }) =>
      (await call(testimonialsApi.update, { params: { id }, body })).testimonial,
    options,
  );
/** PATCH /testimonials/toggle/{id}: the answer carries the new testimonial.isActive. */
export const useToggleTestimonial = (options?: WriteOptions) =>
  useTestimonialWrite(
    async (id: string) => (await call(testimonialsApi.toggle, { params: { id } })).testimonial,
    options,
  );
export const useDeleteTestimonial = (options?: WriteOptions) =>
  useTestimonialWrite((id: string) => call(testimonialsApi.remove, { params: { id } }), options);
