import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERIOD_VISITS_HEADER } from '../../contracts/analytics.ts';
import { AnalyticsReadRepository } from '../src/repositories/analytics-read-repository.ts';
import { type PageViewEvent, SESSION_GAP_MS, ingestPageViews } from '../src/repositories/page-view-ingest.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfDay } from '../src/system/clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import {
  GOOGLEBOT,
  IPHONE_SAFARI,
  TEST_DAY,
  TEST_NOW,
  at,
  createTestApp,
  sendBeacon,
  trackPageView,
  type TestApp,
} from './helpers/test-app.ts';

const A = { ip: '203.0.113.10' }; // Dubai, desktop Chrome
const B = { ip: '198.51.100.20', userAgent: IPHONE_SAFARI }; // Riyadh, iPhone
const C = { ip: '10.1.2.3' }; // a private address: country Unknown
const D = { ip: '192.0.2.30' }; // Kochi

// The hand-built fixture (times are UTC; "now" is day 0, 14:20). Visits and bounces by hand:
//   A  day -1  10:00 /  (google)      10:10 /faq          one visit, 2 views
//   A  day  0  13:50 /  (direct)      14:05 /blog/a       one visit, 2 views (a new visitor-day)
//   B  day  0  09:00 /  (facebook)    13:10 /faq (t.co)   two visits (gap > 30 min), both bounces
//   C  day  0  14:15 /faq (bing)                          one visit, a bounce, country Unknown
//   D  day -8  12:00 /   and  day -60 12:00 /uae          two visits, both bounces
//   Googlebot day 0 14:00 /                               not counted
// Beacons: A /faq 100 s (day -1), A / 45 s and B /faq 20 s (day 0); a 2 s beacon and one for a page
// never viewed are not counted.
const fixture: { time: number; visitor: { ip: string; userAgent?: string }; page: string; referrer?: string }[] = [
  { time: at(-60, 12, 0), visitor: D, page: '/uae' },
  { time: at(-8, 12, 0), visitor: D, page: '/' },
  { time: at(-1, 10, 0), visitor: A, page: '/', referrer: 'https://www.google.com/' },
  { time: at(-1, 10, 10), visitor: A, page: '/faq', referrer: 'https://www.google.com/' },
  { time: at(0, 9, 0), visitor: B, page: '/', referrer: 'https://m.facebook.com/story' },
  { time: at(0, 13, 10), visitor: B, page: '/FAQ/', referrer: 'https://t.co/abc' },
  { time: at(0, 13, 50), visitor: A, page: 'https://salary.example/', referrer: '' },
  { time: at(0, 14, 0), visitor: { ip: '203.0.113.11', userAgent: GOOGLEBOT }, page: '/' },
  { time: at(0, 14, 5), visitor: A, page: '/blog/a?utm=x#top' },
  { time: at(0, 14, 15), visitor: C, page: '/faq', referrer: 'https://www.bing.com/search?q=gulf+salary' },
];

