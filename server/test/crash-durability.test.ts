import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP_CHROME } from './helpers/test-app.ts';
import { spawnServer, waitForExit, type RunningServer } from './helpers/spawn-server.ts';

// kill -9 the real server while it is acknowledging writes; after a restart every write that got a
// 2xx must be in the database (acknowledged means committed: in the WAL file before the 2xx, ADR 0012).

const directory = mkdtempSync(join(tmpdir(), 'src-crash-'));
const databasePath = join(directory, 'crash.sqlite');
const serverEnv = {
  SQLITE_PATH: databasePath,
  BUILD_DIR: join(directory, 'no-build'),
  ADMIN_PASSWORD: 'crash test password',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
  RATE_LIMIT_RESULTS_PER_MINUTE: '1000000',
  RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
};

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('crash durability [sqlite]', () => {
  it('keeps every acknowledged write across kill -9 and restart', async () => {
    const server: RunningServer = await spawnServer(serverEnv);
    const acknowledged = { feedback: [] as { id: number; marker: string }[], pageViews: [] as string[], results: [] as string[] };
    let sequence = 0;
    let stop = false;

    const writer = async () => {
      while (!stop) {
        const n = sequence++;
        const kind = n % 3;
        try {
          if (kind === 0) {
            const marker = `crash-${n}`;
            const response = await fetch(`${server.baseUrl}/api/feedback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ rating: 3, comment: marker, location: 'Dubai' }),
            });
            if (response.status === 201) acknowledged.feedback.push({ id: ((await response.json()) as { id: number }).id, marker });
          } else if (kind === 1) {
            const path = `/crash/${n}`;
            const response = await fetch(`${server.baseUrl}/api/analytics/track`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
              body: JSON.stringify({ page: path }),
            });
            if (response.status === 202) acknowledged.pageViews.push(path);
          } else {
            const city = `City ${n}`;
            const response = await fetch(`${server.baseUrl}/api/results/track`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ verdict: 'Pass', country: 'UAE', city }),
            });
            if (response.status === 202) acknowledged.results.push(city);
          }
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };

    const writers = Array.from({ length: 24 }, () => writer());
    // Let a good number of writes through, then kill mid-stream.
    while (acknowledged.pageViews.length < 300 || acknowledged.feedback.length < 300)
      await new Promise((resolve) => setTimeout(resolve, 20));
    server.process.kill('SIGKILL');
    const exit = await waitForExit(server.process);
    stop = true;
    await Promise.all(writers);
    expect(exit.signal).toBe('SIGKILL');

    const restarted = await spawnServer(serverEnv);
    try {
      expect((await fetch(`${restarted.baseUrl}/api/health`)).status).toBe(200);
      const database = new BetterSqlite3(databasePath, { readonly: true, fileMustExist: true });
      try {
        const feedback = new Map(
          (database.prepare('select id, comment from feedback').all() as { id: number; comment: string }[]).map((row) => [
            row.id,
            row.comment,
          ]),
        );
        for (const entry of acknowledged.feedback) expect(feedback.get(entry.id), `feedback ${entry.id}`).toBe(entry.marker);
        const paths = new Set((database.prepare('select path from page_views').all() as { path: string }[]).map((row) => row.path));
        const missingViews = acknowledged.pageViews.filter((path) => !paths.has(path));
        expect(missingViews).toEqual([]);
        const cities = new Set(
          (database.prepare('select city from calculator_results').all() as { city: string }[]).map((row) => row.city),
        );
        expect(acknowledged.results.filter((city) => !cities.has(city))).toEqual([]);
        // Rollups commit in the same transaction as the rows they count, so they agree after the crash.
        const raw = (database.prepare('select count(*) as n from page_views').get() as { n: number }).n;
        const rolled = (
          database.prepare("select sum(page_views) as n from analytics_rollups where dimension = 'all' and grain = 'day'").get() as {
            n: number;
          }
        ).n;
        expect(rolled).toBe(raw);
        expect(raw).toBeGreaterThanOrEqual(acknowledged.pageViews.length);
      } finally {
        database.close();
      }
    } finally {
      restarted.process.kill('SIGTERM');
      const stopped = await waitForExit(restarted.process);
      expect(stopped.code).toBe(0);
    }
    console.log(
      `crash test: ${acknowledged.feedback.length} feedback, ${acknowledged.pageViews.length} page views, ${acknowledged.results.length} results acknowledged before kill -9; all present after restart`,
    );
  }, 90_000);

  it('finishes in-flight writes on SIGTERM and exits cleanly', async () => {
    const server = await spawnServer(serverEnv);
    const outcomes: { path: string; status: number | 'failed' }[] = [];
    let sequence = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const path = `/shutdown/${sequence++}`;
        try {
          const response = await fetch(`${server.baseUrl}/api/analytics/track`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
            body: JSON.stringify({ page: path }),
          });
          outcomes.push({ path, status: response.status });
        } catch {
          outcomes.push({ path, status: 'failed' });
        }
      }
    };
    const writers = Array.from({ length: 16 }, () => writer());
    while (outcomes.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    server.process.kill('SIGTERM');
    const exit = await waitForExit(server.process);
    stop = true;
    await Promise.all(writers);
    expect(exit.code).toBe(0);
    const database = new BetterSqlite3(databasePath, { readonly: true, fileMustExist: true });
    try {
      const paths = new Set(
        (database.prepare("select path from page_views where path like '/shutdown/%'").all() as { path: string }[]).map((row) => row.path),
      );
      const accepted = outcomes.filter((outcome) => outcome.status === 202);
      expect(accepted.length).toBeGreaterThanOrEqual(200);
      expect(accepted.filter((outcome) => !paths.has(outcome.path))).toEqual([]);
      // Requests refused during shutdown are refused cleanly (503) or never connected; none is a 5xx crash.
      expect(outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status !== 202 && outcome.status !== 503)).toEqual(
        [],
      );
    } finally {
      database.close();
    }
  }, 60_000);
});
