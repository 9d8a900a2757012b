import { SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * SQLite's dialect with one correction: SQLite runs DDL inside transactions (CREATE, ALTER and DROP
 * roll back like any write), but Kysely's SQLite adapter says it cannot, so its migrator would apply
 * each migration statement by statement, and a migration failing halfway would leave a store that is
 * neither the old version nor the new one. Saying so makes the migrator run every pending migration,
 * with its bookkeeping rows, in one transaction, as it already does on PostgreSQL
 * (docs/decisions/0009-backups-restore-and-upgrades.md). The migrator is the flag's only reader.
 */
export class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
