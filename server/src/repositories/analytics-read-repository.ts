import type { Expression, SelectQueryBuilder } from 'kysely';
import { countryNameFor } from '../analytics/geolocation.ts';
import type { ActivityItem, AnalyticsStats, CountryVisitors, TopPage, TrafficSource } from '../../../contracts/analytics.ts';
import { MINUTE_MS, DAY_MS, startOfDay } from '../system/clock.ts';
import type { AnalyticsDimension, Database } from '../storage/database-schema.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { DatabaseExecutor } from './database-executor.ts';
import { type KeyCount, type PeriodWindow, periodWindow, totalsByKey } from './period-window.ts';

const REALTIME_WINDOW_MS = 5 * MINUTE_MS;
const PATHS_PER_QUERY = 500;

type CountedColumn = 'page_views' | 'sessions';

/**
 * The dashboard's reads. Each one sums daily rollups for whole days, hourly rollups for the rest of
 * the start's day and raw rows for its first partial hour (see PeriodWindow), so it reads at most a
 * few thousand rows whatever the period or the traffic, and is exact to the millisecond.
 */
export class AnalyticsReadRepository {
  constructor(private readonly storage: Storage) {}

  realtimeVisitors(now: number): Promise<number> {
    return this.read(async (db) => {
      const today = startOfDay(now);
      const row = await db
        .selectFrom('visitor_days')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('day', 'in', [today - DAY_MS, today])
        .where('last_at', '>=', now - REALTIME_WINDOW_MS)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    });
  }

