import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DatabaseExecutor } from '../src/repositories/database-executor.ts';
import type { StorageConfig } from '../src/storage/open-storage.ts';
import { analyticsRollupRows, resultRollupRows } from './helpers/rollup-rows.ts';
import { waitForExit } from './helpers/spawn-server.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, trackPageView, trackResult } from './helpers/test-app.ts';

// `npm run rollups:rebuild` runs the built dist/server/src/rebuild-rollups.js; this runs its source the
// same way the crash test runs the server (node with tsx as a module hook), configured only through
// the environment variables the server reads.

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The variables that point the command at this test's database and nothing else. */
function storeEnvironment(config: StorageConfig): Record<string, string> {
  if (config.kind === 'sqlite') return { SQLITE_PATH: config.path, DATABASE_URL: '' };
  const url = new URL(config.connectionString);
  // The test's schema travels in the URL, as libpq options (pg reads them from the connection string).
  if (config.schema) url.searchParams.set('options', `-c search_path=${config.schema}`);
  return { DATABASE_URL: url.toString() };
}

async function runCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/rebuild-rollups.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const { code } = await waitForExit(child);
  return { code, output };
}

async function rollupRows(db: DatabaseExecutor) {
  return { analytics: await analyticsRollupRows(db), results: await resultRollupRows(db) };
}

describeEachDatabase('the rollups:rebuild command', (database) => {
  it('rebuilds the rollups of the store the environment names, and exits 0', async () => {
    const t = await createTestApp(database().storage);
    try {
      for (const page of ['/', '/faq', '/faq']) expect((await trackPageView(t.app, page)).statusCode).toBe(202);
      const result = await trackResult(t.app, { verdict: 'Pass', country: 'UAE', city: 'Dubai' });
      expect(result.statusCode).toBe(202);
    } finally {
      await t.close();
    }
    const db = database().storage.db;
    const expected = await rollupRows(db);
    expect(expected.analytics.length).toBeGreaterThan(0);
    await db.updateTable('analytics_rollups').set({ page_views: 999 }).execute();
    await db.deleteFrom('result_rollups').execute();

    // The fixtures are dated at TEST_NOW, which the command (on the wall clock) may find months ago:
    // a retention that keeps them, since the command rebuilds only the days the retention keeps.
    const run = await runCommand({ ...storeEnvironment(database().config), RETENTION_DAYS: '36500' });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /^Rebuilt the rollups of .+ from \d{4}-\d\d-\d\d on \(RETENTION_DAYS=36500; older ones kept\) in .+: \d+ analytics rows, 2 result rows\.\n$/,
    );
    expect(await rollupRows(db)).toEqual(expected);
  });

  it('keeps the rollups of days older than RETENTION_DAYS, whose raw rows are gone or going', async () => {
    const db = database().storage.db;
    const expected = await rollupRows(db);
    await db.updateTable('analytics_rollups').set({ page_views: 999 }).execute();
    const damaged = await rollupRows(db);
    // The fixtures are far older than 90 days by the wall clock: outside what the command rebuilds.
    const run = await runCommand({ ...storeEnvironment(database().config), RETENTION_DAYS: '90' });
    expect(run.code, run.output).toBe(0);
    expect(await rollupRows(db)).toEqual(damaged);
    expect(damaged).not.toEqual(expected);
  });
});

describe('the rollups:rebuild command without a usable environment', () => {
  it('refuses it with the same message as the server, and exits 1', async () => {
    const run = await runCommand({ DATABASE_URL: 'mysql://somewhere/db' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL must be a postgres:// URL');
  });
});
