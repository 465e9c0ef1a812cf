import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

export type FaqLayout = LayoutOf<'FAQ'>;

/** GET /layouts/public/layout/FAQ: the questions and the page header (key shared with other layout readers). */
export const getFaqLayout = (signal?: AbortSignal) =>
  api<{ success: true; layout: FaqLayout }>('/layouts/public/layout/FAQ', { signal }).then((r) => r.layout);

export const faqLayoutQuery = () =>
  queryOptions({ queryKey: ['layout', 'FAQ'] as const, queryFn: ({ signal }) => getFaqLayout(signal) });

export const useFaqLayout = () => useQuery(faqLayoutQuery());