  recentActivity(limit: number): Promise<ActivityItem[]> {
    return this.read(async (db) => {
      const rows = await db
        .selectFrom('page_views')
        .select(['path', 'country_code', 'city', 'created_at', 'time_on_page'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        page: row.path,
        country: countryNameFor(row.country_code),
        countryCode: row.country_code,
        city: row.city,
        timestamp: new Date(Number(row.created_at)).toISOString(),
        timeOnPage: row.time_on_page === null ? null : Number(row.time_on_page),
      }));
    });
  }

  stats(now: number, hours: number): Promise<AnalyticsStats> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const [rollups, rawViews, rawVisits, uniqueVisitors] = await Promise.all([
        this.sumAllRollups(db, window),
        db
          .selectFrom('page_views')
          .select((eb) => [
            eb.fn.countAll<number>().as('page_views'),
            eb.fn.coalesce(eb.fn.sum<number>('time_on_page'), eb.lit(0)).as('time_total'),
            eb.fn.count<number>('time_on_page').as('time_count'),
          ])
          .where('created_at', '>=', window.start)
          .where('created_at', '<', window.firstFullHour)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('visit_sessions')
          .select((eb) => [
            eb.fn.countAll<number>().as('sessions'),
            eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('views', '=', 1).then(1).else(0).end()), eb.lit(0)).as('bounces'),
          ])
          .where('started_at', '>=', window.start)
          .where('started_at', '<', window.firstFullHour)
          .executeTakeFirstOrThrow(),
        this.uniqueVisitors(db, window),
      ]);
      const pageViews = rollups.pageViews + Number(rawViews.page_views);
      const sessions = rollups.sessions + Number(rawVisits.sessions);
      const bounces = rollups.bounces + Number(rawVisits.bounces);
      const timeTotal = rollups.timeTotal + Number(rawViews.time_total);
      const timeCount = rollups.timeCount + Number(rawViews.time_count);
      return {
        totalVisitors: sessions,
        uniqueVisitors,
        pageViews,
        avgTimeOnPage: timeCount === 0 ? 0 : roundToTenth(timeTotal / timeCount),
        bounceRate: sessions === 0 ? 0 : roundToTenth((bounces / sessions) * 100),
      };
    });
  }

  topPages(now: number, hours: number, limit: number): Promise<TopPage[]> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const raw = db
        .selectFrom('page_views')
        .select((eb) => ['path as key', eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', window.start)
        .where('created_at', '<', window.firstFullHour)
        .groupBy('path');
      const top = await this.topKeys(db, 'page', 'page_views', window, raw, limit);
      if (top.length === 0) return [];
      const visitors = await this.uniqueVisitorsByPage(
        db,
        window,
        top.map((entry) => entry.key),
      );
      return top.map((entry) => ({ page: entry.key, views: entry.count, uniqueVisitors: visitors.get(entry.key) ?? 0 }));
    });
  }

  trafficSources(now: number, hours: number, limit: number): Promise<TrafficSource[]> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const raw = db
        .selectFrom('visit_sessions')
        .select((eb) => ['referrer_source as key', eb.fn.countAll<number>().as('count')])
        .where('started_at', '>=', window.start)
        .where('started_at', '<', window.firstFullHour)
        .groupBy('referrer_source');
      const top = await this.topKeys(db, 'source', 'sessions', window, raw, limit);
      return top.map((entry) => ({ source: entry.key, count: entry.count }));
    });
  }

  /** Every visit (30-minute session) started in the period: the total the stats call names totalVisitors. */
  visits(now: number, hours: number): Promise<number> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const [rollups, raw] = await Promise.all([
        this.sumAllRollups(db, window),
        db
          .selectFrom('visit_sessions')
          .select((eb) => eb.fn.countAll<number>().as('sessions'))
          .where('started_at', '>=', window.start)
          .where('started_at', '<', window.firstFullHour)
          .executeTakeFirstOrThrow(),
      ]);
      return rollups.sessions + Number(raw.sessions);
    });
  }

  countries(now: number, hours: number, limit: number): Promise<CountryVisitors[]> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const raw = db
        .selectFrom('visit_sessions')
        .select((eb) => [eb.fn.coalesce('country_code', eb.val('')).as('key'), eb.fn.countAll<number>().as('count')])
        .where('started_at', '>=', window.start)
        .where('started_at', '<', window.firstFullHour)
        .groupBy('country_code');
      const top = await this.topKeys(db, 'country', 'sessions', window, raw, limit);
      return top.map((entry) => ({
        country: countryNameFor(entry.key || null),
        countryCode: entry.key || null,
        count: entry.count,
      }));
    });
  }

  private read<T>(query: (db: DatabaseExecutor) => Promise<T>): Promise<T> {
    return this.storage.availability.run(() => query(this.storage.db));
  }

  /** The rollup rows of one dimension that lie inside the window: hours of the start day, then days. */
  private rollupRows(db: DatabaseExecutor, dimension: AnalyticsDimension, window: PeriodWindow): { hours: RollupRows; days: RollupRows } {
    const hours = db
      .selectFrom('analytics_rollups')
      .where('dimension', '=', dimension)
      .where('grain', '=', 'hour')
      .where('bucket', '>=', window.firstFullHour)
      .where('bucket', '<', window.nextDay);
    const days = db
      .selectFrom('analytics_rollups')
      .where('dimension', '=', dimension)
      .where('grain', '=', 'day')
      .where('bucket', '>=', window.nextDay);
    return { hours, days };
  }

  private async sumAllRollups(db: DatabaseExecutor, window: PeriodWindow) {
    const { hours, days } = this.rollupRows(db, 'all', window);
    const sums = (query: typeof hours) =>
      query.select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('page_views'), eb.lit(0)).as('page_views'),
        eb.fn.coalesce(eb.fn.sum<number>('sessions'), eb.lit(0)).as('sessions'),
        eb.fn.coalesce(eb.fn.sum<number>('bounces'), eb.lit(0)).as('bounces'),
        eb.fn.coalesce(eb.fn.sum<number>('time_on_page_total'), eb.lit(0)).as('time_total'),
        eb.fn.coalesce(eb.fn.sum<number>('time_on_page_count'), eb.lit(0)).as('time_count'),
      ]);
    const rows = await sums(hours).unionAll(sums(days)).execute();
    const total = { pageViews: 0, sessions: 0, bounces: 0, timeTotal: 0, timeCount: 0 };
    for (const row of rows) {
      total.pageViews += Number(row.page_views);
      total.sessions += Number(row.sessions);
      total.bounces += Number(row.bounces);
      total.timeTotal += Number(row.time_total);
      total.timeCount += Number(row.time_count);
    }
    return total;
  }

  /**
   * Distinct visitors per salt-day: every visitor-day after the start day is counted by the daily
   * rollup; on the start day a visitor is in the window exactly when their last view is at or after
   * the window's start.
   */
  private async uniqueVisitors(db: DatabaseExecutor, window: PeriodWindow): Promise<number> {
    const [startDay, laterDays] = await Promise.all([
      db
        .selectFrom('visitor_days')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('day', '=', window.startDay)
        .where('last_at', '>=', window.start)
        .executeTakeFirstOrThrow(),
      this.rollupRows(db, 'all', window)
        .days.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('visitors'), eb.lit(0)).as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return Number(startDay.count) + Number(laterDays.count);
  }

  /**
   * The same rule per page, for the pages asked about. On the start day, a pair is in the window when
   * its last view is at or after the start: pairs last seen in a later hour of that day come from the
   * 'page-last-seen' hourly histogram, those last seen in the start's own partial hour from the rows.
   */
  private async uniqueVisitorsByPage(db: DatabaseExecutor, window: PeriodWindow, paths: string[]): Promise<Map<string, number>> {
    // The export asks for every page: a few hundred at a time keeps each IN list far below the
    // drivers' parameter limits.
    if (paths.length > PATHS_PER_QUERY) {
      const counts = new Map<string, number>();
      for (let offset = 0; offset < paths.length; offset += PATHS_PER_QUERY) {
        for (const [path, count] of await this.uniqueVisitorsByPage(db, window, paths.slice(offset, offset + PATHS_PER_QUERY))) {
          counts.set(path, count);
        }
      }
      return counts;
    }
    const visitorsByPage = (rollups: RollupRows) =>
      rollups
        .select((eb) => ['key', eb.fn.coalesce(eb.fn.sum<number>('visitors'), eb.lit(0)).as('count')])
        .where('key', 'in', paths)
        .groupBy('key')
        .execute();
    const [partialHour, laterHours, laterDays] = await Promise.all([
      db
        .selectFrom('visitor_day_paths')
        .select((eb) => ['path as key', eb.fn.countAll<number>().as('count')])
        .where('day', '=', window.startDay)
        .where('last_at', '>=', window.start)
        .where('last_at', '<', window.firstFullHour)
        .where('path', 'in', paths)
        .groupBy('path')
        .execute(),
      visitorsByPage(this.rollupRows(db, 'page-last-seen', window).hours),
      visitorsByPage(this.rollupRows(db, 'page', window).days),
    ]);
    const counts = new Map<string, number>();
    for (const row of [...partialHour, ...laterHours, ...laterDays]) counts.set(row.key, (counts.get(row.key) ?? 0) + Number(row.count));
    return counts;
  }

  /**
   * The keys of one dimension with the highest total over the window. `raw` must select `key` and
   * `count` from the raw rows of the window's first partial hour.
   */
  private topKeys(
    db: DatabaseExecutor,
    dimension: AnalyticsDimension,
    column: CountedColumn,
    window: PeriodWindow,
    raw: Expression<KeyCount>,
    limit: number,
  ): Promise<KeyCount[]> {
    const { hours, days } = this.rollupRows(db, dimension, window);
    const byKey = (query: typeof hours) => query.select((eb) => ['key', eb.fn.sum<number>(column).as('count')]).groupBy('key');
    return totalsByKey(db, [byKey(hours), byKey(days), raw], limit);
  }
}

type RollupRows = SelectQueryBuilder<Database, 'analytics_rollups', object>;

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
