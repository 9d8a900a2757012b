import type { Expression, SelectQueryBuilder } from 'kysely';
import type { Database } from '../storage/database-schema.ts';
import { DAY_MS, HOUR_MS, startOfDay, startOfHour } from '../system/clock.ts';
import type { DatabaseExecutor } from './database-executor.ts';

/**
 * "The last N hours" split so that every part is read from the cheapest exact source:
 *   [start, firstFullHour)  raw rows (less than an hour of them)
 *   [firstFullHour, nextDay) hourly rollups (the rest of the start's day)
 *   [nextDay, ...)           daily rollups (every later day, today included, which ends at now)
 * The window always ends now, so nothing later than now needs excluding.
 */
export interface PeriodWindow {
  start: number;
  firstFullHour: number;
  startDay: number;
  nextDay: number;
}

export function periodWindow(now: number, hours: number): PeriodWindow {
  const start = now - hours * HOUR_MS;
  const hour = startOfHour(start);
  const firstFullHour = hour === start ? start : hour + HOUR_MS;
  const startDay = startOfDay(start);
  return { start, firstFullHour, startDay, nextDay: startDay + DAY_MS };
}

export interface KeyCount {
  key: string;
  count: number;
}

/**
 * Adds up, per key, the counts a window's parts select (raw rows, hourly rollups, daily rollups,
 * each selecting `key` and `count`): largest total first, ties by key, keys totalling 0 left out.
 */
export async function totalsByKey<Tables extends keyof Database>(
  db: DatabaseExecutor,
  [first, ...rest]: [SelectQueryBuilder<Database, Tables, KeyCount>, ...Expression<KeyCount>[]],
  limit?: number,
): Promise<KeyCount[]> {
  let query = db
    .selectFrom(rest.reduce<SelectQueryBuilder<Database, Tables, KeyCount>>((union, part) => union.unionAll(part), first).as('parts'))
    .select((eb) => ['parts.key', eb.fn.sum<number>('parts.count').as('total')])
    .groupBy('parts.key')
    .having((eb) => eb.fn.sum('parts.count'), '>', 0)
    .orderBy('total', 'desc')
    .orderBy('parts.key', 'asc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.total) }));
}
