import { z } from 'zod';

/** Hourly buckets up to a week; a month or a quarter of hourly bars would be unreadable, so days. */
const visitorsOverTimeGrains = ['hour', 'day'] as const;
export type VisitorsOverTimeGrain = (typeof visitorsOverTimeGrains)[number];

/** Periods up to this many hours are charted by the hour, longer ones by the day. */
const HOURLY_MAX_PERIOD_HOURS = 168;

export function visitorsGrainFor(hours: number): VisitorsOverTimeGrain {
  return hours <= HOURLY_MAX_PERIOD_HOURS ? 'hour' : 'day';
}

/**
 * One bucket of GET /api/admin/analytics/visitors/{hours}. Buckets are whole UTC hours or days read
 * from the rollups; the first may begin before the period does, the last ends now.
 * uniqueVisitors follows the rollups' rule: a visitor is counted once per salt-day (UTC), in the
 * bucket of their first page view that day. Day buckets are therefore that day's distinct visitors,
 * and the hourly buckets of a day add up to them.
 */
const visitorsBucketSchema = z.object({
  /** ISO 8601, UTC: the start of the hour or day. */
  bucketStart: z.string(),
  pageViews: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
});
export type VisitorsBucket = z.infer<typeof visitorsBucketSchema>;

/** Every bucket from the one holding the period's start to the one holding now, empty ones included. */
export const visitorsOverTimeSchema = z.object({
  hours: z.number().int().positive(),
  grain: z.enum(visitorsOverTimeGrains),
  buckets: z.array(visitorsBucketSchema),
});
export type VisitorsOverTime = z.infer<typeof visitorsOverTimeSchema>;
