import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { DESKTOP_CHROME, createTestApp, type TestApp } from './helpers/test-app.ts';

const publicCalls = [
  { url: '/api/feedback', valid: { rating: 4, location: 'Dubai, UAE' } },
  { url: '/api/results/track', valid: { verdict: 'Pass', country: 'UAE', city: 'Dubai' } },
  { url: '/api/analytics/track', valid: { page: '/', referrer: null } },
];

describeEachDatabase('request limits', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage, {
      env: { RATE_LIMIT_FEEDBACK_PER_MINUTE: '3', RATE_LIMIT_RESULTS_PER_MINUTE: '3', RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' },
    });
  });
  afterAll(() => t.close());

  it('refuses bodies over 16 KB with 413 and the limit', async () => {
    for (const call of publicCalls) {
      const response = await t.app.inject({
        method: 'POST',
        url: call.url,
        remoteAddress: '10.1.0.1',
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
        payload: JSON.stringify({ ...call.valid, padding: 'x'.repeat(16 * 1024) }),
      });
      expect(response.statusCode, call.url).toBe(413);
      expect(response.json()).toEqual({ error: 'Request body too large', details: { limitBytes: 16384 } });
    }
  });

  it('answers malformed JSON, empty bodies and foreign content types with 400 { error, details }', async () => {
    const cases: { headers: Record<string, string>; payload: string; error: string }[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"rating": 5,', error: 'Malformed JSON body' },
      { headers: { 'content-type': 'application/json' }, payload: '', error: 'Empty request body' },
      { headers: { 'content-type': 'text/plain' }, payload: 'not json', error: 'Malformed JSON body' },
      { headers: { 'content-type': 'text/plain' }, payload: '', error: 'Empty request body' },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}', error: 'Malformed JSON body' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--', error: 'Unsupported content type' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>', error: 'Unsupported content type' },
    ];
    for (const call of publicCalls) {
      for (const [index, testCase] of cases.entries()) {
        const response = await t.app.inject({
          method: 'POST',
          url: call.url,
          remoteAddress: `10.2.${index}.1`,
          headers: testCase.headers,
          payload: testCase.payload,
        });
        expect(response.statusCode, `${call.url} ${testCase.payload}`).toBe(400);
        const body = response.json() as { error: string; details: unknown };
        expect(body.error, `${call.url} ${testCase.payload}`).toBe(testCase.error);
        expect(body.details).toBeDefined();
      }
    }
  });

  it('limits each client per minute with 429, Retry-After and the wait in the body', async () => {
    for (const call of publicCalls) {
      const send = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: call.url,
          remoteAddress,
          headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
          payload: call.valid,
        });
      for (let index = 0; index < 3; index += 1) expect((await send('10.3.0.1')).statusCode).toBeLessThan(300);
      const limited = await send('10.3.0.1');
      expect(limited.statusCode, call.url).toBe(429);
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({ error: 'Too many requests', retryAfterSeconds: wait });
      // Another client is unaffected.
      expect((await send('10.3.0.2')).statusCode).toBeLessThan(300);
    }
  });

  it('counts an IPv6 client by its /64 and adds no x-ratelimit headers within the limit', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
        payload: { page: '/', referrer: null },
      });
    // Three addresses of one /64, as a client rotating its privacy addresses would use.
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3']) {
      const response = await send(address);
      expect(response.statusCode).toBeLessThan(300);
      expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    expect((await send('2001:db8:1:2:ffff::4')).statusCode).toBe(429);
    expect((await send('2001:db8:1:3::1')).statusCode).toBeLessThan(300);
  });
});
