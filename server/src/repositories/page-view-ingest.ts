import { sql } from 'kysely';
import { MINUTE_MS, startOfDay, startOfHour } from '../system/clock.ts';
import type { PageViewsTable, VisitSessionsTable, VisitorDayPathsTable } from '../storage/database-schema.ts';
import { AnalyticsRollupDeltas, compare } from './analytics-rollup-deltas.ts';
import type { DatabaseExecutor } from './database-executor.ts';

/** A visit ends after 30 minutes without a page view (the usual web analytics definition). */
export const SESSION_GAP_MS = 30 * MINUTE_MS;

/** A page view as stored: already enriched, with no IP address or user agent string left in it. */
export interface PageViewEvent {
  at: number;
  visitorHash: string;
  path: string;
  referrerSource: string;
  countryCode: string | null;
  city: string | null;
  deviceClass: string;
  browser: string | null;
  os: string | null;
}

interface Visit {
  startedAt: number;
  events: PageViewEvent[];
}

interface VisitorDayBatch {
  day: number;
  visitorHash: string;
  /** Sorted by time. */
  events: PageViewEvent[];
  /** The batch's own events cut into visits at gaps over SESSION_GAP_MS. */
  visits: Visit[];
}

interface VisitorDayState {
  id: number;
  /** The row before this batch; all null when this batch created it. */
  prevLastAt: number | null;
  prevSessionStartedAt: number | null;
  prevSessionViews: number | null;
}

const CHUNK = 500;

/**
 * Stores a batch of page views and brings every rollup up to date, inside the caller's transaction.
 * Used by live ingest and by the bench seeder alike, so seeded rollups are built exactly as real ones.
 */
export async function ingestPageViews(executor: DatabaseExecutor, events: readonly PageViewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const batches = groupByVisitorDay(events);
  const states = await upsertVisitorDays(executor, batches);
  const deltas = new AnalyticsRollupDeltas();
  const sessionRows: VisitSessionsTable[] = [];
  const pageViewRows: Omit<PageViewsTable, 'id'>[] = [];

  for (const batch of batches) {
    const state = states.get(visitorDayKey(batch.day, batch.visitorHash));
    if (!state) throw new Error('visitor_days upsert returned no row for a visitor in the batch');
    const first = batch.events[0] as PageViewEvent;
    const created = state.prevLastAt === null;
    if (created) deltas.add('all', first.at, '', { visitors: 1 });
    const continuesVisit = !created && first.at - (state.prevLastAt as number) <= SESSION_GAP_MS;

    batch.visits.forEach((visit, index) => {
      if (index === 0 && continuesVisit) {
        const startedAt = state.prevSessionStartedAt as number;
        // A one-page visit that gets a second page stops being a bounce, in the bucket where it began.
        if (state.prevSessionViews === 1) deltas.add('all', startedAt, '', { bounces: -1 });
        sessionRows.push({
          visitor_id: state.id,
          started_at: startedAt,
          views: visit.events.length,
          country_code: null,
          referrer_source: '',
        });
        return;
      }
      const entry = visit.events[0] as PageViewEvent;
      deltas.add('all', visit.startedAt, '', { sessions: 1, bounces: visit.events.length === 1 ? 1 : 0 });
      deltas.add('country', visit.startedAt, entry.countryCode ?? '', { sessions: 1 });
      deltas.add('source', visit.startedAt, entry.referrerSource, { sessions: 1 });
      sessionRows.push({
        visitor_id: state.id,
        started_at: visit.startedAt,
        views: visit.events.length,
        country_code: entry.countryCode,
        referrer_source: entry.referrerSource,
      });
    });

    for (const event of batch.events) {
      deltas.add('all', event.at, '', { page_views: 1 });
      deltas.add('page', event.at, event.path, { page_views: 1 });
      pageViewRows.push({
        created_at: event.at,
        visitor_id: state.id,
        path: event.path,
        referrer_source: event.referrerSource,
        country_code: event.countryCode,
        city: event.city,
        device_class: event.deviceClass,
        browser: event.browser,
        os: event.os,
        time_on_page: null,
      });
    }
  }

  await upsertVisits(executor, sessionRows);
  for (let offset = 0; offset < pageViewRows.length; offset += CHUNK) {
    await executor
      .insertInto('page_views')
      .values(pageViewRows.slice(offset, offset + CHUNK))
      .execute();
  }
  await upsertVisitorDayPaths(executor, batches, states, deltas);
  await deltas.write(executor);
}

function visitorDayKey(day: number, visitorHash: string): string {
  return `${day}\u0000${visitorHash}`;
}

function groupByVisitorDay(events: readonly PageViewEvent[]): VisitorDayBatch[] {
  const byKey = new Map<string, VisitorDayBatch>();
  for (const event of events) {
    const day = startOfDay(event.at);
    const key = visitorDayKey(day, event.visitorHash);
    let batch = byKey.get(key);
    if (!batch) {
      batch = { day, visitorHash: event.visitorHash, events: [], visits: [] };
      byKey.set(key, batch);
    }
    batch.events.push(event);
  }
  const batches = [...byKey.values()].sort((a, b) => a.day - b.day || compare(a.visitorHash, b.visitorHash));
  for (const batch of batches) {
    batch.events.sort((a, b) => a.at - b.at);
    let current: Visit | undefined;
    let previousAt = Number.NEGATIVE_INFINITY;
    for (const event of batch.events) {
      if (!current || event.at - previousAt > SESSION_GAP_MS) {
        current = { startedAt: event.at, events: [] };
        batch.visits.push(current);
      }
      current.events.push(event);
      previousAt = event.at;
    }
  }
  return batches;
}

