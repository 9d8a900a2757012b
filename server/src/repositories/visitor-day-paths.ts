import type { OnConflictBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database, VisitorDayPathsTable } from '../storage/database-schema.ts';
import { startOfHour } from '../system/clock.ts';
import { type AnalyticsRollupDeltas, compare } from './analytics-rollup-deltas.ts';

// The (visitor-day, page) rows of a page-view batch: a row created now is a page's new unique
// visitor of the day, and each row's latest view keeps the hourly 'page-last-seen' histogram.

export type PathRow = Omit<VisitorDayPathsTable, 'prev_last_at'> & { firstAt: number };
export interface StoredPath {
  visitor_id: number;
  path: string;
  last_at: number;
  prev_last_at: number | null;
}

/** One row per (visitor-day, page) of the batch, in key order (the lock order of concurrent batches). */
export function visitorDayPathRows(
  batches: readonly { day: number; visitorId: number; events: readonly { path: string; at: number }[] }[],
): PathRow[] {
  const byKey = new Map<string, PathRow>();
  for (const batch of batches) {
    const { visitorId } = batch;
    for (const event of batch.events) {
      const key = `${visitorId}\u0000${event.path}`;
      const row = byKey.get(key);
      if (row) {
        row.views += 1;
        row.last_at = Math.max(row.last_at, event.at);
      } else {
        byKey.set(key, { visitor_id: visitorId, path: event.path, day: batch.day, last_at: event.at, views: 1, firstAt: event.at });
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.visitor_id - b.visitor_id || compare(a.path, b.path));
}

export const pathValues = (rows: PathRow[]): VisitorDayPathsTable[] =>
  rows.map(({ firstAt: _firstAt, ...row }) => ({ ...row, prev_last_at: null }));

export const updatePathOnConflict = (conflict: OnConflictBuilder<Database, 'visitor_day_paths'>) =>
  conflict.columns(['visitor_id', 'path']).doUpdateSet({
    prev_last_at: sql`visitor_day_paths.last_at`,
    last_at: sql`case when excluded.last_at > visitor_day_paths.last_at then excluded.last_at else visitor_day_paths.last_at end`,
    views: sql`visitor_day_paths.views + excluded.views`,
  });

/**
 * Counts a page's unique visitors: a (visitor-day, page) row created now is a new one. Also keeps the
 * hourly 'page-last-seen' histogram: each pair counts once, in the hour of its latest view.
 */
export function countPageVisitors(rows: PathRow[], returned: StoredPath[], deltas: AnalyticsRollupDeltas): void {
  const stored = new Map(returned.map((row) => [`${Number(row.visitor_id)}\u0000${row.path}`, row]));
  for (const row of rows) {
    const after = stored.get(`${row.visitor_id}\u0000${row.path}`);
    if (!after) throw new Error('visitor_day_paths upsert returned no row for a page in the batch');
    const lastAt = Number(after.last_at);
    if (after.prev_last_at === null) {
      deltas.add('page', row.firstAt, row.path, { visitors: 1 });
      deltas.addToHour('page-last-seen', lastAt, row.path, { visitors: 1 });
    } else if (startOfHour(Number(after.prev_last_at)) !== startOfHour(lastAt)) {
      deltas.addToHour('page-last-seen', Number(after.prev_last_at), row.path, { visitors: -1 });
      deltas.addToHour('page-last-seen', lastAt, row.path, { visitors: 1 });
    }
  }
}
