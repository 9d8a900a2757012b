import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { up as pageLastSeen } from '../src/migrations/002-page-last-seen.ts';
import { runMigrations } from '../src/migrations/run-migrations.ts';
import { appliedMigrations } from '../src/migrations/schema-version.ts';
import type { StorageDialect } from '../src/storage/open-storage.ts';
import { fillEveryTable, firstVersionMigrations, readEveryTable, withColumnsAddedSince } from './helpers/store-contents.ts';
import { type TestDatabase, createTestDatabase, postgresAvailable } from './helpers/test-storage.ts';

// Issue 16, upgrades: a migration that fails leaves the store as it was. The failing migration is
// injected here (runMigrations' test option), never added to the real list.

const dialects: StorageDialect[] = ['sqlite', 'postgres'];

for (const dialect of dialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`a failing migration [${dialect}]`, () => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    it('leaves the store as it was, with the migrations before it, and the real ones still apply afterwards', async () => {
      database = await createTestDatabase(dialect, { migrations: firstVersionMigrations });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the first version's schema, not today's Database
      const db = database.storage.db as unknown as Kysely<any>;
      await fillEveryTable(db, Date.now());
      const before = await readEveryTable(db);
      const failing = {
        ...firstVersionMigrations,
        '002-page-last-seen': pageLastSeen,
        // Changes the schema and the data, then fails: none of it, nor 002 before it, may remain.
        '003-fails-halfway': async (migrating: Kysely<unknown>) => {
          await migrating.schema.alterTable('feedback').addColumn('mood', 'text').execute();
          await migrating.schema.createTable('half_made').addColumn('x', 'integer').execute();
          await sql`update feedback set comment = 'changed by a failed migration'`.execute(migrating);
          await sql`delete from page_views`.execute(migrating);
          await sql`select * from a_table_that_does_not_exist`.execute(migrating);
        },
      };
      await expect(runMigrations(database.storage, { migrations: failing })).rejects.toThrow(/a_table_that_does_not_exist/);
      expect(await appliedMigrations(db, dialect)).toEqual(['001-initial-schema']);
      expect(await readEveryTable(db)).toEqual(before);
      // The columns of this store's own tables, read from the catalogue of its own schema: on PostgreSQL
      // other test files keep their stores in sibling schemas of the same database, and Kysely's
      // introspection merges the columns of same-named tables across schemas.
      const ownSchema = database.config.kind === 'postgres' ? database.config.schema : undefined;
      const columnsOf = async (table: string): Promise<string[]> => {
        if (ownSchema === undefined) {
          const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
          return rows.rows.map((row) => row.name);
        }
        const rows = await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = ${ownSchema} and table_name = ${table}`.execute(db);
        return rows.rows.map((row) => row.name);
      };
      const tables = (await db.introspection.getTables()).filter((table) => ownSchema === undefined || table.schema === ownSchema);
      expect(tables.map((table) => table.name)).toContain('visitor_day_paths');
      expect(tables.map((table) => table.name)).not.toContain('half_made');
      expect(await columnsOf('feedback')).not.toContain('mood');
      expect(await columnsOf('visitor_day_paths')).toContain('path');
      expect(await columnsOf('visitor_day_paths')).not.toContain('prev_last_at');

      expect(await runMigrations(database.storage)).toEqual(['002-page-last-seen']);
      expect(await readEveryTable(db)).toEqual(withColumnsAddedSince(before, { visitor_day_paths: { prev_last_at: null } }));
    });
  });
}
