import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type RunMigrationsOptions, runMigrations } from '../../src/migrations/run-migrations.ts';
import { type Storage, type StorageConfig, type StorageDialect, openStorage } from '../../src/storage/open-storage.ts';

// Every suite runs against SQLite and PostgreSQL, each test file on its own fresh, migrated database:
// a temporary SQLite file, or a schema of its own in the PostgreSQL database (search_path), dropped
// afterwards. PostgreSQL comes from TEST_DATABASE_URL, else the local default when it answers.

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
const postgresRequired = Boolean(process.env.TEST_DATABASE_URL) || Boolean(process.env.CI);

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (postgresRequired) {
      throw new Error(`PostgreSQL at ${postgresUrl} is required here (TEST_DATABASE_URL or CI is set) but unreachable: ${String(error)}`);
    }
    console.warn(
      `\n*** WARNING: PostgreSQL at ${postgresUrl} is unreachable; the PostgreSQL variants of the server tests are SKIPPED. ***\n` +
        '*** Set TEST_DATABASE_URL or start PostgreSQL to run them (CI always does). ***\n',
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const postgresAvailable = await probePostgres();

export interface TestDatabase {
  storage: Storage;
  config: StorageConfig;
  /** Closes the storage and deletes the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** SQLite only. */
  busyTimeoutMs?: number;
  /** PostgreSQL only: connect through this URL (a test's proxy) instead of postgresUrl. */
  connectionString?: string;
  /** PostgreSQL only. */
  connectionTimeoutMs?: number;
  /** The migrations to apply instead of all of them (a store as an older version left it). */
  migrations?: RunMigrationsOptions['migrations'];
}

export async function createTestDatabase(dialect: StorageDialect, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'src-test-'));
    const config: StorageConfig = { kind: 'sqlite', path: join(directory, 'test.sqlite'), busyTimeoutMs: options.busyTimeoutMs ?? 2000 };
    const storage = openStorage(config);
    await runMigrations(storage, { migrations: options.migrations });
    return {
      storage,
      config,
      async destroy() {
        await storage.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config: StorageConfig = {
    kind: 'postgres',
    connectionString: options.connectionString ?? postgresUrl,
    poolSize: 4,
    schema,
    connectionTimeoutMs: options.connectionTimeoutMs,
  };
  const storage = openStorage(config);
  const destroy = async () => {
    await storage.close();
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  };
  try {
    await runMigrations(storage, { migrations: options.migrations });
  } catch (error) {
    // A failed setup must not leave its schema behind in the shared test database.
    await destroy();
    throw error;
  }
  return { storage, config, destroy };
}

const dialects: StorageDialect[] = ['sqlite', 'postgres'];

/**
 * Declares the suite once per database. `database()` gives the current variant's fresh database,
 * created before the suite's tests and destroyed after them.
 */
export function describeEachDatabase(title: string, suite: (database: () => TestDatabase, dialect: StorageDialect) => void): void {
  for (const dialect of dialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`${title} [${dialect}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(dialect);
      });
      afterAll(async () => {
        await current?.destroy();
      });
      suite(() => {
        if (!current) throw new Error('test database not created yet');
        return current;
      }, dialect);
    });
  }
}
