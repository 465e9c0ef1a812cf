import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf, LayoutType } from '#shared/content/layout.ts';
import { layoutsApi, testimonialsApi } from '#shared/endpoints/content.ts';
import { call } from './client.ts';

/**
 * The site's public content: layout pieces, the About, Privacy and payment result pages, and testimonials. One key
 * family per resource; the admin editors read the same keys, so a save refreshes the public pages too. The admin
 * writes live in ./content-writes.ts and the page documents in ./pages.ts, so a page downloads only what it reads.
 */
export const contentKeys = {
  layout: (type: LayoutType) => ['layout', type] as const,
  aboutPage: () => ['about-page'] as const,
  privacyPage: () => ['privacy-page'] as const,
  paymentPages: () => ['payment-pages'] as const,
  testimonials: () => ['testimonials'] as const,
  activeTestimonials: () => [...contentKeys.testimonials(), 'active'] as const,
  allTestimonials: () => [...contentKeys.testimonials(), 'all'] as const,
};

/** Banner data is reused from cache for 5 minutes (learner-side §7). */
export const BANNER_STALE_TIME_MS = 5 * 60_000;

export const layoutQuery = <T extends LayoutType>(type: T) =>
  queryOptions({
    queryKey: contentKeys.layout(type),
    queryFn: async (context) => (await call(layoutsApi.get, { params: { type } }, context)).layout as LayoutOf<T>,
    ...(type === 'Banner' ? { staleTime: BANNER_STALE_TIME_MS } : {}),
  });
/** One layout piece, e.g. `useLayout('Banner').data?.banner`. */
export const useLayout = <T extends LayoutType>(type: T) => useQuery(layoutQuery(type));

export const activeTestimonialsQuery = () =>
  queryOptions({
    queryKey: contentKeys.activeTestimonials(),
    queryFn: async (context) => (await call(testimonialsApi.active, {}, context)).testimonials,
  });
export const useActiveTestimonials = () => useQuery(activeTestimonialsQuery());

export const allTestimonialsQuery = () =>
  queryOptions({
    queryKey: contentKeys.allTestimonials(),
    queryFn: async (context) => (await call(testimonialsApi.all, {}, context)).testimonials,
  });
export const useAllTestimonials = () => useQuery(allTestimonialsQuery());
