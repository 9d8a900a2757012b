import { expect, it } from 'vitest';
import { type PageViewEvent, ingestPageViews } from '../src/repositories/page-view-ingest.ts';
import { applyTimeOnPage } from '../src/repositories/time-on-page-ingest.ts';
import { ingestCalculatorResults } from '../src/repositories/results-ingest.ts';
import type { Storage } from '../src/storage/open-storage.ts';
import { DAY_MS, MINUTE_MS } from '../src/system/clock.ts';
import { analyticsRollupRows, resultRollupRows } from './helpers/rollup-rows.ts';
import { createTestDatabase, describeEachDatabase } from './helpers/test-storage.ts';
import { TEST_NOW } from './helpers/test-app.ts';

// The bench seeds its 10 million page views through ingestPageViews in large batches, while live
// ingest commits whatever arrived together, often one view. Both must leave identical tables.

function syntheticTraffic(count: number): PageViewEvent[] {
  let state = 12345;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const start = TEST_NOW - 3 * DAY_MS;
  const events: PageViewEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    const visitor = Math.floor(random() * 40);
    events.push({
      at: start + Math.floor(random() * 3 * DAY_MS * 0.2) * 5 + (visitor % 5) * 7 * MINUTE_MS,
      visitorHash: `v${visitor}`,
      path: ['/', '/faq', '/blog/a', '/uae'][Math.floor(random() * 4)] as string,
      referrerSource: ['Direct', 'Google', 'Facebook'][Math.floor(random() * 3)] as string,
      countryCode: visitor % 4 === 0 ? null : (['AE', 'SA', 'IN'][visitor % 3] as string),
      city: null,
      deviceClass: visitor % 2 === 0 ? 'mobile' : 'desktop',
      browser: 'Chrome',
      os: 'Android',
    });
  }
  return events.sort((a, b) => a.at - b.at);
}

async function snapshot(storage: Storage) {
  const { db } = storage;
  // A histogram row that went up and back down to zero means the same as no row.
  const rollups = (await analyticsRollupRows(db)).filter((row) =>
    [row.page_views, row.sessions, row.bounces, row.visitors, row.time_on_page_total, row.time_on_page_count].some(
      (value) => Number(value) !== 0,
    ),
  );
  const visitors = await db
    .selectFrom('visitor_days')
    .select(['day', 'visitor_hash', 'first_at', 'last_at', 'views', 'session_started_at', 'session_views'])
    .orderBy('day')
    .orderBy('visitor_hash')
    .execute();
  const visitorIds = new Map(
    (await db.selectFrom('visitor_days').select(['id', 'visitor_hash', 'day']).execute()).map((row) => [
      Number(row.id),
      `${row.day}|${row.visitor_hash}`,
    ]),
  );
  const visits = (await db.selectFrom('visit_sessions').selectAll().execute())
    .map((row) => ({
      visitor: visitorIds.get(Number(row.visitor_id)),
      started_at: Number(row.started_at),
      views: Number(row.views),
      country_code: row.country_code,
      referrer_source: row.referrer_source,
    }))
    .sort((a, b) => (a.visitor! < b.visitor! ? -1 : a.visitor! > b.visitor! ? 1 : a.started_at - b.started_at));
  const paths = (await db.selectFrom('visitor_day_paths').selectAll().execute())
    .map((row) => ({
      visitor: visitorIds.get(Number(row.visitor_id)),
      path: row.path,
      last_at: Number(row.last_at),
      views: Number(row.views),
    }))
    .sort((a, b) => (`${a.visitor}|${a.path}` < `${b.visitor}|${b.path}` ? -1 : 1));
  const views = (await db.selectFrom('page_views').select(['created_at', 'path', 'visitor_id', 'time_on_page']).execute())
    .map((row) => ({ at: Number(row.created_at), path: row.path, visitor: visitorIds.get(Number(row.visitor_id)), time: row.time_on_page }))
    .sort((a, b) => a.at - b.at || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || (a.visitor! < b.visitor! ? -1 : 1));
  const results = await resultRollupRows(db);
  return JSON.parse(
    JSON.stringify({ rollups, visitors, visits, paths, views, results }, (_key, value: unknown) =>
      typeof value === 'bigint' ? Number(value) : value,
    ),
  ) as unknown;
}

describeEachDatabase('batch size does not change what is stored', (database) => {
  it('gives identical tables for one-by-one ingest and one large batch', async () => {
    const events = syntheticTraffic(600);
    const dialect = database().storage.dialect;
    const oneByOne = database().storage;
    for (const event of events) await oneByOne.db.transaction().execute((transaction) => ingestPageViews(transaction, [event]));
    const bulk = await createTestDatabase(dialect);
    try {
      await bulk.storage.db.transaction().execute((transaction) => ingestPageViews(transaction, events));
      const beacons = events
        .filter((_, index) => index % 7 === 0)
        .map((event) => ({ at: event.at + 60_000, visitorHash: event.visitorHash, path: event.path, seconds: 30 }));
      const results = events
        .filter((_, index) => index % 5 === 0)
        .map((event, index) => ({
          at: event.at,
          verdict: (['Pass', 'Fail', 'Borderline'] as const)[index % 3]!,
          country: 'UAE',
          city: index % 2 ? 'Dubai' : null,
        }));
      for (const beacon of beacons) await oneByOne.db.transaction().execute((transaction) => applyTimeOnPage(transaction, [beacon]));
      await bulk.storage.db.transaction().execute((transaction) => applyTimeOnPage(transaction, beacons));
      for (const result of results)
        await oneByOne.db.transaction().execute((transaction) => ingestCalculatorResults(transaction, [result]));
      await bulk.storage.db.transaction().execute((transaction) => ingestCalculatorResults(transaction, results));
      const [expected, actual] = await Promise.all([snapshot(oneByOne), snapshot(bulk.storage)]);
      expect(actual).toEqual(expected);
      expect((expected as { visits: unknown[] }).visits.length).toBeGreaterThan(50);
    } finally {
      await bulk.destroy();
    }
  });
});
