import { sql } from 'kysely';
import { DAY_MS, startOfDay } from '../system/clock.ts';
import type { DatabaseExecutor } from './database-executor.ts';

// RETENTION_DAYS (ADR 0010): the raw rows of days more than RETENTION_DAYS ago are deleted; the
// rollups are kept. Every raw row belongs to one UTC day (a page view, its visit and its visitor-day
// all fall in the day of the visitor's salt), so deleting by day never leaves part of a visitor-day
// behind, and the rows of every day from the cutoff on stay complete: the dashboards and a rollup
// rebuild read only those (the longest period starts at most RETENTION_DAYS days back).

/** The first moment whose raw rows are kept: 00:00 UTC `retentionDays` days before today. */
export function retentionCutoff(now: number, retentionDays: number): number {
  return startOfDay(now) - retentionDays * DAY_MS;
}

export interface ExpiredRowsBatch {
  cutoff: number;
  /** Rows per table per transaction: small, so ingest never waits long behind a delete. */
  limit: number;
}

/**
 * One batch: up to `limit` expired rows of each raw table, in the caller's transaction. Returns how
 * many rows went; 0 means nothing older than the cutoff is left. Each delete picks its rows through
 * the table's time index (created_at, day or started_at), so a batch costs the same whatever the
 * table's size.
 */
export async function deleteExpiredRows(executor: DatabaseExecutor, { cutoff, limit }: ExpiredRowsBatch): Promise<number> {
  const batch = sql.lit(Math.trunc(limit));
  const at = Math.trunc(cutoff);
  const statements = [
    sql`delete from page_views where id in (select id from page_views where created_at < ${at} order by created_at limit ${batch})`,
    sql`delete from visit_sessions where (visitor_id, started_at) in
          (select visitor_id, started_at from visit_sessions where started_at < ${at} order by started_at limit ${batch})`,
    sql`delete from visitor_day_paths where (visitor_id, path) in
          (select visitor_id, path from visitor_day_paths where day < ${at} order by day limit ${batch})`,
    sql`delete from visitor_days where id in (select id from visitor_days where day < ${at} order by day limit ${batch})`,
    sql`delete from calculator_results where id in
          (select id from calculator_results where created_at < ${at} order by created_at limit ${batch})`,
  ];
  let deleted = 0;
  for (const statement of statements) {
    const result = await statement.execute(executor);
    deleted += Number(result.numAffectedRows ?? 0);
  }
  return deleted;
}
