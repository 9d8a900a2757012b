import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Storage, StorageDialect } from '../storage/open-storage.ts';
import { up as initialSchema } from './001-initial-schema.ts';
import { up as pageLastSeen } from './002-page-last-seen.ts';

type NumberedMigration = (db: Kysely<unknown>, dialect: StorageDialect) => Promise<void>;

// Listed by hand rather than read from the folder, so the built server and the tests run exactly
// the same set. Names sort in the order they must run.
const migrations: Record<string, NumberedMigration> = {
  '001-initial-schema': initialSchema,
  '002-page-last-seen': pageLastSeen,
};

/**
 * Brings the database up to date. Forward-only: there are no down migrations. Kysely's migrator
 * takes a lock table, so several server processes starting together apply each migration once.
 */
export async function runMigrations(storage: Storage): Promise<string[]> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [name, { up: (db: Kysely<unknown>) => migration(db, storage.dialect) }]),
      );
    },
  };
  // Kysely looks for its bookkeeping tables in every schema unless told which one, so a second
  // schema in the same PostgreSQL database (another app, a test) would fool it: name ours.
  const migrationTableSchema = storage.dialect === 'postgres' ? await currentSchema(storage) : undefined;
  const migrator = new Migrator({ db: storage.db, provider, migrationTableSchema });
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
