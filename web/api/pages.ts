import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutPageApi, paymentPagesApi, privacyPageApi } from '#shared/endpoints/content.ts';
import { call } from './client.ts';
import { contentKeys } from './content.ts';

/** The whole-page documents: About, Privacy and the payment result pages (keys in ./content.ts). */
export const aboutPageQuery = () =>
  queryOptions({
    queryKey: contentKeys.aboutPage(),
    queryFn: async ({ signal }) => (await call(aboutPageApi.get, {}, { signal })).aboutPage,
  });
export const useAboutPage = () => useQuery(aboutPageQuery());

export const privacyPageQuery = () =>
  queryOptions({
    queryKey: contentKeys.privacyPage(),
    queryFn: async ({ signal }) => (await call(privacyPageApi.get, {}, { signal })).privacyPage,
  });
export const usePrivacyPage = () => useQuery(privacyPageQuery());

export const paymentPagesQuery = () =>
  queryOptions({
    queryKey: contentKeys.paymentPages(),
    queryFn: async ({ signal }) => (await call(paymentPagesApi.get, {}, { signal })).paymentPages,
  });
export const usePaymentPages = () => useQuery(paymentPagesQuery());
