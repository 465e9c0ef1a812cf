import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutPageApi, paymentPagesApi, privacyPageApi } from '#shared/endpoints/content.ts';
import { call } from './client.ts';
import { contentKeys } from './content.ts';

/** The whole-page documents: About, Privacy and the payment result pages (keys in ./content.ts). */
export const aboutPageQuery = () =>
  queryOptions({
    queryKey: contentKeys.aboutPage(),
    queryFn: async (context) => (await call(aboutPageApi.get, {}, context)).aboutPage,
  });
export const useAboutPage = () => useQuery(aboutPageQuery());

export const privacyPageQuery = () =>
  queryOptions({
    queryKey: contentKeys.privacyPage(),
    queryFn: async (context) => (await call(privacyPageApi.get, {}, context)).privacyPage,
  });
export const usePrivacyPage = () => useQuery(privacyPageQuery());

export const paymentPagesQuery = () =>
  queryOptions({
    queryKey: contentKeys.paymentPages(),
    queryFn: async (context) => (await call(paymentPagesApi.get, {}, context)).paymentPages,
  });
export const usePaymentPages = () => useQuery(paymentPagesQuery());
