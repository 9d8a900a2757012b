import { type RawBuilder, sql } from 'kysely';
import { DAY_MS, HOUR_MS } from '../system/clock.ts';
import type { RollupGrain } from '../storage/database-schema.ts';
import type { Storage, StorageDialect } from '../storage/open-storage.ts';
import type { DatabaseExecutor } from './database-executor.ts';
import { SESSION_GAP_MS } from './page-view-ingest.ts';

// Ingest keeps the rollups up to date by adding deltas (page-view-ingest.ts, time-on-page-ingest.ts,
// results-ingest.ts). This computes them again from the raw rows alone, the way a reader of the
// definitions in docs/server.md would: if the two ever differ, the deltas are wrong. It is also the
// repair for rollups damaged by a bug or a hand edit (npm run rollups:rebuild).

/** Rows in each rollup table after a rebuild. */
export interface RollupRebuildSummary {
  analyticsRollups: number;
  resultRollups: number;
}

const grainSizes: Record<RollupGrain, number> = { hour: HOUR_MS, day: DAY_MS };

/**
 * Keeps ingest out while the rollups are replaced, so no batch is counted by both the rebuild and
 * its own deltas, or by neither. Readers are not blocked on either database.
 */
const excludeWriters: Record<StorageDialect, (transaction: DatabaseExecutor) => Promise<void>> = {
  // The connection turns `begin` into `begin immediate` (open-storage.ts): the transaction already
  // holds SQLite's one write lock.
  sqlite: async () => undefined,
  // Raw tables first, in the order ingest writes them, then the rollups: an ingest transaction that
  // holds a rollup row has already written its raw rows, so the lock waits for it to commit.
  postgres: async (transaction) => {
    await sql`lock table page_views, calculator_results, analytics_rollups, result_rollups in exclusive mode`.execute(transaction);
  },
};

/**
 * Replaces the rollup rows from `since` on (epoch ms, the start of a UTC day) with what the raw rows
 * say, in one transaction. Rows before it are kept as they are: the retention task deletes raw rows
 * older than its cutoff (expired-rows.ts), and the rollups are then the only record of those days,
 * which nothing could rebuild. 0 rebuilds everything.
 */
export async function rebuildRollups(storage: Storage, since = 0): Promise<RollupRebuildSummary> {
  return storage.db.transaction().execute(async (transaction) => {
    await excludeWriters[storage.dialect](transaction);
    await transaction.deleteFrom('analytics_rollups').where('bucket', '>=', since).execute();
    await transaction.deleteFrom('result_rollups').where('bucket', '>=', since).execute();
    for (const grain of ['hour', 'day'] as const) {
      await insertAnalyticsRollups(transaction, grain, since);
      await insertResultRollups(transaction, grain, since);
    }
    const [analytics, results] = await Promise.all([
      transaction
        .selectFrom('analytics_rollups')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow(),
      transaction
        .selectFrom('result_rollups')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow(),
    ]);
    return { analyticsRollups: Number(analytics.rows), resultRollups: Number(results.rows) };
  });
}

/** The start of the hour or day holding `column` (epoch ms; integer division on both databases). */
function bucketOf(grain: RollupGrain, column: RawBuilder<unknown>): RawBuilder<number> {
  const size = sql.lit(grainSizes[grain]);
  return sql<number>`(${column} / ${size}) * ${size}`;
}

/**
 * Visits from the page views alone: within one visitor-day (visitor_id), ordered by time then id (the
 * order ingest inserts a batch in), a view more than SESSION_GAP_MS after the previous one starts a
 * visit. The visit's entry view gives its country and source.
 */
const visitsQuery = sql`
  with marked as (
    select id, visitor_id, created_at, country_code, referrer_source,
      case when created_at - lag(created_at) over (partition by visitor_id order by created_at, id) <= ${sql.lit(SESSION_GAP_MS)}
        then 0 else 1 end as starts_visit
    from views
  ),
  numbered as (
    select visitor_id, created_at, country_code, referrer_source, starts_visit,
      sum(starts_visit) over (partition by visitor_id order by created_at, id) as visit_number
    from marked
  )
  select visitor_id, min(created_at) as started_at, count(*) as views,
    max(case when starts_visit = 1 then coalesce(country_code, '') end) as country_key,
    max(case when starts_visit = 1 then referrer_source end) as source_key
  from numbered
  group by visitor_id, visit_number`;

