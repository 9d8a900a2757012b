import type { Kysely } from 'kysely';

// visitor_day_paths remembers its previous last_at, so ingest can keep an hourly histogram of when each
// (visitor-day, page) pair was last seen (the 'page-last-seen' rollup): that turns "unique visitors of
// a page since 14:20 yesterday" from a scan of yesterday's pairs into a sum of a few rollup rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visitor_day_paths').addColumn('prev_last_at', 'bigint').execute();
}
