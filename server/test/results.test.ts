import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '../src/system/clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { TEST_NOW, at, createTestApp, trackResult, type TestApp } from './helpers/test-app.ts';

describeEachDatabase('calculator results', (database) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(database().storage, { now: at(-80, 0, 0) });
  });
  afterAll(() => t.close());

  const track = (payload: unknown) => trackResult(t.app, payload);

  it('accepts valid results with 202', async () => {
    // Spread so each period sees a different set: now is day 0 at 14:20.
    const fixture: [number, unknown][] = [
      [at(-80, 9, 0), { verdict: 'Fail', country: 'Kuwait', city: 'Kuwait City' }],
      [at(-20, 9, 0), { verdict: 'Pass', country: 'Qatar', city: 'Doha' }],
      [at(-3, 9, 0), { verdict: 'Borderline', country: 'KSA', city: 'Riyadh' }],
      [at(-1, 15, 0), { verdict: 'Pass', country: 'UAE', city: 'Dubai' }],
      [at(0, 9, 30), { verdict: 'Fail', country: 'UAE', city: 'Sharjah' }],
      [at(0, 13, 30), { verdict: 'Pass', country: 'UAE', city: 'Dubai' }],
      [at(0, 14, 10), { verdict: 'Pass', country: 'KSA', city: 'Jeddah', extra: 'ignored' }],
      [at(0, 14, 15), { verdict: 'Unknown', country: 'Oman' }],
      [at(0, 14, 19), { verdict: 'Borderline', country: 'Bahrain', city: '' }],
    ];
    for (const [time, payload] of fixture) {
      t.clock.set(time);
      const response = await track(payload);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
    }
    t.clock.set(TEST_NOW);
    token = await t.login();
  });

  it.each([
    ['an unknown verdict', { verdict: 'Comfortable', country: 'UAE', city: 'Dubai' }, 'verdict'],
    ['a lower-case verdict', { verdict: 'pass', country: 'UAE', city: 'Dubai' }, 'verdict'],
    ['an unknown country', { verdict: 'Pass', country: 'Egypt', city: 'Cairo' }, 'country'],
    ['a missing country', { verdict: 'Pass', city: 'Dubai' }, 'country'],
    ['a city that is not text', { verdict: 'Pass', country: 'UAE', city: 7 }, 'city'],
    ['a city of 101 characters', { verdict: 'Pass', country: 'UAE', city: 'c'.repeat(101) }, 'city'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const response = await track(payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: { path: string }[] }).details.map((issue) => issue.path)).toContain(field);
  });

  const get = async (url: string) => {
    const response = await t.asAdmin(token, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as unknown;
  };

  it('computes verdict counts and pass rate per period', async () => {
    // Last hour (from 13:20): 13:30 Pass, 14:10 Pass, 14:15 Unknown, 14:19 Borderline.
    expect(await get('/api/admin/results/stats/1')).toEqual({
      totalCalculations: 4,
      passCount: 2,
      borderlineCount: 1,
      failCount: 0,
      unknownCount: 1,
      passRate: 50,
    });
    expect(await get('/api/admin/results/stats/24')).toEqual({
      totalCalculations: 6,
      passCount: 3,
      borderlineCount: 1,
      failCount: 1,
      unknownCount: 1,
      passRate: 50,
    });
    expect(await get('/api/admin/results/stats/168')).toEqual({
      totalCalculations: 7,
      passCount: 3,
      borderlineCount: 2,
      failCount: 1,
      unknownCount: 1,
      passRate: 42.9,
    });
    expect(await get('/api/admin/results/stats/720')).toEqual({
      totalCalculations: 8,
      passCount: 4,
      borderlineCount: 2,
      failCount: 1,
      unknownCount: 1,
      passRate: 50,
    });
    expect(await get('/api/admin/results/stats/2160')).toEqual({
      totalCalculations: 9,
      passCount: 4,
      borderlineCount: 2,
      failCount: 2,
      unknownCount: 1,
      passRate: 44.4,
    });
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/results/stats/12' })).statusCode).toBe(400);
  });

  it('ranks countries and cities, honouring the limit', async () => {
    expect(await get('/api/admin/results/countries/24')).toEqual([
      { country: 'UAE', calculations: 3 },
      { country: 'Bahrain', calculations: 1 },
      { country: 'KSA', calculations: 1 },
      { country: 'Oman', calculations: 1 },
    ]);
    expect(await get('/api/admin/results/countries/2160?limit=2')).toEqual([
      { country: 'UAE', calculations: 3 },
      { country: 'KSA', calculations: 2 },
    ]);
    expect(await get('/api/admin/results/cities/24')).toEqual([
      { city: 'Dubai', country: 'UAE', calculations: 2 },
      { city: null, country: 'Bahrain', calculations: 1 },
      { city: 'Jeddah', country: 'KSA', calculations: 1 },
      { city: null, country: 'Oman', calculations: 1 },
      { city: 'Sharjah', country: 'UAE', calculations: 1 },
    ]);
    expect(await get('/api/admin/results/cities/1?limit=1')).toEqual([{ city: null, country: 'Bahrain', calculations: 1 }]);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/results/cities/24?limit=500' })).statusCode).toBe(400);
  });

  it('closes the admin results calls without a session', async () => {
    for (const url of ['/api/admin/results/stats/24', '/api/admin/results/countries/24', '/api/admin/results/cities/24']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('reports empty periods as zeros', async () => {
    t.clock.set(TEST_NOW + 400 * DAY_MS);
    const later = await t.login();
    const stats = await t.asAdmin(later, { method: 'GET', url: '/api/admin/results/stats/24' });
    expect(stats.json()).toEqual({ totalCalculations: 0, passCount: 0, borderlineCount: 0, failCount: 0, unknownCount: 0, passRate: 0 });
    expect((await t.asAdmin(later, { method: 'GET', url: '/api/admin/results/cities/24' })).json()).toEqual([]);
    t.clock.set(TEST_NOW);
  });
});
