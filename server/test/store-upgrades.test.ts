import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { knownMigrations, runMigrations } from '../src/migrations/run-migrations.ts';
import { SchemaNewerThanCodeError, appliedMigrations } from '../src/migrations/schema-version.ts';
import type { StorageDialect } from '../src/storage/open-storage.ts';
import { storeEnvironment } from './helpers/run-command.ts';
import { spawnServer, waitForExit } from './helpers/spawn-server.ts';
import {
  FEEDBACK_COMMENT,
  STORED_PASSWORD,
  STORED_SESSION_TOKEN,
  UPGRADE_PAGE,
  fillEveryTable,
  firstVersionMigrations,
  readEveryTable,
  withColumnsAddedSince,
} from './helpers/store-contents.ts';
import { type TestDatabase, createTestDatabase, postgresAvailable } from './helpers/test-storage.ts';

// Issue 16, upgrades: a store made by the first version (its migration only, a row in every table)
// opened by the current server keeps and shows everything; a store from a newer version stops the
// server with a clear message (a migration that fails: migration-rollback.test.ts).

const dialects: StorageDialect[] = ['sqlite', 'postgres'];
const serverEnv = { ADMIN_PASSWORD: '', BUILD_DIR: '/nonexistent-build', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a store at an older or newer version than Database describes
const anyDb = (database: TestDatabase) => database.storage.db as unknown as Kysely<any>;

for (const dialect of dialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`store upgrades [${dialect}]`, () => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    /** A store as the first version left it, closed on SQLite (one server process per file). */
    async function firstVersionStore(): Promise<{ database: TestDatabase; before: Awaited<ReturnType<typeof readEveryTable>> }> {
      database = await createTestDatabase(dialect, { migrations: firstVersionMigrations });
      await fillEveryTable(anyDb(database), Date.now());
      return { database, before: await readEveryTable(anyDb(database)) };
    }

    it('the current server opens a first-version store, migrates it and keeps and shows every row', async () => {
      const { database: store, before } = await firstVersionStore();
      expect(await appliedMigrations(anyDb(store), dialect)).toEqual(['001-initial-schema']);
      expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);

      const server = await spawnServer({ ...serverEnv, ...storeEnvironment(store.config) });
      try {
        const login = await fetch(`${server.baseUrl}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: STORED_PASSWORD }),
        });
        expect(login.status, 'the stored password hash still signs in').toBe(200);
        const read = async (path: string, token = STORED_SESSION_TOKEN) => {
          const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
          expect(response.status, path).toBe(200);
          return response.json() as Promise<Record<string, unknown> & unknown[]>;
        };
        // The session the first version stored is still valid.
        expect(await read('/api/admin/session')).toMatchObject({ valid: true });
        expect(await read('/api/admin/feedback')).toEqual([
          expect.objectContaining({ rating: 4, comment: FEEDBACK_COMMENT, location: 'Dubai' }),
        ]);
        expect(await read('/api/admin/feedback/stats')).toMatchObject({ totalCount: 1 });
        expect(await read('/api/admin/analytics/stats/2160')).toMatchObject({ pageViews: 1, totalVisitors: 1, avgTimeOnPage: 42 });
        expect(await read('/api/admin/analytics/top-pages/2160')).toEqual([expect.objectContaining({ page: UPGRADE_PAGE, views: 1 })]);
        expect(await read('/api/admin/analytics/sources/2160')).toEqual([{ source: 'Google', count: 1 }]);
        expect(await read('/api/admin/results/stats/2160')).toMatchObject({ totalCalculations: 1, passCount: 1 });
        expect(await read('/api/admin/results/cities/2160')).toEqual([{ city: 'Dubai', country: 'UAE', calculations: 1 }]);
      } finally {
        server.process.kill('SIGTERM');
        expect((await waitForExit(server.process)).code).toBe(0);
      }

      expect(await appliedMigrations(anyDb(store), dialect)).toEqual([...knownMigrations]);
      const after = await readEveryTable(anyDb(store));
      // 002 added visitor_day_paths.prev_last_at, empty for rows written before it.
      const expected = withColumnsAddedSince(before, { visitor_day_paths: { prev_last_at: null } });
      for (const [table, rows] of Object.entries(expected)) {
        // The sign-in above added a session; nothing else may change.
        for (const row of rows) expect(after[table], table).toContainEqual(row);
        if (table !== 'admin_sessions') expect(after[table], table).toHaveLength(rows.length);
      }
    }, 60_000);

    it('a store from a newer version stops the server at once with a message that says so', async () => {
      database = await createTestDatabase(dialect);
      await anyDb(database)
        .insertInto('kysely_migration')
        .values({ name: '003-from-a-newer-version', timestamp: new Date().toISOString() })
        .execute();
      const started = Date.now();
      const failure = await spawnServer({ ...serverEnv, ...storeEnvironment(database.config) }).then(
        (server) => {
          server.process.kill('SIGKILL');
          return null;
        },
        (error: unknown) => String(error),
      );
      expect(failure).toContain('server exited with 1');
      expect(failure).toContain('written by a newer version of Salary Reality Check');
      expect(failure).toContain('003-from-a-newer-version');
      // Not retried for STARTUP_DATABASE_WAIT_MS as an unreachable database would be.
      expect(Date.now() - started).toBeLessThan(20_000);
      await expect(runMigrations(database.storage)).rejects.toBeInstanceOf(SchemaNewerThanCodeError);
    }, 60_000);
  });
}
