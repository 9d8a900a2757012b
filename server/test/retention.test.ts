import { afterAll, beforeAll, expect, it } from 'vitest';
import { listLimits, periodHours } from '../../contracts/admin.ts';
import type { DatabaseExecutor } from '../src/repositories/database-executor.ts';
import { retentionCutoff } from '../src/repositories/expired-rows.ts';
import { ingestPageViews } from '../src/repositories/page-view-ingest.ts';
import { rebuildRollups } from '../src/repositories/rollup-rebuild.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../src/system/clock.ts';
import { RetentionTask } from '../src/system/retention-task.ts';
import { analyticsRollupRows, resultRollupRows } from './helpers/rollup-rows.ts';
import { seededRandom } from './helpers/seeded-random.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-storage.ts';
import { IPHONE_SAFARI, DESKTOP_CHROME, TEST_NOW, createTestApp, trackPageView, trackResult, type TestApp } from './helpers/test-app.ts';

// RETENTION_DAYS deletes raw rows; the dashboards must not notice. Two stores take the same 101 days
// of traffic; one keeps everything, the other runs the retention task, and every dashboard call, for
// every period it offers, must answer the same on both, before and after a rollup rebuild, and again
// a day later.

const RETENTION_DAYS = 90;
const addresses = ['203.0.113.10', '203.0.113.11', '198.51.100.20', '198.51.100.21', '192.0.2.30', '10.1.2.3'];
const pages = ['/', '/faq', '/uae', '/blog/a', '/calculator'];
const referrers = [null, 'https://www.google.com/search?q=x', 'https://t.co/abc', 'https://news.example.org/a'];
const verdicts = ['Pass', 'Borderline', 'Fail'];
const places = [
  { country: 'UAE', city: 'Dubai' },
  { country: 'KSA', city: 'Riyadh' },
  { country: 'Qatar', city: null },
];

/**
 * The same seeded requests into every app, in time order, each at its instant: visits on the given
 * days (offsets from TEST_NOW's day) at several hours, among them the hours the 90-day window starts
 * in now (14:20 UTC) and a day later (16:20), on both sides of the start, so the partial-hour reads
 * of the raw rows are exercised.
 */
async function driveDays(apps: TestApp[], days: number[], seed: number): Promise<void> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const end = Math.max(...apps.map((t) => t.clock.now()));
  for (const day of days) {
    for (const minuteOfDay of [35, 14 * 60 + 5, 14 * 60 + 40, 16 * 60 + 5, 16 * 60 + 40, 20 * 60 + 10]) {
      const at = TEST_NOW - 14 * HOUR_MS - 20 * MINUTE_MS + day * DAY_MS + minuteOfDay * MINUTE_MS;
      if (at > end) continue;
      const visitor = { ip: pick(addresses), userAgent: random() < 0.5 ? DESKTOP_CHROME : IPHONE_SAFARI };
      const paths = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(pages));
      const referrer = pick(referrers);
      const place = pick(places);
      const verdict = pick(verdicts);
      for (const t of apps) {
        for (const [view, path] of paths.entries()) {
          t.clock.set(at + view * 4 * MINUTE_MS);
          const response = await trackPageView(t.app, path, { ...visitor, referrer: view === 0 ? referrer : null });
          expect(response.statusCode).toBe(202);
        }
        expect((await trackResult(t.app, { verdict, ...place })).statusCode).toBe(202);
      }
    }
  }
}

/** Every dashboard call for every period (lists at their longest, so no key is left out). */
async function dashboards(t: TestApp, token: string): Promise<Record<string, unknown>> {
  // Recent activity is the latest views whatever their age: the dashboard shows 15, all recent.
  const urls = ['/api/admin/analytics/realtime', `/api/admin/analytics/activity?limit=${listLimits.activity}`];
  for (const hours of periodHours) {
    urls.push(
      `/api/admin/analytics/stats/${hours}`,
      `/api/admin/analytics/top-pages/${hours}?limit=100`,
      `/api/admin/analytics/sources/${hours}?limit=100`,
      `/api/admin/analytics/countries/${hours}?limit=100`,
      `/api/admin/analytics/visitors/${hours}`,
      `/api/admin/results/stats/${hours}`,
      `/api/admin/results/countries/${hours}?limit=100`,
      `/api/admin/results/cities/${hours}?limit=100`,
    );
  }
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await t.asAdmin(token, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    answers[url] = response.json();
  }
  return answers;
}