describeEachDatabase('analytics aggregates against a hand-built fixture', (database) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(database().storage, { now: at(-60, 11, 0) });
    const beacons = [
      { time: at(-1, 10, 15), visitor: A, page: '/faq', seconds: 100 },
      { time: at(0, 13, 12), visitor: B, page: '/faq', seconds: 20 },
      { time: at(0, 14, 6), visitor: A, page: '/', seconds: 45 },
      { time: at(0, 14, 7), visitor: A, page: '/blog/a', seconds: 2 },
      { time: at(0, 14, 8), visitor: A, page: '/terms', seconds: 30 },
    ];
    const steps = [
      ...fixture.map((event) => ({
        time: event.time,
        run: () => trackPageView(t.app, event.page, { ...event.visitor, referrer: event.referrer ?? null }),
      })),
      ...beacons.map((beacon) => ({ time: beacon.time, run: () => sendBeacon(t.app, beacon.page, beacon.seconds, beacon.visitor) })),
    ].sort((a, b) => a.time - b.time);
    for (const step of steps) {
      t.clock.set(step.time);
      const response = await step.run();
      expect(response.statusCode).toBe(202);
    }
    t.clock.set(TEST_NOW);
    token = await t.login();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.asAdmin(token, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as unknown;
  };

  it('computes the stats of every period', async () => {
    expect(await get('/api/admin/analytics/stats/1')).toEqual({
      totalVisitors: 2,
      uniqueVisitors: 2,
      pageViews: 3,
      avgTimeOnPage: 45,
      bounceRate: 50,
    });
    expect(await get('/api/admin/analytics/stats/24')).toEqual({
      totalVisitors: 4,
      uniqueVisitors: 3,
      pageViews: 5,
      avgTimeOnPage: 32.5,
      bounceRate: 75,
    });
    // A visitor seen on two days is two unique visitors: A on day -1 and day 0.
    expect(await get('/api/admin/analytics/stats/168')).toEqual({
      totalVisitors: 5,
      uniqueVisitors: 4,
      pageViews: 7,
      avgTimeOnPage: 55,
      bounceRate: 60,
    });
    expect(await get('/api/admin/analytics/stats/720')).toEqual({
      totalVisitors: 6,
      uniqueVisitors: 5,
      pageViews: 8,
      avgTimeOnPage: 55,
      bounceRate: 66.7,
    });
    expect(await get('/api/admin/analytics/stats/2160')).toEqual({
      totalVisitors: 7,
      uniqueVisitors: 6,
      pageViews: 9,
      avgTimeOnPage: 55,
      bounceRate: 71.4,
    });
  });

  it('refuses periods the dashboard does not offer', async () => {
    for (const hours of ['0', '2', '48', '24.0', '-1', 'abc', '99999']) {
      const response = await t.asAdmin(token, { method: 'GET', url: `/api/admin/analytics/stats/${hours}` });
      expect(response.statusCode, hours).toBe(400);
      expect((response.json() as { details: { path: string }[] }).details[0]?.path).toBe('hours');
    }
  });

  it('ranks top pages with their unique visitors, honouring the limit', async () => {
    expect(await get('/api/admin/analytics/top-pages/1')).toEqual([
      { page: '/', views: 1, uniqueVisitors: 1 },
      { page: '/blog/a', views: 1, uniqueVisitors: 1 },
      { page: '/faq', views: 1, uniqueVisitors: 1 },
    ]);
    expect(await get('/api/admin/analytics/top-pages/24')).toEqual([
      { page: '/', views: 2, uniqueVisitors: 2 },
      { page: '/faq', views: 2, uniqueVisitors: 2 },
      { page: '/blog/a', views: 1, uniqueVisitors: 1 },
    ]);
    expect(await get('/api/admin/analytics/top-pages/2160?limit=2')).toEqual([
      { page: '/', views: 4, uniqueVisitors: 4 },
      { page: '/faq', views: 3, uniqueVisitors: 3 },
    ]);
    expect(((await get('/api/admin/analytics/top-pages/2160')) as unknown[]).length).toBe(4);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/top-pages/24?limit=0' })).statusCode).toBe(400);
  });

  it('counts visits by source, by where each visit began', async () => {
    expect(await get('/api/admin/analytics/sources/1')).toEqual([
      { source: 'Bing', count: 1 },
      { source: 'Direct', count: 1 },
    ]);
    expect(await get('/api/admin/analytics/sources')).toEqual([
      { source: 'Bing', count: 1 },
      { source: 'Direct', count: 1 },
      { source: 'Facebook', count: 1 },
      { source: 'X (Twitter)', count: 1 },
    ]);
    expect(await get('/api/admin/analytics/sources?hours=168&limit=3')).toEqual([
      { source: 'Bing', count: 1 },
      { source: 'Direct', count: 1 },
      { source: 'Facebook', count: 1 },
    ]);
    expect(await get('/api/admin/analytics/sources/2160')).toEqual([
      { source: 'Direct', count: 3 },
      { source: 'Bing', count: 1 },
      { source: 'Facebook', count: 1 },
      { source: 'Google', count: 1 },
      { source: 'X (Twitter)', count: 1 },
    ]);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/sources?hours=5' })).statusCode).toBe(400);
  });

  it('counts visits by country, naming unlocated ones Unknown', async () => {
    expect(await get('/api/admin/analytics/countries')).toEqual([
      { country: 'Saudi Arabia', countryCode: 'SA', count: 2 },
      { country: 'Unknown', countryCode: null, count: 1 },
      { country: 'United Arab Emirates', countryCode: 'AE', count: 1 },
    ]);
    // Ties are broken by country code: AE, IN, SA.
    expect(await get('/api/admin/analytics/countries/2160?limit=2')).toEqual([
      { country: 'United Arab Emirates', countryCode: 'AE', count: 2 },
      { country: 'India', countryCode: 'IN', count: 2 },
    ]);
    expect(((await get('/api/admin/analytics/countries/2160')) as unknown[]).length).toBe(4);
  });

  it("sends every visit of the period with the sources and countries, for the listed names' shares", async () => {
    const visits = async (url: string) => {
      const response = await t.asAdmin(token, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return response.headers[PERIOD_VISITS_HEADER];
    };
    // The same totals as the stats' totalVisitors, whatever the list's limit leaves out.
    expect(await visits('/api/admin/analytics/sources')).toBe('4');
    expect(await visits('/api/admin/analytics/sources?hours=168&limit=3')).toBe('5');
    expect(await visits('/api/admin/analytics/countries/2160?limit=2')).toBe('7');
    expect(await visits('/api/admin/analytics/countries/1')).toBe('2');
  });

  it('counts live visitors of the last five minutes and lists recent activity', async () => {
    // C viewed a page at 14:15, A last at 14:05: at 14:20 only C is live, a minute later nobody.
    expect(await get('/api/admin/analytics/realtime')).toEqual({ count: 1 });
    t.clock.set(at(0, 14, 21));
    expect(await get('/api/admin/analytics/realtime')).toEqual({ count: 0 });
    t.clock.set(TEST_NOW);

    const activity = (await get('/api/admin/analytics/activity?limit=4')) as Record<string, unknown>[];
    expect(activity).toEqual([
      {
        page: '/faq',
        country: 'Unknown',
        countryCode: null,
        city: null,
        timestamp: new Date(at(0, 14, 15)).toISOString(),
        timeOnPage: null,
      },
      {
        page: '/blog/a',
        country: 'United Arab Emirates',
        countryCode: 'AE',
        city: 'Dubai',
        timestamp: new Date(at(0, 14, 5)).toISOString(),
        timeOnPage: null,
      },
      {
        page: '/',
        country: 'United Arab Emirates',
        countryCode: 'AE',
        city: 'Dubai',
        timestamp: new Date(at(0, 13, 50)).toISOString(),
        timeOnPage: 45,
      },
      {
        page: '/faq',
        country: 'Saudi Arabia',
        countryCode: 'SA',
        city: 'Riyadh',
        timestamp: new Date(at(0, 13, 10)).toISOString(),
        timeOnPage: 20,
      },
    ]);
    expect(((await get('/api/admin/analytics/activity')) as unknown[]).length).toBe(9);
  });

  it('stores no address or user agent, and keeps only the current day salt', async () => {
    const { db } = database().storage;
    const views = await db.selectFrom('page_views').selectAll().execute();
    expect(views).toHaveLength(9);
    const stored = JSON.stringify(views);
    for (const forbidden of ['203.0.113', '198.51.100', '10.1.2.3', '192.0.2.30', 'Mozilla', 'iPhone OS'])
      expect(stored).not.toContain(forbidden);
    const iphone = views.find((view) => view.country_code === 'SA');
    expect(iphone).toMatchObject({ device_class: 'mobile', browser: 'Mobile Safari', os: 'iOS', city: 'Riyadh' });
    const salts = await db.selectFrom('visitor_salts').select('day').execute();
    expect(salts.map((salt) => Number(salt.day))).toEqual([TEST_DAY]);
  });
});