/**
 * One upsert per visitor-day. The SET clause computes the visit state in SQL from the stored row,
 * so concurrent server processes cannot both count the same visit, and copies the old values into
 * prev_* so RETURNING tells this batch what the row looked like before it.
 */
async function upsertVisitorDays(executor: DatabaseExecutor, batches: VisitorDayBatch[]): Promise<Map<string, VisitorDayState>> {
  const states = new Map<string, VisitorDayState>();
  const gap = sql.lit(SESSION_GAP_MS);
  // The batch starts a new visit when it has a gap of its own (its last visit began after its first
  // event) or when its first event comes over 30 minutes after the stored last one.
  const startsNewVisit = sql`(excluded.session_started_at <> excluded.first_at or excluded.first_at - visitor_days.last_at > ${gap})`;
  for (let offset = 0; offset < batches.length; offset += CHUNK) {
    const rows = batches.slice(offset, offset + CHUNK).map((batch) => {
      const lastVisit = batch.visits[batch.visits.length - 1] as Visit;
      return {
        day: batch.day,
        visitor_hash: batch.visitorHash,
        first_at: (batch.events[0] as PageViewEvent).at,
        last_at: (batch.events[batch.events.length - 1] as PageViewEvent).at,
        views: batch.events.length,
        session_started_at: lastVisit.startedAt,
        session_views: lastVisit.events.length,
        prev_last_at: null,
        prev_session_started_at: null,
        prev_session_views: null,
      };
    });
    const returned = await executor
      .insertInto('visitor_days')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['day', 'visitor_hash']).doUpdateSet({
          prev_last_at: sql`visitor_days.last_at`,
          prev_session_started_at: sql`visitor_days.session_started_at`,
          prev_session_views: sql`visitor_days.session_views`,
          last_at: sql`case when excluded.last_at > visitor_days.last_at then excluded.last_at else visitor_days.last_at end`,
          views: sql`visitor_days.views + excluded.views`,
          session_started_at: sql`case when ${startsNewVisit} then excluded.session_started_at else visitor_days.session_started_at end`,
          session_views: sql`case when ${startsNewVisit} then excluded.session_views else visitor_days.session_views + excluded.session_views end`,
        }),
      )
      .returning(['id', 'day', 'visitor_hash', 'prev_last_at', 'prev_session_started_at', 'prev_session_views'])
      .execute();
    for (const row of returned) {
      states.set(visitorDayKey(Number(row.day), row.visitor_hash), {
        id: Number(row.id),
        prevLastAt: row.prev_last_at === null ? null : Number(row.prev_last_at),
        prevSessionStartedAt: row.prev_session_started_at === null ? null : Number(row.prev_session_started_at),
        prevSessionViews: row.prev_session_views === null ? null : Number(row.prev_session_views),
      });
    }
  }
  return states;
}

async function upsertVisits(executor: DatabaseExecutor, rows: VisitSessionsTable[]): Promise<void> {
  rows.sort((a, b) => a.visitor_id - b.visitor_id || a.started_at - b.started_at);
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    await executor
      .insertInto('visit_sessions')
      .values(rows.slice(offset, offset + CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['visitor_id', 'started_at']).doUpdateSet({ views: sql`visit_sessions.views + excluded.views` }),
      )
      .execute();
  }
}

/**
 * Counts a page's unique visitors: a (visitor-day, page) row created now is a new one. Also keeps the
 * hourly 'page-last-seen' histogram: each pair counts once, in the hour of its latest view.
 */
async function upsertVisitorDayPaths(
  executor: DatabaseExecutor,
  batches: VisitorDayBatch[],
  states: Map<string, VisitorDayState>,
  deltas: AnalyticsRollupDeltas,
): Promise<void> {
  const byKey = new Map<string, Omit<VisitorDayPathsTable, 'prev_last_at'> & { firstAt: number }>();
  for (const batch of batches) {
    const visitorId = (states.get(visitorDayKey(batch.day, batch.visitorHash)) as VisitorDayState).id;
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
  const rows = [...byKey.values()].sort((a, b) => a.visitor_id - b.visitor_id || compare(a.path, b.path));
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    const chunk = rows.slice(offset, offset + CHUNK);
    const returned = await executor
      .insertInto('visitor_day_paths')
      .values(chunk.map(({ firstAt: _firstAt, ...row }) => ({ ...row, prev_last_at: null })))
      .onConflict((conflict) =>
        conflict.columns(['visitor_id', 'path']).doUpdateSet({
          prev_last_at: sql`visitor_day_paths.last_at`,
          last_at: sql`case when excluded.last_at > visitor_day_paths.last_at then excluded.last_at else visitor_day_paths.last_at end`,
          views: sql`visitor_day_paths.views + excluded.views`,
        }),
      )
      .returning(['visitor_id', 'path', 'views', 'last_at', 'prev_last_at'])
      .execute();
    const stored = new Map(returned.map((row) => [`${Number(row.visitor_id)}\u0000${row.path}`, row]));
    for (const row of chunk) {
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
}
