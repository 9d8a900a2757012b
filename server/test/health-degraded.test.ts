import { beforeAll, describe, expect, it, vi } from 'vitest';
import { healthReportSchema } from '../../contracts/admin.ts';
import { SLOW_STORAGE_MS } from '../src/system/health-report.ts';
import { usePostgresBehindProxy } from './helpers/proxied-postgres.ts';
import { postgresAvailable, type TestDatabase } from './helpers/test-storage.ts';
import { trackPageView, type TestApp } from './helpers/test-app.ts';

// 'degraded' is produced by a database that really answers late: a relay in front of PostgreSQL
// holds every packet, so the health round trip takes at least twice that long, over SLOW_STORAGE_MS.
// (SQLite cannot be made slow this way: its round trip waits at most 250 ms for the write lock and
// then fails, so a stuck SQLite store reads as 'unhealthy', which storage-outage.test.ts covers.)

/** Each way, so one round trip takes at least twice this: comfortably over the threshold. */
const RELAY_DELAY_MS = SLOW_STORAGE_MS;

/** The public status is shared for a second of wall time, so it is polled, never slept for. */
const STATUS_WAIT = { timeout: 20_000, interval: 50 };

describe.skipIf(!postgresAvailable)('health while storage answers slowly [postgres]', () => {
  // A slow connection is still a connection: give new ones time to open through the delay.
  const { proxy, database: testDatabase, app } = usePostgresBehindProxy(10_000);
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(() => {
    database = testDatabase();
    t = app();
  });

  // Read through the contract, so a report the dashboard could not read fails here too.
  const adminHealth = async (token: string) =>
    healthReportSchema.parse((await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' })).json());
  const publicHealth = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { statusCode: response.statusCode, body: response.json() as unknown };
  };

  it('reports degraded while the database is slow, keeps serving, and is healthy again once it is fast', async () => {
    const token = await t.login();
    expect(await adminHealth(token)).toMatchObject({ status: 'healthy', storage: { kind: 'postgres', reachable: true } });

    proxy.setLatency(RELAY_DELAY_MS);
    expect(await adminHealth(token)).toMatchObject({ status: 'degraded', storage: { kind: 'postgres', reachable: true } });
    await vi.waitFor(async () => expect(await publicHealth()).toEqual({ statusCode: 200, body: { status: 'degraded' } }), STATUS_WAIT);
    // Degraded is not down: the circuit stays closed and calls are answered, only later.
    expect(database.storage.availability.isDown).toBe(false);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' })).statusCode).toBe(200);

    proxy.setLatency(0);
    expect((await trackPageView(t.app, '/faq')).statusCode).toBe(202);
    expect(await adminHealth(token)).toMatchObject({ status: 'healthy', storage: { reachable: true } });
    await vi.waitFor(async () => expect(await publicHealth()).toEqual({ statusCode: 200, body: { status: 'healthy' } }), STATUS_WAIT);
  });
});
