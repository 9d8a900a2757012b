import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { DESKTOP_CHROME, createTestApp, type TestApp } from './helpers/test-app.ts';

// Thousands of random and malformed bodies at each public call: whatever arrives, the answer is a
// 2xx or a 4xx with the error shape, never a 5xx, and the server keeps answering afterwards.

const RUNS_PER_CALL = 1500;

const nearlyValidFields = fc.record(
  {
    rating: fc.oneof(fc.integer({ min: -3, max: 8 }), fc.double(), fc.string(), fc.constant(null), fc.boolean()),
    comment: fc.oneof(fc.string({ maxLength: 2100 }), fc.string({ unit: 'binary', maxLength: 300 }), fc.constant(null), fc.integer()),
    location: fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.constant(''),
      fc.array(fc.string()),
    ),
    verdict: fc.oneof(fc.constantFrom('Pass', 'Borderline', 'Fail', 'Unknown', 'pass', ''), fc.string(), fc.integer()),
    country: fc.oneof(fc.constantFrom('UAE', 'KSA', 'Qatar', 'Oman', 'Bahrain', 'Kuwait', 'uae', 'Egypt'), fc.string(), fc.constant(null)),
    city: fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 50 }), fc.constant(null), fc.double()),
    page: fc.oneof(
      fc.constantFrom('/', '/faq', '/FAQ/', 'https://example.com/x?y#z', '//evil', 'javascript:x', '/%', '/%E0%A4%A', '/\u0000', ''),
      fc.string({ maxLength: 3000 }).map((value) => `/${value}`),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.integer(),
    ),
    referrer: fc.oneof(
      fc.webUrl(),
      fc.string({ maxLength: 2500 }),
      fc.constant(null),
      fc.constant('android-app://com.google.android.gm/'),
      fc.integer(),
    ),
    timeOnPage: fc.oneof(fc.double(), fc.integer({ min: -10, max: 100_000 }), fc.string(), fc.constant(null)),
    ip: fc.ipV4(),
    userAgent: fc.string(),
  },
  { requiredKeys: [] },
);

/** Bodies of the right shape with random text: these exercise the storage path with odd strings. */
const plausibleBodies: Record<string, fc.Arbitrary<unknown>> = {
  '/api/feedback': fc.record({
    rating: fc.integer({ min: 1, max: 5 }),
    comment: fc.oneof(
      fc.string({ maxLength: 2000 }),
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
    ),
    location: fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 200 })),
  }),
  '/api/results/track': fc.record({
    verdict: fc.constantFrom('Pass', 'Borderline', 'Fail', 'Unknown'),
    country: fc.constantFrom('UAE', 'KSA', 'Qatar', 'Oman', 'Bahrain', 'Kuwait'),
    city: fc.oneof(fc.string({ maxLength: 100 }), fc.string({ unit: 'binary', maxLength: 100 }), fc.constant(null)),
  }),
  '/api/analytics/track': fc.oneof(
    fc.record({
      page: fc.oneof(fc.string({ maxLength: 2500 }), fc.string({ unit: 'binary', maxLength: 300 })).map((value) => `/${value}`),
      referrer: fc.oneof(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constant(null),
      ),
    }),
    fc.record({ page: fc.constantFrom('/', '/faq', '/uae'), timeOnPage: fc.double({ min: 0, max: 86_400, noNaN: true }) }),
  ),
};

const body = fc.oneof(
  nearlyValidFields.map((fields) => Buffer.from(JSON.stringify(fields))),
  fc.json({ maxDepth: 4 }).map((text) => Buffer.from(text)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
  fc.string({ maxLength: 20_000 }).map((text) => Buffer.from(text)),
  fc.string({ unit: 'binary', maxLength: 5000 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 20_000 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from(JSON.stringify({ page: '/', comment: 'x'.repeat(17_000) }))),
  fc.constant(Buffer.alloc(0)),
);

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=abc',
    'application/octet-stream',
    'text/html',
    'application/json; charset=latin1',
    undefined,
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z+.-]{1,15}$/),
);

const userAgent = fc.oneof(fc.constant(DESKTOP_CHROME), fc.stringMatching(/^[\x20-\x7e]{0,300}$/), fc.constant('Googlebot/2.1'));

describeEachDatabase('public calls under random input', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
  });
  afterAll(() => t.close());

  for (const url of ['/api/feedback', '/api/results/track', '/api/analytics/track']) {
    it(`never answers ${url} with a 5xx`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { arbitrary: body, weight: 3 },
            { arbitrary: plausibleBodies[url]!.map((value) => Buffer.from(JSON.stringify(value))), weight: 2 },
          ),
          fc.oneof(
            { arbitrary: contentType, weight: 2 },
            { arbitrary: fc.constantFrom('application/json', 'text/plain;charset=UTF-8'), weight: 2 },
          ),
          userAgent,
          fc.ipV4(),
          async (payload, type, agent, remoteAddress) => {
            const headers: Record<string, string> = { 'user-agent': agent };
            if (type !== undefined) headers['content-type'] = type;
            const response = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500) return false;
            if (response.statusCode >= 400) {
              const answer = response.json() as { error?: unknown };
              return typeof answer.error === 'string';
            }
            return response.statusCode === 201 || response.statusCode === 202;
          },
        ),
        { numRuns: RUNS_PER_CALL, seed: 4 },
      );
      // The generators must reach both sides, or the property proves little.
      const accepted = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
      const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
      expect(accepted).toBeGreaterThan(RUNS_PER_CALL / 10);
      expect(refused).toBeGreaterThan(RUNS_PER_CALL / 3);
      expect(statuses.has(413)).toBe(true);
    });
  }

  it('still answers normally afterwards', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: { rating: 5, location: 'Doha' },
    });
    expect(response.statusCode).toBe(201);
  });
});