async function rawRowsBefore(db: DatabaseExecutor, cutoff: number) {
  const count = async (query: Promise<{ count: number | string }>) => Number((await query).count);
  return {
    pageViews: await count(
      db
        .selectFrom('page_views')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_at', '<', cutoff)
        .executeTakeFirstOrThrow(),
    ),
    visits: await count(
      db
        .selectFrom('visit_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('started_at', '<', cutoff)
        .executeTakeFirstOrThrow(),
    ),
    visitorDays: await count(
      db
        .selectFrom('visitor_days')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('day', '<', cutoff)
        .executeTakeFirstOrThrow(),
    ),
    visitorDayPaths: await count(
      db
        .selectFrom('visitor_day_paths')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('day', '<', cutoff)
        .executeTakeFirstOrThrow(),
    ),
    results: await count(
      db
        .selectFrom('calculator_results')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_at', '<', cutoff)
        .executeTakeFirstOrThrow(),
    ),
  };
}

async function rollups(db: DatabaseExecutor) {
  const numbers = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => [name, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]),
      ),
    );
  return { analytics: numbers(await analyticsRollupRows(db)), results: numbers(await resultRollupRows(db)) };
}

describeEachDatabase('retention', (database, dialect) => {
  let reference: TestDatabase;
  let kept: TestApp;
  let pruned: TestApp;
  let keptToken: string;
  let prunedToken: string;

  beforeAll(async () => {
    reference = await createTestDatabase(dialect);
    kept = await createTestApp(reference.storage);
    pruned = await createTestApp(database().storage);
    keptToken = await kept.login();
    prunedToken = await pruned.login();
    // Days that expire (before -90), the window's first days now and a day later, and some after.
    await driveDays([kept, pruned], [-100, -97, -92, -91, -90, -89, -88, -60, -30, -7, -1, 0], 16);
    for (const t of [kept, pruned]) t.clock.set(TEST_NOW);
  }, 120_000);
  afterAll(async () => {
    await kept.close();
    await pruned.close();
    await reference.destroy();
  });

  const task = (batchSize: number) =>
    new RetentionTask(database().storage, { retentionDays: RETENTION_DAYS, clock: pruned.clock, batchSize, pauseMs: 0 });

  it('deletes the raw rows of days more than RETENTION_DAYS ago, in batches, and keeps the rest', async () => {
    const cutoff = retentionCutoff(TEST_NOW, RETENTION_DAYS);
    const before = await rawRowsBefore(database().storage.db, cutoff);
    expect(before.pageViews).toBeGreaterThan(20);
    // Small batches: many transactions, each deleting from every table.
    const deleted = await task(7).runOnce();
    expect(deleted).toBe(Object.values(before).reduce((sum, count) => sum + count, 0));
    expect(await rawRowsBefore(database().storage.db, cutoff)).toEqual({
      pageViews: 0,
      visits: 0,
      visitorDays: 0,
      visitorDayPaths: 0,
      results: 0,
    });
    // What is newer is all still there, row for row as in the store that deletes nothing.
    const newer = async (db: DatabaseExecutor) => ({
      views: await db
        .selectFrom('page_views')
        .select(['created_at', 'path', 'referrer_source', 'country_code'])
        .where('created_at', '>=', cutoff)
        .orderBy('created_at')
        .orderBy('path')
        .execute(),
      results: await db
        .selectFrom('calculator_results')
        .select(['created_at', 'verdict', 'country', 'city'])
        .where('created_at', '>=', cutoff)
        .orderBy('created_at')
        .execute(),
    });
    expect(await newer(database().storage.db)).toEqual(await newer(reference.storage.db));
    expect(await task(7).runOnce()).toBe(0);
  });

  it('leaves every dashboard period exact, and a rollup rebuild from the cutoff changes nothing', async () => {
    expect(await dashboards(pruned, prunedToken)).toEqual(await dashboards(kept, keptToken));
    // The rollups are untouched by the deletion, and rebuilding the days still held in raw rows
    // gives them again, while the older days' rollups, which nothing could rebuild, stay.
    expect(await rollups(database().storage.db)).toEqual(await rollups(reference.storage.db));
    await rebuildRollups(database().storage, retentionCutoff(TEST_NOW, RETENTION_DAYS));
    const rebuilt = await rollups(database().storage.db);
    const reference_ = await rollups(reference.storage.db);
    // A rebuild leaves out rows whose counters are all zero (ingest can leave one behind).
    const nonZero = (rows: Record<string, unknown>[]) =>
      rows.filter((row) => Object.entries(row).some(([name, value]) => typeof value === 'number' && name !== 'bucket' && value !== 0));
    expect(nonZero(rebuilt.analytics)).toEqual(nonZero(reference_.analytics));
    expect(nonZero(rebuilt.results)).toEqual(nonZero(reference_.results));
    expect(await dashboards(pruned, prunedToken)).toEqual(await dashboards(kept, keptToken));
  });

  it('stays exact a day later, after the next run, with new traffic', async () => {
    for (const t of [kept, pruned]) t.clock.set(TEST_NOW + DAY_MS + 2 * HOUR_MS);
    await driveDays([kept, pruned], [1], 99);
    for (const t of [kept, pruned]) t.clock.set(TEST_NOW + DAY_MS + 2 * HOUR_MS);
    // Sessions last 12 hours on the test clock too.
    keptToken = await kept.login();
    prunedToken = await pruned.login();
    expect(await task(50).runOnce()).toBeGreaterThan(0);
    expect(await dashboards(pruned, prunedToken)).toEqual(await dashboards(kept, keptToken));
  });

  it('lets ingest through while it deletes: page views are acknowledged before the run ends', async () => {
    // 3,000 page views of 200 days ago to delete, stored by the ingest code itself, then a slow run:
    // ten rows per table per batch, a rest between batches.
    const old = TEST_NOW - 200 * DAY_MS;
    const events = Array.from({ length: 3000 }, (_, n) => ({
      at: old + n * 1000,
      visitorHash: `old-visitor-${n % 300}`,
      path: pages[n % pages.length] as string,
      referrerSource: 'Direct',
      countryCode: 'AE',
      city: 'Dubai',
      deviceClass: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
    }));
    await database()
      .storage.db.transaction()
      .execute((transaction) => ingestPageViews(transaction, events));
    pruned.clock.set(TEST_NOW + DAY_MS + 3 * HOUR_MS);
    const slow = new RetentionTask(database().storage, { retentionDays: RETENTION_DAYS, clock: pruned.clock, batchSize: 10, pauseMs: 5 });
    let finished = false;
    const run = slow.runOnce().then((deleted) => {
      finished = true;
      return deleted;
    });
    for (let n = 0; n < 5; n += 1) {
      expect((await trackPageView(pruned.app, `/during-${n}`)).statusCode).toBe(202);
    }
    expect(finished).toBe(false);
    expect(await run).toBeGreaterThanOrEqual(3000);
    const during = await database().storage.db.selectFrom('page_views').select('path').where('path', 'like', '/during-%').execute();
    expect(during).toHaveLength(5);
    expect(await rawRowsBefore(database().storage.db, retentionCutoff(pruned.clock.now(), RETENTION_DAYS))).toMatchObject({
      pageViews: 0,
      visitorDays: 0,
    });
  });
});
