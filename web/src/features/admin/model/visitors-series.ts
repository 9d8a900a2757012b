// Labels and a plain-language summary for the visitors-over-time series.
import type { VisitorsBucket, VisitorsOverTime, VisitorsOverTimeGrain } from '#contracts/visitors-over-time.ts';

const hourLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayHourLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
// Day buckets are UTC days (the rollups' days), so they are named in UTC too.
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A bucket's name: "14:00" within the last hour, "Tue 14:00" when the hours span more than one day
 * (yesterday's 14:00 and today's must not read the same), "12 Mar" for days.
 */
export function bucketLabel(bucketStart: string, grain: VisitorsOverTimeGrain, hours: number): string {
  const time = Date.parse(bucketStart);
  if (grain === 'day') return dayLabel.format(time);
  return hours > 1 ? dayHourLabel.format(time) : hourLabel.format(time);
}

export interface SeriesSummary {
  pageViews: number;
  busiest: VisitorsBucket | null;
}

/** Total page views in the buckets and the bucket with most of them (the first when tied). */
export function summarizeSeries(series: VisitorsOverTime): SeriesSummary {
  let pageViews = 0;
  let busiest: VisitorsBucket | null = null;
  for (const bucket of series.buckets) {
    pageViews += bucket.pageViews;
    if (bucket.pageViews > 0 && (!busiest || bucket.pageViews > busiest.pageViews)) busiest = bucket;
  }
  return { pageViews, busiest };
}
