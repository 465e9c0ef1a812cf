import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutPageAnswer } from '#shared/content/pages.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /about-page/get-content: answers `aboutPage`. */
export const getAboutPage = (signal?: AbortSignal) =>
  api<{ success: true; aboutPage: AboutPageAnswer }>('/about-page/get-content', { signal }).then((r) => r.aboutPage);

export const aboutPageQuery = () =>
  queryOptions({ queryKey: ['about-page'] as const, queryFn: ({ signal }) => getAboutPage(signal) });

export const useAboutPage = () => useQuery(aboutPageQuery());
