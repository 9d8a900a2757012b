import { afterAll, beforeAll, expect, it } from 'vitest';
import { visitorsOverTimeSchema, type VisitorsBucket } from '../../contracts/visitors-over-time.ts';
import { DAY_MS, HOUR_MS } from '../src/system/clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { GOOGLEBOT, IPHONE_SAFARI, TEST_DAY, TEST_NOW, at, createTestApp, trackPageView, type TestApp } from './helpers/test-app.ts';

const A = { ip: '203.0.113.10' };
const B = { ip: '198.51.100.20', userAgent: IPHONE_SAFARI };
const C = { ip: '10.1.2.3' };
const D = { ip: '192.0.2.30' };

// The hand-built fixture ("now" is day 0, 14:20 UTC). A visitor counts once per UTC day, in the
// bucket of their first view that day; so A's evening view on day -1 and B's 13:10 view add page
// views but no visitor, while A's return on day 0 is a new visitor-day.
//   day -60 12:00 D /uae                 day  0 09:00 B /           (B's first view of day 0)
//   day  -8 12:00 D /                    day  0 13:10 B /faq        (B again: no new visitor)
//   day  -1 10:00 A /    10:10 A /faq    day  0 13:50 A /           (A's first view of day 0)
//   day  -1 20:30 A /blog                day  0 14:00 Googlebot /   (a bot: not counted)
//                                        day  0 14:05 A /blog/a     14:15 C /faq
const fixture: { time: number; visitor: { ip: string; userAgent?: string }; page: string }[] = [
  { time: at(-60, 12), visitor: D, page: '/uae' },
  { time: at(-8, 12), visitor: D, page: '/' },
  { time: at(-1, 10), visitor: A, page: '/' },
  { time: at(-1, 10, 10), visitor: A, page: '/faq' },
  { time: at(-1, 20, 30), visitor: A, page: '/blog' },
  { time: at(0, 9), visitor: B, page: '/' },
  { time: at(0, 13, 10), visitor: B, page: '/faq' },
  { time: at(0, 13, 50), visitor: A, page: '/' },
  { time: at(0, 14), visitor: { ip: '203.0.113.11', userAgent: GOOGLEBOT }, page: '/' },
  { time: at(0, 14, 5), visitor: A, page: '/blog/a' },
  { time: at(0, 14, 15), visitor: C, page: '/faq' },
];

/** Every bucket from `first` to `last` (inclusive) with zeros, then the given non-empty ones. */
function expectedBuckets(first: number, last: number, step: number, filled: Record<number, [number, number]>): VisitorsBucket[] {
  const buckets: VisitorsBucket[] = [];
  for (let bucket = first; bucket <= last; bucket += step) {
    const [pageViews, uniqueVisitors] = filled[bucket] ?? [0, 0];
    buckets.push({ bucketStart: new Date(bucket).toISOString(), pageViews, uniqueVisitors });
  }
  return buckets;
}

describeEachDatabase('visitors over time', (database) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(database().storage, { now: at(-60, 11) });
    for (const event of fixture) {
      t.clock.set(event.time);
      const response = await trackPageView(t.app, event.page, event.visitor);
      expect(response.statusCode).toBe(202);
    }
    t.clock.set(TEST_NOW);
    token = await t.login();
  });
  afterAll(() => t.close());

  const series = async (hours: number) => {
    const response = await t.asAdmin(token, { method: 'GET', url: `/api/admin/analytics/visitors/${hours}` });
    expect(response.statusCode, String(hours)).toBe(200);
    // The answer must match the schema the dashboard parses it with.
    return visitorsOverTimeSchema.parse(response.json());
  };

  it('answers 401 without a valid session, before looking at the period', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer forged-session-id']) {
      for (const hours of ['24', 'abc']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/analytics/visitors/${hours}`,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${authorization} ${hours}`).toBe(401);
      }
    }
  });

  it('refuses periods the dashboard does not offer', async () => {
    for (const hours of ['0', '2', '48', '24.0', '-1', 'abc', '99999']) {
      const response = await t.asAdmin(token, { method: 'GET', url: `/api/admin/analytics/visitors/${hours}` });
      expect(response.statusCode, hours).toBe(400);
      expect((response.json() as { details: { path: string }[] }).details[0]?.path).toBe('hours');
    }
  });

  it('gives the last hour as the hours it overlaps, each with its own counts', async () => {
    // The period starts at 13:20: the 13:00 bucket (B's second view, A's return) and the current hour.
    expect(await series(1)).toEqual({
      hours: 1,
      grain: 'hour',
      buckets: expectedBuckets(at(0, 13), at(0, 14), HOUR_MS, { [at(0, 13)]: [2, 1], [at(0, 14)]: [2, 1] }),
    });
  });

  it('charts a day and a week by the hour, zero-filled, oldest first', async () => {
    const day = await series(24);
    expect(day.grain).toBe('hour');
    expect(day.buckets).toHaveLength(25);
    expect(day.buckets).toEqual(
      expectedBuckets(at(-1, 14), at(0, 14), HOUR_MS, {
        [at(-1, 20)]: [1, 0],
        [at(0, 9)]: [1, 1],
        [at(0, 13)]: [2, 1],
        [at(0, 14)]: [2, 1],
      }),
    );

    const week = await series(168);
    expect(week.grain).toBe('hour');
    expect(week.buckets).toHaveLength(169);
    expect(week.buckets).toEqual(
      expectedBuckets(at(-7, 14), at(0, 14), HOUR_MS, {
        [at(-1, 10)]: [2, 1],
        [at(-1, 20)]: [1, 0],
        [at(0, 9)]: [1, 1],
        [at(0, 13)]: [2, 1],
        [at(0, 14)]: [2, 1],
      }),
    );
  });

  it('charts a month and a quarter by the UTC day, each day counting its distinct visitors', async () => {
    const month = await series(720);
    expect(month).toEqual({
      hours: 720,
      grain: 'day',
      buckets: expectedBuckets(at(-30, 0), TEST_DAY, DAY_MS, { [at(-8, 0)]: [1, 1], [at(-1, 0)]: [3, 1], [TEST_DAY]: [5, 3] }),
    });
    const quarter = await series(2160);
    expect(quarter.buckets).toHaveLength(91);
    expect(quarter.buckets).toEqual(
      expectedBuckets(at(-90, 0), TEST_DAY, DAY_MS, { [at(-60, 0)]: [1, 1], [at(-8, 0)]: [1, 1], [at(-1, 0)]: [3, 1], [TEST_DAY]: [5, 3] }),
    );
  });

  it('agrees with the stats card over whole days: page views and unique visitors add up', async () => {
    // 720 hours back from 14:20 starts on day -30 at 14:20, after which nothing happened until day -8,
    // so the daily buckets and the period's stats count exactly the same views and visitor-days.
    const month = await series(720);
    const stats = (await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/stats/720' })).json() as {
      pageViews: number;
      uniqueVisitors: number;
    };
    const sum = (key: 'pageViews' | 'uniqueVisitors') => month.buckets.reduce((total, bucket) => total + bucket[key], 0);
    expect(sum('pageViews')).toBe(stats.pageViews);
    expect(sum('uniqueVisitors')).toBe(stats.uniqueVisitors);
  });
});
