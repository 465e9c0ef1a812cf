import { z } from 'zod';
import { ok } from './api.ts';

/**
 * Admin analytics contract (admin-side §2 Analytics pages and Dashboard, §3 Analytics response, §7 Analytics).
 * Calendar periods are counted in the site's time zone (default Asia/Dhaka); definitions in
 * docs/decisions/0032-admin-analytics.md.
 */

export const ANALYTICS_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 'month';

export const ANALYTICS_KINDS = ['users', 'orders', 'courses', 'visitors'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

export const ANALYTICS_MESSAGES = {
  periodInvalid: 'Period must be one of today, week, month, year',
} as const;

export const AnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.periodInvalid }).default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

/** One calendar month: `month` like 'Jan 2026'. */
export const MonthCountSchema = z.object({ month: z.string(), count: z.number().int().min(0) });
export type MonthCount = z.infer<typeof MonthCountSchema>;

/**
 * One bucket of the chosen period: `name` is '00:00'..'23:00' (today), '17 Nov' (week, month) or 'Jan 2026' (year);
 * `start` is the bucket's first instant (ISO, UTC) for clients that format their own labels.
 */
export const SeriesPointSchema = z.object({
  name: z.string(),
  start: z.iso.datetime(),
  count: z.number().int().min(0),
});
export type SeriesPoint = z.infer<typeof SeriesPointSchema>;

/**
 * currentTotal: count in the current period; historicalAverage: mean count of the previous periods of equal kind
 * (up to 12, none before the first record), 1 decimal; percentageChange: (current - average) / average * 100,
 * 1 decimal (0 when both are 0, 100 when only the average is 0).
 */
export const ComparisonSchema = z.object({
  currentTotal: z.number().int().min(0),
  historicalAverage: z.number(),
  percentageChange: z.number(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const AnalyticsDataSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** The 12 calendar months ending with the current one, oldest first, zero-filled. */
  last12Months: z.array(MonthCountSchema),
  series: z.array(SeriesPointSchema),
  comparison: ComparisonSchema,
});
export type AnalyticsData = z.infer<typeof AnalyticsDataSchema>;

export const UsersAnalyticsAnswerSchema = ok({ users: AnalyticsDataSchema });
export const OrdersAnalyticsAnswerSchema = ok({ orders: AnalyticsDataSchema });
export const CoursesAnalyticsAnswerSchema = ok({ courses: AnalyticsDataSchema });
export const VisitorsAnalyticsAnswerSchema = ok({ visitors: AnalyticsDataSchema });
export type UsersAnalyticsAnswer = z.infer<typeof UsersAnalyticsAnswerSchema>;
export type OrdersAnalyticsAnswer = z.infer<typeof OrdersAnalyticsAnswerSchema>;
export type CoursesAnalyticsAnswer = z.infer<typeof CoursesAnalyticsAnswerSchema>;
export type VisitorsAnalyticsAnswer = z.infer<typeof VisitorsAnalyticsAnswerSchema>;

/** Any of the four answers, keyed by its kind: `AnalyticsAnswer<'users'>` is `{ success: true; users: AnalyticsData }`. */
export type AnalyticsAnswer<K extends AnalyticsKind> = { success: true } & { [P in K]: AnalyticsData };

export const ANALYTICS_ANSWER_SCHEMAS = {
  users: UsersAnalyticsAnswerSchema,
  orders: OrdersAnalyticsAnswerSchema,
  courses: CoursesAnalyticsAnswerSchema,
  visitors: VisitorsAnalyticsAnswerSchema,
} as const;

/** The percentage rule, shared so the web shows what the server computes. */
export function percentageChange(current: number, average: number): number {
  if (average === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - average) / average) * 1000) / 10;
}

/** POST /analytics/visit answers 204 with no body; it takes no body either. */
export const VISIT_PATH = '/analytics/visit';
