import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../src/storage/open-storage.ts';
import { StorageUnavailableError } from '../src/storage/storage-availability.ts';
import { usePostgresBehindProxy } from './helpers/proxied-postgres.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './helpers/test-storage.ts';
import { createTestApp, postFeedback, trackPageView, trackResult, type TestApp } from './helpers/test-app.ts';

// When the database cannot be reached, writes answer 503 without waiting, health says so, and the
// server recovers by itself once the database answers again. No step is timed: "without waiting" is
// checked as "the circuit is open and storage calls fail before touching the database".

/** Recovery comes from the circuit's once-a-second probe: polled, never slept for. */
const RECOVERY_WAIT = { timeout: 15_000, interval: 100 };

function feedback(t: TestApp) {
  return postFeedback(t.app, { rating: 4, location: 'Doha' });
}

async function expectOutageBehaviour(t: TestApp, storage: Storage, token: string): Promise<void> {
  const first = await feedback(t);
  expect(first.statusCode).toBe(503);
  expect(first.headers['retry-after']).toBe('5');
  expect(first.json()).toMatchObject({ error: 'Storage is unavailable; try again shortly' });

  // Once the outage is known, every storage call fails at once instead of waiting for a timeout: the
  // circuit is open and refuses work without running it.
  expect(storage.availability.isDown).toBe(true);
  const operation = vi.fn(async () => 'ran');
  await expect(storage.availability.run(operation)).rejects.toBeInstanceOf(StorageUnavailableError);
  expect(operation).not.toHaveBeenCalled();
  const writes = await Promise.all([
    feedback(t),
    trackPageView(t.app, '/faq'),
    trackResult(t.app, { verdict: 'Pass', country: 'UAE', city: 'Dubai' }),
  ]);
  expect(writes.map((response) => response.statusCode)).toEqual([503, 503, 503]);

  const health = await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'unhealthy', responseTime: null, storage: { reachable: false } });
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  // Other admin reads need the database: 503, not a stale answer.
  expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(503);
}

async function expectRecovery(t: TestApp, storage: Storage, token: string): Promise<void> {
  await vi.waitFor(async () => expect((await feedback(t)).statusCode).toBe(201), RECOVERY_WAIT);
  expect(storage.availability.isDown).toBe(false);
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
      await expectOutageBehaviour(t, database.storage, token);
    } finally {
      other.exec('rollback');
      other.close();
    }
    await expectRecovery(t, database.storage, token);
  });
});

describe.skipIf(!postgresAvailable)('storage outage [postgres]', () => {
  const { proxy, database: testDatabase, app } = usePostgresBehindProxy(1500);
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(() => {
    database = testDatabase();
    t = app();
  });

  it('answers 503 while the database is unreachable, then recovers by itself', async () => {
    const token = await t.login();
    expect((await feedback(t)).statusCode).toBe(201);
    expect((await trackPageView(t.app, '/')).statusCode).toBe(202);
    await proxy.cut();
    await expectOutageBehaviour(t, database.storage, token);
    await proxy.restore();
    await expectRecovery(t, database.storage, token);
  });
});