/** The plain definition of every figure, computed from the events themselves. */
function referenceStats(events: PageViewEvent[], now: number, hours: number) {
  const start = now - hours * HOUR_MS;
  const byVisitorDay = new Map<string, PageViewEvent[]>();
  for (const event of events) {
    const key = `${startOfDay(event.at)}|${event.visitorHash}`;
    byVisitorDay.set(key, [...(byVisitorDay.get(key) ?? []), event]);
  }
  let sessions = 0;
  let bounces = 0;
  const sources = new Map<string, number>();
  for (const list of byVisitorDay.values()) {
    list.sort((a, b) => a.at - b.at);
    let visitStart: PageViewEvent | undefined;
    let views = 0;
    let previous = Number.NEGATIVE_INFINITY;
    const close = () => {
      if (visitStart && visitStart.at >= start) {
        sessions += 1;
        if (views === 1) bounces += 1;
        sources.set(visitStart.referrerSource, (sources.get(visitStart.referrerSource) ?? 0) + 1);
      }
    };
    for (const event of list) {
      if (event.at - previous > SESSION_GAP_MS) {
        close();
        visitStart = event;
        views = 0;
      }
      views += 1;
      previous = event.at;
    }
    close();
  }
  const inWindow = events.filter((event) => event.at >= start);
  const pages = new Map<string, { views: number; visitors: Set<string> }>();
  for (const event of inWindow) {
    const page = pages.get(event.path) ?? { views: 0, visitors: new Set<string>() };
    page.views += 1;
    page.visitors.add(`${startOfDay(event.at)}|${event.visitorHash}`);
    pages.set(event.path, page);
  }
  return {
    stats: {
      totalVisitors: sessions,
      uniqueVisitors: new Set(inWindow.map((event) => `${startOfDay(event.at)}|${event.visitorHash}`)).size,
      pageViews: inWindow.length,
      avgTimeOnPage: 0,
      bounceRate: sessions === 0 ? 0 : Math.round((bounces / sessions) * 1000) / 10,
    },
    pages: [...pages.entries()]
      .map(([page, value]) => ({ page, views: value.views, uniqueVisitors: value.visitors.size }))
      .sort((a, b) => b.views - a.views || (a.page < b.page ? -1 : 1)),
    sources: [...sources.entries()]
      .map(([source, count]) => ({ source, count }))
      .sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1)),
  };
}

