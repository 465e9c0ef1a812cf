import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsData, AnalyticsKind, AnalyticsPeriod } from '#shared/analytics.ts';
import { analyticsApi } from '#shared/endpoints/analytics.ts';
import { call, type CallOptions } from './client.ts';

/** The analytics' query keys: everything under `['admin', 'analytics']`. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (kind: AnalyticsKind, period: AnalyticsPeriod) => [...analyticsKeys.all, kind, period] as const,
};

/** One kind's report: each kind has its endpoint, and its answer carries the data under the kind's name. */
async function report(kind: AnalyticsKind, period: AnalyticsPeriod, context: CallOptions): Promise<AnalyticsData> {
  const input = { query: { period } };
  switch (kind) {
    case 'users':
      return (await call(analyticsApi.users, input, context)).users;
    case 'orders':
      return (await call(analyticsApi.orders, input, context)).orders;
    case 'courses':
      return (await call(analyticsApi.courses, input, context)).courses;
    case 'visitors':
      return (await call(analyticsApi.visitors, input, context)).visitors;
  }
}

/** GET /analytics/admin/{kind}?period=…: the chosen period's buckets, the last 12 months and the comparison. */
export const analyticsQuery = (kind: AnalyticsKind, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.report(kind, period),
    queryFn: (context) => report(kind, period, context),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (kind: AnalyticsKind, period: AnalyticsPeriod) => useQuery(analyticsQuery(kind, period));
