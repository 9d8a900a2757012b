import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS, startOfDay } from '../src/system/clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import {
  DESKTOP_CHROME,
  GOOGLEBOT,
  IPHONE_SAFARI,
  TEST_NOW,
  createTestApp,
  sendBeacon,
  trackPageView,
  type TestApp,
} from './helpers/test-app.ts';

describeEachDatabase('POST /api/analytics/track', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
  });
  afterAll(() => t.close());

  const db = () => database().storage.db;
  const latestView = () => db().selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const viewCount = async () =>
    Number(
      (
        await db()
          .selectFrom('page_views')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a page view with device, browser, OS, source and location, and nothing else of the visitor', async () => {
    const response = await trackPageView(t.app, '/Blog/Gratuity-UAE/?ref=x', {
      ip: '198.51.100.20',
      userAgent: IPHONE_SAFARI,
      referrer: 'https://www.google.com.sa/search?q=gratuity',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const view = await latestView();
    expect(view).toMatchObject({
      path: '/blog/gratuity-uae',
      referrer_source: 'Google',
      country_code: 'SA',
      city: 'Riyadh',
      device_class: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      time_on_page: null,
    });
    expect(Number(view.created_at)).toBe(TEST_NOW);
  });

  it('ignores the ip, country, city and userAgent the client sends', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      remoteAddress: '203.0.113.10',
      headers: { 'user-agent': DESKTOP_CHROME, 'content-type': 'application/json' },
      payload: { page: '/faq', referrer: null, ip: '198.51.100.20', country: 'Saudi Arabia', city: 'Riyadh', userAgent: IPHONE_SAFARI },
    });
    expect(response.statusCode).toBe(202);
    expect(await latestView()).toMatchObject({
      path: '/faq',
      country_code: 'AE',
      city: 'Dubai',
      device_class: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      referrer_source: 'Direct',
    });
  });

  it('counts a referrer from this site, by SITE_URL or by the Host the request came to, as Internal', async () => {
    const fromSite = (referrer: string, host?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        remoteAddress: '203.0.113.10',
        headers: { 'user-agent': DESKTOP_CHROME, 'content-type': 'application/json', ...(host ? { host } : {}) },
        payload: { page: '/faq', referrer },
      });
    expect((await fromSite('http://localhost:3000/blog')).statusCode).toBe(202);
    expect(await latestView()).toMatchObject({ referrer_source: 'Internal' });
    expect((await fromSite('https://Salary.Test/blog', 'salary.test:8443')).statusCode).toBe(202);
    expect(await latestView()).toMatchObject({ referrer_source: 'Internal' });
    expect((await fromSite('https://other.test/blog', 'salary.test:8443')).statusCode).toBe(202);
    expect(await latestView()).toMatchObject({ referrer_source: 'other.test' });
  });

  it('does not count known bots or clients without a user agent', async () => {
    const before = await viewCount();
    expect((await trackPageView(t.app, '/', { userAgent: GOOGLEBOT })).statusCode).toBe(202);
    expect((await trackPageView(t.app, '/', { userAgent: 'curl/8.5.0' })).statusCode).toBe(202);
    const noAgent = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { 'content-type': 'application/json' },
      payload: { page: '/' },
    });
    expect(noAgent.statusCode).toBe(202);
    expect(await viewCount()).toBe(before);
  });

  it('accepts a text/plain time-on-page beacon and attaches it to the latest view of that page', async () => {
    const ip = '198.51.100.21';
    t.clock.advance(60_000);
    expect((await trackPageView(t.app, '/qatar', { ip })).statusCode).toBe(202);
    const viewId = (await latestView()).id;
    t.clock.advance(30_000);
    const beacon = await sendBeacon(t.app, '/qatar', 27.6, { ip });
    expect(beacon.statusCode).toBe(202);
    const view = await db().selectFrom('page_views').selectAll().where('id', '=', viewId).executeTakeFirstOrThrow();
    expect(view.time_on_page).toBe(28);
    // At most 3 seconds is not tracked (spec 001, section 9); a second beacon finds no view without a time.
    expect((await sendBeacon(t.app, '/qatar', 3, { ip })).statusCode).toBe(202);
    expect((await sendBeacon(t.app, '/qatar', 50, { ip })).statusCode).toBe(202);
    expect((await sendBeacon(t.app, '/never-viewed', 50, { ip })).statusCode).toBe(202);
    const times = await db().selectFrom('page_views').select('time_on_page').where('time_on_page', 'is not', null).execute();
    expect(times.map((row) => row.time_on_page)).toEqual([28]);
    const rollup = await db()
      .selectFrom('analytics_rollups')
      .select(['time_on_page_total', 'time_on_page_count'])
      .where('dimension', '=', 'page')
      .where('grain', '=', 'day')
      .where('key', '=', '/qatar')
      .executeTakeFirstOrThrow();
    expect({ total: Number(rollup.time_on_page_total), count: Number(rollup.time_on_page_count) }).toEqual({ total: 28, count: 1 });
  });

  it('counts the same visitor again after the salt rotates at midnight UTC', async () => {
    const ip = '192.0.2.30';
    const midnight = startOfDay(TEST_NOW) + DAY_MS;
    t.clock.set(midnight - 60_000);
    expect((await trackPageView(t.app, '/oman', { ip })).statusCode).toBe(202);
    t.clock.set(midnight + 60_000);
    expect((await trackPageView(t.app, '/oman', { ip })).statusCode).toBe(202);
    const views = await db().selectFrom('page_views').select('visitor_id').where('path', '=', '/oman').execute();
    expect(views).toHaveLength(2);
    const visitors = await db()
      .selectFrom('visitor_days')
      .select(['day', 'visitor_hash'])
      .where(
        'id',
        'in',
        views.map((view) => view.visitor_id),
      )
      .execute();
    expect(visitors).toHaveLength(2);
    expect(new Set(visitors.map((visitor) => visitor.visitor_hash)).size).toBe(2);
    const salts = await db().selectFrom('visitor_salts').select('day').execute();
    expect(salts.map((salt) => Number(salt.day))).toEqual([midnight]);
    t.clock.set(TEST_NOW);
  });

  it('caps page and referrer at 2,000 bytes instead of refusing them', async () => {
    const longPage = `/${'é'.repeat(1500)}`;
    const response = await trackPageView(t.app, longPage, { referrer: `https://example.org/${'q'.repeat(5000)}` });
    expect(response.statusCode).toBe(202);
    const view = await latestView();
    expect(Buffer.byteLength(view.path)).toBeLessThanOrEqual(2000);
    expect(view.referrer_source).toBe('example.org');
  });

  it.each([
    ['no page', { referrer: null }],
    ['a page that is not a path', { page: 'faq' }],
    ['a javascript: page', { page: 'javascript:alert(1)' }],
    ['a protocol-relative page', { page: '//evil.example/x' }],
    ['a numeric page', { page: 42 }],
    ['a referrer that is not text', { page: '/', referrer: 7 }],
    ['a negative time on page', { page: '/', timeOnPage: -1 }],
    ['a time on page as text', { page: '/', timeOnPage: '12' }],
    ['a time on page over a day', { page: '/', timeOnPage: 86_401 }],
    ['a beacon without a page', { timeOnPage: 12 }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { 'user-agent': DESKTOP_CHROME, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; details: unknown[] };
    expect(body.error).toBe('Invalid request');
    expect(body.details.length).toBeGreaterThan(0);
  });

  it('answers 400 for malformed text/plain JSON and for other content types', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/analytics/track', headers: { 'content-type': contentType }, payload });
    const malformed = await post('text/plain', '{"page":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'Malformed JSON body' });
    const form = await post('application/x-www-form-urlencoded', 'page=/');
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ error: 'Unsupported content type' });
  });
});

describeEachDatabase('client address behind a proxy', (database) => {
  it('uses X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const direct = await createTestApp(database().storage);
    const proxied = await createTestApp(database().storage, { env: { TRUST_PROXY: 'true' } });
    try {
      const send = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/analytics/track',
          remoteAddress: '10.0.0.5',
          headers: { 'user-agent': DESKTOP_CHROME, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
          payload: { page: '/trust' },
        });
      expect((await send(direct)).statusCode).toBe(202);
      expect((await send(proxied)).statusCode).toBe(202);
      const views = await database()
        .storage.db.selectFrom('page_views')
        .select('country_code')
        .where('path', '=', '/trust')
        .orderBy('id')
        .execute();
      expect(views.map((view) => view.country_code)).toEqual([null, 'QA']);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
