import { sql } from 'kysely';
import { startOfDay } from '../system/clock.ts';
import { AnalyticsRollupDeltas } from './analytics-rollup-deltas.ts';
import type { DatabaseExecutor } from './database-executor.ts';

/** Longer readings are a tab left open, not reading time; they are stored as this many seconds. */
const TIME_ON_PAGE_CAP_SECONDS = 3600;

export interface TimeOnPageEvent {
  at: number;
  visitorHash: string;
  path: string;
  seconds: number;
}

/** 'unmatched': no page view of that page by that visitor today to attach the time to. */
export type TimeOnPageOutcome = 'recorded' | 'unmatched';

const CHUNK = 500;

/**
 * Attaches each beacon's seconds to the visitor's latest page view of that page that has no time yet,
 * and adds them to the rollups of the hour and day of that page view, inside the caller's transaction.
 */
export async function applyTimeOnPage(executor: DatabaseExecutor, beacons: readonly TimeOnPageEvent[]): Promise<TimeOnPageOutcome[]> {
  const outcomes: TimeOnPageOutcome[] = beacons.map(() => 'unmatched');
  const visitorIds = await findVisitorIds(executor, beacons);
  const ids = [...new Set(visitorIds.values())];
  if (ids.length === 0) return outcomes;

  const candidates: { id: number; visitor_id: number; path: string; created_at: number }[] = [];
  for (let offset = 0; offset < ids.length; offset += CHUNK) {
    const rows = await executor
      .selectFrom('page_views')
      .select(['id', 'visitor_id', 'path', 'created_at'])
      .where('visitor_id', 'in', ids.slice(offset, offset + CHUNK))
      .where('time_on_page', 'is', null)
      .execute();
    for (const row of rows)
      candidates.push({ id: Number(row.id), visitor_id: Number(row.visitor_id), path: row.path, created_at: Number(row.created_at) });
  }
  // Latest first, so each beacon takes the most recent view it can belong to.
  candidates.sort((a, b) => b.created_at - a.created_at || b.id - a.id);

  const taken = new Set<number>();
  const updates: { id: number; seconds: number }[] = [];
  const deltas = new AnalyticsRollupDeltas();
  beacons.forEach((beacon, index) => {
    const visitorId = visitorIds.get(`${startOfDay(beacon.at)}\u0000${beacon.visitorHash}`);
    if (visitorId === undefined) return;
    const view = candidates.find(
      (candidate) =>
        candidate.visitor_id === visitorId &&
        candidate.path === beacon.path &&
        candidate.created_at <= beacon.at &&
        !taken.has(candidate.id),
    );
    if (!view) return;
    taken.add(view.id);
    const seconds = Math.min(Math.round(beacon.seconds), TIME_ON_PAGE_CAP_SECONDS);
    updates.push({ id: view.id, seconds });
    deltas.add('all', view.created_at, '', { time_on_page_total: seconds, time_on_page_count: 1 });
    deltas.add('page', view.created_at, view.path, { time_on_page_total: seconds, time_on_page_count: 1 });
    outcomes[index] = 'recorded';
  });

  updates.sort((a, b) => a.id - b.id);
  for (let offset = 0; offset < updates.length; offset += CHUNK) {
    const chunk = updates.slice(offset, offset + CHUNK);
    const cases = sql.join(
      chunk.map((update) => sql`when ${update.id} then cast(${update.seconds} as integer)`),
      sql` `,
    );
    await executor
      .updateTable('page_views')
      .set({ time_on_page: sql<number>`case id ${cases} end` })
      .where(
        'id',
        'in',
        chunk.map((update) => update.id),
      )
      .execute();
  }
  if (!deltas.isEmpty) await deltas.write(executor);
  return outcomes;
}

async function findVisitorIds(executor: DatabaseExecutor, beacons: readonly TimeOnPageEvent[]): Promise<Map<string, number>> {
  const hashesByDay = new Map<number, Set<string>>();
  for (const beacon of beacons) {
    const day = startOfDay(beacon.at);
    const hashes = hashesByDay.get(day) ?? new Set<string>();
    hashes.add(beacon.visitorHash);
    hashesByDay.set(day, hashes);
  }
  const ids = new Map<string, number>();
  for (const [day, hashSet] of hashesByDay) {
    const hashes = [...hashSet];
    for (let offset = 0; offset < hashes.length; offset += CHUNK) {
      const rows = await executor
        .selectFrom('visitor_days')
        .select(['id', 'visitor_hash'])
        .where('day', '=', day)
        .where('visitor_hash', 'in', hashes.slice(offset, offset + CHUNK))
        .execute();
      for (const row of rows) ids.set(`${day}\u0000${row.visitor_hash}`, Number(row.id));
    }
  }
  return ids;
}
