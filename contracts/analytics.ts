import { z } from 'zod';
import { TIME_ON_PAGE_MAX_SECONDS } from './analytics-limits.ts';
import { normalizePagePath } from './page-path.ts';
import { truncateUtf8 } from './text-limits.ts';

const PAGE_MAX_BYTES = 2000;
const REFERRER_MAX_BYTES = 2000;

const pagePathSchema = z
  .string()
  .transform((value) => truncateUtf8(value, PAGE_MAX_BYTES))
  .transform((value, ctx) => {
    const path = normalizePagePath(value);
    if (path === null) {
      ctx.addIssue({ code: 'custom', message: 'page must be a path starting with / or an http(s) URL' });
      return z.NEVER;
    }
    // Percent-encoding can triple the length, so the cap applies again to the result, without
    // leaving half an escape behind.
    return truncateUtf8(path, PAGE_MAX_BYTES).replace(/%[0-9a-f]?$/i, '');
  });

/**
 * A page view. ip, country, city and userAgent are accepted for compatibility with the original
 * client and ignored: the server takes the address from the connection, the user
 * agent from the request header, and resolves the location itself.
 */
export const pageViewRequestSchema = z.object({
  page: pagePathSchema,
  referrer: z
    .string()
    .nullish()
    .transform((value) => (value ? truncateUtf8(value.trim(), REFERRER_MAX_BYTES) : null)),
  userAgent: z.unknown().optional(),
  ip: z.unknown().optional(),
  country: z.unknown().optional(),
  city: z.unknown().optional(),
});
export type PageViewRequest = z.input<typeof pageViewRequestSchema>;

/** A time-on-page beacon, sent with navigator.sendBeacon (text/plain JSON) when leaving a page. */
export const timeOnPageRequestSchema = z.object({
  page: pagePathSchema,
  timeOnPage: z.number().finite().min(0).max(TIME_ON_PAGE_MAX_SECONDS),
});
export type TimeOnPageRequest = z.input<typeof timeOnPageRequestSchema>;

/** POST /api/analytics/track takes either; a body with a timeOnPage field is a beacon. */
export function parseAnalyticsTrackRequest(
  body: unknown,
):
  | { kind: 'page-view'; result: ReturnType<typeof pageViewRequestSchema.safeParse> }
  | { kind: 'time-on-page'; result: ReturnType<typeof timeOnPageRequestSchema.safeParse> } {
  const isBeacon = typeof body === 'object' && body !== null && !Array.isArray(body) && 'timeOnPage' in body;
  return isBeacon
    ? { kind: 'time-on-page', result: timeOnPageRequestSchema.safeParse(body) }
    : { kind: 'page-view', result: pageViewRequestSchema.safeParse(body) };
}

/** GET /api/admin/analytics/realtime: distinct visitors seen in the last 5 minutes. */
export const realtimeVisitorsSchema = z.object({ count: z.number().int().nonnegative() });

const activityItemSchema = z.object({
  page: z.string(),
  /** English country name; 'Unknown' when the address could not be located. */
  country: z.string(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  /** Seconds, once the page's time-on-page beacon has arrived. */
  timeOnPage: z.number().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityListSchema = z.array(activityItemSchema);

/**
 * GET /api/admin/analytics/stats/{hours}.
 * totalVisitors: visits (30-minute sessions) started in the period.
 * uniqueVisitors: distinct visitors per salt-day (someone seen on two days counts twice).
 * avgTimeOnPage: seconds, one decimal. bounceRate: percent of visits with one page view, one decimal.
 */
export const analyticsStatsSchema = z.object({
  totalVisitors: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
  pageViews: z.number().int().nonnegative(),
  avgTimeOnPage: z.number().nonnegative(),
  bounceRate: z.number().min(0).max(100),
});
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;

const topPageSchema = z.object({
  page: z.string(),
  views: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
});
export type TopPage = z.infer<typeof topPageSchema>;
export const topPagesSchema = z.array(topPageSchema);

/** Visits by where they came from: a search engine or social network name, Direct, or a site's host. */
const trafficSourceSchema = z.object({ source: z.string(), count: z.number().int().nonnegative() });
export type TrafficSource = z.infer<typeof trafficSourceSchema>;
export const trafficSourcesSchema = z.array(trafficSourceSchema);

/** Visits by country; country is the English name or 'Unknown'. */
const countryVisitorsSchema = z.object({
  country: z.string(),
  countryCode: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type CountryVisitors = z.infer<typeof countryVisitorsSchema>;
export const countryVisitorsListSchema = z.array(countryVisitorsSchema);

/**
 * Sent with the sources and countries lists: every visit of the period, counted in the same read as
 * the list, so the dashboard gives each listed name its share of all visits (not of the top names
 * alone) and the rest an "Other" row. A header keeps the spec's list shape as the body.
 */
export const PERIOD_VISITS_HEADER = 'x-period-visits';
export const periodVisitsHeaderSchema = z.coerce.number().int().nonnegative();