/**
 * Every counter of every dimension for one grain, as (dimension, bucket, key, counters) pieces that
 * are summed per row: see AnalyticsRollupsTable for what each counter means.
 */
function analyticsContributions(grain: RollupGrain, since: number): RawBuilder<unknown> {
  const at = (column: string) => bucketOf(grain, sql.ref(column));
  const counters = (pageViews: string, sessions: string, bounces: string, visitors: string, timeTotal: string, timeCount: string) =>
    sql.raw(
      `${pageViews} as page_views, ${sessions} as sessions, ${bounces} as bounces, ${visitors} as visitors, ${timeTotal} as time_on_page_total, ${timeCount} as time_on_page_count`,
    );
  const viewCounters = counters('count(*)', '0', '0', '0', 'coalesce(sum(time_on_page), 0)', 'count(time_on_page)');
  const visitorCounters = counters('0', '0', '0', 'count(*)', '0', '0');
  const parts = [
    sql`select 'all' as dimension, ${at('created_at')} as bucket, '' as key, ${viewCounters} from views group by 2`,
    sql`select 'page', ${at('created_at')}, path, ${viewCounters} from views group by 2, 3`,
    // A visitor-day counts once, where its first view is; a (visitor-day, page) pair likewise.
    sql`select 'all', ${at('first_at')}, '', ${visitorCounters}
        from (select min(created_at) as first_at from views group by visitor_id) as visitor_days_seen group by 2`,
    sql`select 'page', ${at('first_at')}, path, ${visitorCounters}
        from (select path, min(created_at) as first_at from views group by visitor_id, path) as pairs group by 2, 3`,
    sql`select 'all', ${at('started_at')}, '', ${counters('0', 'count(*)', 'sum(case when views = 1 then 1 else 0 end)', '0', '0', '0')}
        from visits group by 2`,
    sql`select 'country', ${at('started_at')}, country_key, ${counters('0', 'count(*)', '0', '0', '0', '0')} from visits group by 2, 3`,
    sql`select 'source', ${at('started_at')}, source_key, ${counters('0', 'count(*)', '0', '0', '0', '0')} from visits group by 2, 3`,
  ];
  // Hourly only: each (visitor-day, page) pair in the hour of its latest view.
  if (grain === 'hour') {
    parts.push(sql`select 'page-last-seen', ${at('last_at')}, path, ${visitorCounters}
        from (select path, max(created_at) as last_at from views group by visitor_id, path) as pairs group by 2, 3`);
  }
  // Every raw row of a visitor-day lies in that day, so the views from a day's start on are complete
  // visitor-days, and every counter they give lands in a bucket from that day on.
  return sql`with views as (select * from page_views where created_at >= ${since}), visits as (${visitsQuery})
    ${sql.join(parts, sql` union all `)}`;
}

async function insertAnalyticsRollups(transaction: DatabaseExecutor, grain: RollupGrain, since: number): Promise<void> {
  await transaction
    .insertInto('analytics_rollups')
    .columns([
      'dimension',
      'grain',
      'bucket',
      'key',
      'page_views',
      'sessions',
      'bounces',
      'visitors',
      'time_on_page_total',
      'time_on_page_count',
    ])
    .expression(
      sql`select dimension, ${sql.lit(grain)}, bucket, key, sum(page_views), sum(sessions), sum(bounces), sum(visitors),
            sum(time_on_page_total), sum(time_on_page_count)
          from (${analyticsContributions(grain, since)}) as contributions
          group by dimension, bucket, key`,
    )
    .execute();
}

async function insertResultRollups(transaction: DatabaseExecutor, grain: RollupGrain, since: number): Promise<void> {
  const bucket = bucketOf(grain, sql.ref('created_at'));
  await transaction
    .insertInto('result_rollups')
    .columns(['grain', 'bucket', 'verdict', 'country', 'city', 'calculations'])
    .expression(
      sql`select ${sql.lit(grain)}, ${bucket}, verdict, country, coalesce(city, ''), count(*)
          from calculator_results
          where created_at >= ${since}
          group by ${bucket}, verdict, country, coalesce(city, '')`,
    )
    .execute();
}
