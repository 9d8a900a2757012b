import { visitorsGrainFor, type VisitorsBucket, type VisitorsOverTime } from '../../../contracts/visitors-over-time.ts';
import { DAY_MS, HOUR_MS, startOfDay, startOfHour } from '../system/clock.ts';
import type { Storage } from '../storage/open-storage.ts';

/**
 * The dashboard's visitors-over-time series, read only from the 'all' rollups: at most 169 hourly or
 * 91 daily rows whatever the traffic, so it costs the same on a quiet site and on a busy one.
 */
export class VisitorsOverTimeRepository {
  constructor(private readonly storage: Storage) {}

  series(now: number, hours: number): Promise<VisitorsOverTime> {
    const grain = visitorsGrainFor(hours);
    const [size, startOf] = grain === 'hour' ? [HOUR_MS, startOfHour] : [DAY_MS, startOfDay];
    const first = startOf(now - hours * HOUR_MS);
    const last = startOf(now);
    return this.storage.availability.run(async () => {
      const rows = await this.storage.db
        .selectFrom('analytics_rollups')
        .select(['bucket', 'page_views', 'visitors'])
        .where('dimension', '=', 'all')
        .where('grain', '=', grain)
        .where('key', '=', '')
        .where('bucket', '>=', first)
        .where('bucket', '<=', last)
        .execute();
      // PostgreSQL returns BIGINT as strings; Number() reads both dialects alike.
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
      const buckets: VisitorsBucket[] = [];
      // Empty buckets are real zeros, listed so a chart cannot draw a line across a quiet night.
      for (let bucket = first; bucket <= last; bucket += size) {
        const row = byBucket.get(bucket);
        buckets.push({
          bucketStart: new Date(bucket).toISOString(),
          pageViews: row ? Number(row.page_views) : 0,
          uniqueVisitors: row ? Number(row.visitors) : 0,
        });
      }
      return { hours, grain, buckets };
    });
  }
}
