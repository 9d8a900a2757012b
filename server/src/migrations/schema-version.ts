import { type Kysely, sql } from 'kysely';
import type { StorageDialect } from '../storage/open-storage.ts';

// A store's schema version is the list of migrations applied to it, which Kysely's migrator keeps in
// its bookkeeping table. A store that lists a migration this code does not know was written by a
// newer version: the server and the restore command refuse it rather than run old code on it.

/** Kysely's migrator bookkeeping table (its default name, which run-migrations.ts keeps). */
export const MIGRATION_TABLE = 'kysely_migration';

export class SchemaNewerThanCodeError extends Error {
  constructor(
    readonly where: string,
    readonly unknownMigrations: string[],
  ) {
    super(
      `The store at ${where} was written by a newer version of Salary Reality Check: it has migrations this version ` +
        `does not know (${unknownMigrations.join(', ')}). Run the newer version, or restore a backup made by this one ` +
        '(docs/operations.md, "Upgrading").',
    );
    this.name = 'SchemaNewerThanCodeError';
  }
}

/** The names of the migrations applied to the store, oldest first; [] for a store never migrated. */
export async function appliedMigrations(db: Kysely<unknown>, dialect: StorageDialect): Promise<string[]> {
  const exists =
    dialect === 'sqlite'
      ? await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db)
      : // to_regclass follows search_path, as the migrator does.
        await sql<{
          n: number;
        }>`select count(*) as n from (select to_regclass(${MIGRATION_TABLE}) as t) as found where t is not null`.execute(db);
  if (Number(exists.rows[0]?.n ?? 0) === 0) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Applied migrations that are not in `known`, in the order they were applied. */
export function migrationsUnknownTo(applied: readonly string[], known: readonly string[]): string[] {
  return applied.filter((name) => !known.includes(name));
}
