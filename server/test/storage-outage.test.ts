import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from './helpers/tcp-proxy.ts';
import { createTestDatabase, postgresAvailable, postgresUrl, type TestDatabase } from './helpers/test-storage.ts';
import { createTestApp, trackPageView, type TestApp } from './helpers/test-app.ts';

// When the database cannot be reached, writes answer 503 quickly, health says so, and the server
// recovers by itself once the database answers again.

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

function feedback(t: TestApp) {
  return t.app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/json' }, payload: { rating: 4, location: 'Doha' } });
}

async function expectOutageBehaviour(t: TestApp, token: string, firstFailureBudgetMs: number): Promise<void> {
  let started = performance.now();
  const first = await feedback(t);
  expect(first.statusCode).toBe(503);
  expect(performance.now() - started).toBeLessThan(firstFailureBudgetMs);
  expect(first.headers['retry-after']).toBe('5');
  expect(first.json()).toMatchObject({ error: 'Storage is unavailable; try again shortly' });

  // Once the outage is known, every storage call fails at once instead of waiting for a timeout.
  started = performance.now();
  const writes = await Promise.all([feedback(t), trackPageView(t.app, '/faq'), t.app.inject({ method: 'POST', url: '/api/results/track', headers: { 'content-type': 'application/json' }, payload: { verdict: 'Pass', country: 'UAE', city: 'Dubai' } })]);
  expect(writes.map((response) => response.statusCode)).toEqual([503, 503, 503]);
  expect(performance.now() - started).toBeLessThan(250);

  const health = await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'unhealthy', responseTime: null, storage: { reachable: false } });
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  // Other admin reads need the database: 503, not a stale answer.
  expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(503);
}

async function expectRecovery(t: TestApp, token: string): Promise<void> {
  await waitFor(async () => (await feedback(t)).statusCode === 201, 10_000);
  expect((await trackPageView(t.app, '/faq')).statusCode).toBe(202);
  const health = await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' });
  expect(health.json()).toMatchObject({ status: 'healthy', storage: { reachable: true } });
  expect((health.json() as { responseTime: number }).responseTime).toBeGreaterThanOrEqual(0);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'healthy' });
}

describe('storage outage [sqlite]', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { busyTimeoutMs: 300 });
    t = await createTestApp(database.storage);
  });
  afterAll(async () => {
    await t.close();
    await database.destroy();
  });

  it('answers 503 while another process holds the write lock, then recovers by itself', async () => {
    const token = await t.login();
    expect((await feedback(t)).statusCode).toBe(201);
    expect((await trackPageView(t.app, '/')).statusCode).toBe(202);
    if (database.config.kind !== 'sqlite') throw new Error('unexpected storage');
    const other = new BetterSqlite3(database.config.path);
    other.exec('begin exclusive');
    try {
      await expectOutageBehaviour(t, token, 2000);
    } finally {
      other.exec('rollback');
      other.close();
    }
    await expectRecovery(t, token);
  });
});

describe.skipIf(!postgresAvailable)('storage outage [postgres]', () => {
  const target = new URL(postgresUrl);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    await proxy.start();
    const viaProxy = new URL(postgresUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createTestDatabase('postgres', { connectionString: viaProxy.toString(), connectionTimeoutMs: 1500 });
    t = await createTestApp(database.storage);
  });
  afterAll(async () => {
    await t.close();
    await database.destroy();
    await proxy.cut();
  });

  it('answers 503 while the database is unreachable, then recovers by itself', async () => {
    const token = await t.login();
    expect((await feedback(t)).statusCode).toBe(201);
    expect((await trackPageView(t.app, '/')).statusCode).toBe(202);
    await proxy.cut();
    await expectOutageBehaviour(t, token, 2500);
    await proxy.restore();
    await expectRecovery(t, token);
  });
});