describeEachDatabase('analytics aggregates against the plain definitions, on random traffic', (database) => {
  it('agrees for every period, whatever the batching and the moment of reading', async () => {
    const { storage } = database();
    const reads = new AnalyticsReadRepository(storage);
    const horizon = 95 * DAY_MS;
    const origin = TEST_DAY - horizon;
    const eventArbitrary = fc.record({
      // Clustered times so that visits with several views and gaps near 30 minutes are common.
      visitor: fc.integer({ min: 0, max: 14 }),
      day: fc.integer({ min: 0, max: 95 }),
      minute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 600, max: 700 })),
      second: fc.integer({ min: 0, max: 59 }),
      page: fc.constantFrom('/', '/faq', '/blog/a', '/uae', '/privacy'),
      source: fc.constantFrom('Direct', 'Google', 'Facebook', 'Internal'),
    });
    const events = fc
      .sample(fc.array(eventArbitrary, { minLength: 250, maxLength: 250 }), { numRuns: 1, seed: 20260310 })[0]!
      .map((raw): PageViewEvent => ({
        at: Math.min(origin + raw.day * DAY_MS + raw.minute * MINUTE_MS + raw.second * 1000, TEST_NOW),
        visitorHash: `visitor-${raw.visitor}`,
        path: raw.page,
        referrerSource: raw.source,
        countryCode: raw.visitor % 3 === 0 ? null : 'AE',
        city: null,
        deviceClass: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
      }))
      .sort((a, b) => a.at - b.at);
    // Live ingest sees events in time order, in batches of whatever arrived together.
    const batchSizes = [1, 7, 1, 30, 2, 64, 3];
    for (let offset = 0, index = 0; offset < events.length; index += 1) {
      const size = batchSizes[index % batchSizes.length]!;
      const batch = events.slice(offset, offset + size);
      await storage.db.transaction().execute((transaction) => ingestPageViews(transaction, batch));
      offset += size;
    }
    const lastEvent = events[events.length - 1]!.at;
    for (const now of [lastEvent, lastEvent + 17 * MINUTE_MS, lastEvent + 3 * HOUR_MS + 1, lastEvent + 26 * HOUR_MS]) {
      for (const hours of [1, 24, 168, 720, 2160]) {
        const expected = referenceStats(events, now, hours);
        expect(await reads.stats(now, hours), `stats ${hours}h at +${now - lastEvent}ms`).toEqual(expected.stats);
        expect(await reads.topPages(now, hours, 100), `top pages ${hours}h`).toEqual(expected.pages);
        expect(await reads.trafficSources(now, hours, 100), `sources ${hours}h`).toEqual(expected.sources);
      }
    }
  });
});
