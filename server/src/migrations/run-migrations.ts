import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Storage, StorageDialect } from '../storage/open-storage.ts';
import { up as initialSchema } from './001-initial-schema.ts';
import { up as pageLastSeen } from './002-page-last-seen.ts';
import { MIGRATION_TABLE, SchemaNewerThanCodeError, appliedMigrations, migrationsUnknownTo } from './schema-version.ts';

export type NumberedMigration = (db: Kysely<unknown>, dialect: StorageDialect) => Promise<void>;

// Listed by hand rather than read from the folder, so the built server and the tests run exactly
// the same set. Names sort in the order they must run.
const migrations: Record<string, NumberedMigration> = {
  '001-initial-schema': initialSchema,
  '002-page-last-seen': pageLastSeen,
};

/** The migrations this version knows, in order: a store listing any other is from a newer version. */
export const knownMigrations: readonly string[] = Object.keys(migrations).sort();

export interface RunMigrationsOptions {
  /**
   * Tests only: the set to apply instead of the real one (a store made by an older version is the
   * first migrations alone; a failing migration is an extra one).
   */
  migrations?: Record<string, NumberedMigration>;
}

/**
 * Brings the database up to date. Forward-only: there are no down migrations. Every pending
 * migration runs in one transaction on both databases (see TransactionalDdlSqliteDialect), so a
 * migration that fails leaves the store as it was. Kysely's migrator takes a lock table, so several
 * server processes starting together apply each migration once. A store from a newer version
 * (a migration this code does not know) is refused with SchemaNewerThanCodeError before anything runs.
 */
export async function runMigrations(storage: Storage, options: RunMigrationsOptions = {}): Promise<string[]> {
  const set = options.migrations ?? migrations;
  const unknown = migrationsUnknownTo(await appliedMigrations(storage.db as Kysely<unknown>, storage.dialect), Object.keys(set));
  if (unknown.length > 0) throw new SchemaNewerThanCodeError(storage.description, unknown);
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return Object.fromEntries(
        Object.entries(set).map(([name, migration]) => [name, { up: (db: Kysely<unknown>) => migration(db, storage.dialect) }]),
      );
    },
  };
  // Kysely looks for its bookkeeping tables in every schema unless told which one, so a second
  // schema in the same PostgreSQL database (another app, a test) would fool it: name ours.
  const migrationTableSchema = storage.dialect === 'postgres' ? await currentSchema(storage) : undefined;
  const migrator = new Migrator({ db: storage.db, provider, migrationTableSchema, migrationTableName: MIGRATION_TABLE });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function currentSchema(storage: Storage): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(storage.db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
