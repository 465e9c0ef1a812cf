import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer, AnalyticsData, AnalyticsKind, AnalyticsPeriod } from '#shared/analytics.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /analytics/admin/{kind}?period=…: the chosen period's buckets, the last 12 months and the comparison. */
export const analyticsQuery = (kind: AnalyticsKind, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', kind, period] as const,
    queryFn: async ({ signal }): Promise<AnalyticsData> => {
      const answer = await api<AnalyticsAnswer<typeof kind>>(`/analytics/admin/${kind}?period=${period}`, { signal });
      return answer[kind];
    },
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (kind: AnalyticsKind, period: AnalyticsPeriod) => useQuery(analyticsQuery(kind, period));
