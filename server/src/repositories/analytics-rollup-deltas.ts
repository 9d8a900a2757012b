import { sql } from 'kysely';
import { startOfDay, startOfHour } from '../system/clock.ts';
import type { AnalyticsDimension, AnalyticsRollupsTable, RollupGrain } from '../storage/database-schema.ts';
import type { DatabaseExecutor } from './database-executor.ts';

export type RollupCounters = Pick<
  AnalyticsRollupsTable,
  'page_views' | 'sessions' | 'bounces' | 'visitors' | 'time_on_page_total' | 'time_on_page_count'
>;

const counterNames = ['page_views', 'sessions', 'bounces', 'visitors', 'time_on_page_total', 'time_on_page_count'] as const;

/**
 * Increments for the hourly and daily rollup rows, summed in memory over one batch so each touched
 * row is written once per transaction however many page views it received.
 */
export class AnalyticsRollupDeltas {
  private readonly rows = new Map<string, AnalyticsRollupsTable>();

  /** Adds to the hour and the day that contain `at`. */
  add(dimension: AnalyticsDimension, at: number, key: string, counters: Partial<RollupCounters>): void {
    this.addTo(dimension, 'hour', startOfHour(at), key, counters);
    this.addTo(dimension, 'day', startOfDay(at), key, counters);
  }

  /** Adds to the hour that contains `at` only (histograms that have no daily use). */
  addToHour(dimension: AnalyticsDimension, at: number, key: string, counters: Partial<RollupCounters>): void {
    this.addTo(dimension, 'hour', startOfHour(at), key, counters);
  }

  get isEmpty(): boolean {
    return this.rows.size === 0;
  }

  private addTo(dimension: AnalyticsDimension, grain: RollupGrain, bucket: number, key: string, counters: Partial<RollupCounters>): void {
    const id = `${dimension}\u0000${grain}\u0000${bucket}\u0000${key}`;
    let row = this.rows.get(id);
    if (!row) {
      row = {
        dimension,
        grain,
        bucket,
        key,
        page_views: 0,
        sessions: 0,
        bounces: 0,
        visitors: 0,
        time_on_page_total: 0,
        time_on_page_count: 0,
      };
      this.rows.set(id, row);
    }
    for (const name of counterNames) row[name] += counters[name] ?? 0;
  }

  /** Rows in primary-key order: concurrent transactions then lock them in the same order and cannot deadlock. */
  sortedRows(): AnalyticsRollupsTable[] {
    return [...this.rows.values()].sort(
      (a, b) => compare(a.dimension, b.dimension) || compare(a.grain, b.grain) || a.bucket - b.bucket || compare(a.key, b.key),
    );
  }

  async write(executor: DatabaseExecutor): Promise<void> {
    const rows = this.sortedRows();
    for (let offset = 0; offset < rows.length; offset += 500) {
      await executor
        .insertInto('analytics_rollups')
        .values(rows.slice(offset, offset + 500))
        .onConflict((conflict) =>
          conflict.columns(['dimension', 'grain', 'bucket', 'key']).doUpdateSet({
            page_views: sql`analytics_rollups.page_views + excluded.page_views`,
            sessions: sql`analytics_rollups.sessions + excluded.sessions`,
            bounces: sql`analytics_rollups.bounces + excluded.bounces`,
            visitors: sql`analytics_rollups.visitors + excluded.visitors`,
            time_on_page_total: sql`analytics_rollups.time_on_page_total + excluded.time_on_page_total`,
            time_on_page_count: sql`analytics_rollups.time_on_page_count + excluded.time_on_page_count`,
          }),
        )
        .execute();
    }
  }
}

/** Any fixed total order will do for lock ordering; this one is cheap. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
