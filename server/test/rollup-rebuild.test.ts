import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildRollups } from '../src/repositories/rollup-rebuild.ts';
import type { DatabaseExecutor } from '../src/repositories/database-executor.ts';
import { DAY_MS } from '../src/system/clock.ts';
import { driveRandomTraffic, type TrafficSummary } from './helpers/random-traffic.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { at, createTestApp, type TestApp } from './helpers/test-app.ts';

// The rollups that live ingest maintains by deltas must equal the ones rebuilt from the raw rows
// alone. Traffic is random (seeded) and goes through the public HTTP endpoints, so every ingest path
// is exercised: batches of several views per visitor, visits continued across batches, bounces
// undone, beacons, pages last seen in a later hour, hours and UTC days crossed.

const SEED = 20260310;
/** 21:30 UTC three days before TEST_NOW: the traffic crosses midnight early on. */
const START = at(-3, 21, 30);

/** One rollup row: its primary key as a readable string, its counters as numbers. */
type RollupSnapshot = Map<string, Record<string, number>>;

interface Snapshot {
  analytics_rollups: RollupSnapshot;
  result_rollups: RollupSnapshot;
}

/**
 * Rows whose counters are all zero are left out: ingest keeps a row whose count went back to zero (a
 * page-last-seen hour the pair moved out of), a rebuild never writes one, and both mean the same.
 */
async function readRollups(db: DatabaseExecutor): Promise<Snapshot> {
  const analytics: RollupSnapshot = new Map();
  const rows = await db.selectFrom('analytics_rollups').selectAll().execute();
  for (const { dimension, grain, bucket, key, ...counters } of rows) {
    addRow(analytics, `${dimension} ${grain} ${new Date(Number(bucket)).toISOString()} ${JSON.stringify(key)}`, counters);
  }
  const results: RollupSnapshot = new Map();
  for (const { grain, bucket, verdict, country, city, ...counters } of await db.selectFrom('result_rollups').selectAll().execute()) {
    addRow(results, `${grain} ${new Date(Number(bucket)).toISOString()} ${verdict} ${country} ${JSON.stringify(city)}`, counters);
  }
  return { analytics_rollups: analytics, result_rollups: results };
}

function addRow(snapshot: RollupSnapshot, key: string, counters: Record<string, number | string>): void {
  const numbers = Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, Number(value)]));
  if (Object.values(numbers).some((value) => value !== 0)) snapshot.set(key, numbers);
}

/** Every row that differs, named by table and key, with both versions: what a failure prints. */
function differences(incremental: Snapshot, rebuilt: Snapshot): string[] {
  const found: string[] = [];
  for (const table of ['analytics_rollups', 'result_rollups'] as const) {
    const keys = new Set([...incremental[table].keys(), ...rebuilt[table].keys()]);
    for (const key of [...keys].sort()) {
      const before = JSON.stringify(incremental[table].get(key) ?? null);
      const after = JSON.stringify(rebuilt[table].get(key) ?? null);
      if (before !== after) found.push(`${table} [${key}]: ingest ${before}, rebuild ${after}`);
    }
  }
  return found;
}

function rowsOf(snapshot: RollupSnapshot, prefix: string): Record<string, number>[] {
  return [...snapshot].filter(([key]) => key.startsWith(prefix)).map(([, counters]) => counters);
}

describeEachDatabase('rollups rebuilt from the raw rows', (database) => {
  let t: TestApp;
  let traffic: TrafficSummary;
  let incremental: Snapshot;

  beforeAll(async () => {
    t = await createTestApp(database().storage, { env: { TRUST_PROXY: 'true' }, now: START });
    traffic = await driveRandomTraffic(t, { seed: SEED, start: START, bursts: 500 });
    incremental = await readRollups(database().storage.db);
  }, 120_000);
  afterAll(() => t.close());

  it('drove enough traffic to cover every rollup', () => {
    expect(traffic.pageViews).toBeGreaterThan(500);
    expect(traffic.beacons).toBeGreaterThan(100);
    expect(traffic.results).toBeGreaterThan(50);
    expect(traffic.end - START).toBeGreaterThan(2 * DAY_MS);
    const analytics = incremental.analytics_rollups;
    for (const prefix of [
      'all hour',
      'all day',
      'page hour',
      'page day',
      'country hour',
      'country day',
      'source hour',
      'source day',
      'page-last-seen hour',
    ]) {
      expect(rowsOf(analytics, prefix).length, prefix).toBeGreaterThan(0);
    }
    const allDays = rowsOf(analytics, 'all day');
    expect(allDays.length).toBeGreaterThanOrEqual(3);
    for (const counter of ['page_views', 'sessions', 'bounces', 'visitors', 'time_on_page_count']) {
      expect(
        allDays.some((row) => (row[counter] ?? 0) > 0),
        counter,
      ).toBe(true);
    }
    expect(incremental.result_rollups.size).toBeGreaterThan(0);
  });

  it('rebuilds exactly the rollups that live ingest built', async () => {
    const summary = await rebuildRollups(database().storage);
    const rebuilt = await readRollups(database().storage.db);
    expect(differences(incremental, rebuilt), `seed ${SEED}`).toEqual([]);
    expect(summary.analyticsRollups).toBeGreaterThanOrEqual(rebuilt.analytics_rollups.size);
    expect(summary.resultRollups).toBe(rebuilt.result_rollups.size);
  });

  it('repairs damaged rollups and names each damaged row', async () => {
    const db = database().storage.db;
    await db
      .updateTable('analytics_rollups')
      .set((eb) => ({ page_views: eb('page_views', '+', 7) }))
      .where('dimension', '=', 'page')
      .where('grain', '=', 'day')
      .execute();
    await db.deleteFrom('result_rollups').where('grain', '=', 'hour').execute();
    const damaged = await readRollups(db);
    const reported = differences(damaged, incremental);
    expect(reported.length).toBe(
      rowsOf(incremental.analytics_rollups, 'page day').length + rowsOf(incremental.result_rollups, 'hour').length,
    );
    expect(reported.some((line) => line.startsWith('analytics_rollups [page day '))).toBe(true);
    expect(reported.some((line) => line.startsWith('result_rollups [hour ') && line.includes('ingest null'))).toBe(true);

    await rebuildRollups(database().storage);
    expect(differences(incremental, await readRollups(db))).toEqual([]);
  });

  it('keeps counting correctly after a rebuild', async () => {
    const more = await driveRandomTraffic(t, { seed: SEED + 1, start: t.clock.now(), bursts: 120 });
    expect(more.pageViews).toBeGreaterThan(0);
    const afterIngest = await readRollups(database().storage.db);
    await rebuildRollups(database().storage);
    expect(differences(afterIngest, await readRollups(database().storage.db)), `seed ${SEED + 1}`).toEqual([]);
  });

  it('loses and doubles nothing when it runs while ingest commits', async () => {
    const storage = database().storage;
    const rebuilds: Promise<unknown>[] = [];
    // Every few bursts a rebuild starts beside the requests in flight, and is not waited for.
    const onBurst = (burst: number) => {
      if (burst % 8 === 0) rebuilds.push(rebuildRollups(storage));
    };
    const during = await driveRandomTraffic(t, { seed: SEED + 2, start: t.clock.now(), bursts: 80, onBurst });
    await Promise.all(rebuilds);
    expect(during.pageViews).toBeGreaterThan(0);
    const afterIngest = await readRollups(storage.db);
    await rebuildRollups(storage);
    expect(differences(afterIngest, await readRollups(storage.db)), `seed ${SEED + 2}`).toEqual([]);
  });
});
