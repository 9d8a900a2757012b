import { type Kysely, type CreateTableBuilder, sql } from 'kysely';
import type { StorageDialect } from '../storage/open-storage.ts';

// The first schema. Forward-only: a later change is a new numbered file, never an edit here.
// Times are epoch milliseconds in BIGINT columns on both databases.

type AnyTable = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>, dialect: StorageDialect): Promise<void> {
  const withId = (table: AnyTable): AnyTable =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      : // INTEGER PRIMARY KEY is SQLite's rowid: the cheapest monotonic id it has.
        table.addColumn('id', 'integer', (column) => column.primaryKey());
  // Tables keyed by a composite primary key are stored as that key's b-tree on SQLite.
  const keyedOnly = (table: AnyTable): AnyTable => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table);

  await withId(db.schema.createTable('visitor_days'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('session_started_at', 'bigint', (c) => c.notNull())
    .addColumn('session_views', 'integer', (c) => c.notNull())
    .addColumn('prev_last_at', 'bigint')
    .addColumn('prev_session_started_at', 'bigint')
    .addColumn('prev_session_views', 'integer')
    .addUniqueConstraint('visitor_days_day_hash_unique', ['day', 'visitor_hash'])
    .execute();
  await db.schema.createIndex('visitor_days_day_last_at').on('visitor_days').columns(['day', 'last_at']).execute();

  await withId(db.schema.createTable('page_views'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('visitor_id', 'bigint', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_source', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('city', 'text')
    .addColumn('device_class', 'text', (c) => c.notNull())
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('time_on_page', 'integer')
    .execute();
  await db.schema.createIndex('page_views_created_at').on('page_views').column('created_at').execute();
  await db.schema.createIndex('page_views_visitor_id').on('page_views').column('visitor_id').execute();

  await keyedOnly(
    db.schema
      .createTable('visitor_day_paths')
      .addColumn('visitor_id', 'bigint', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('day', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitor_day_paths_pk', ['visitor_id', 'path']),
  ).execute();
  await db.schema.createIndex('visitor_day_paths_day_last_at').on('visitor_day_paths').columns(['day', 'last_at', 'path']).execute();

  await keyedOnly(
    db.schema
      .createTable('visit_sessions')
      .addColumn('visitor_id', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addColumn('country_code', 'text')
      .addColumn('referrer_source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('visit_sessions_pk', ['visitor_id', 'started_at']),
  ).execute();
  await db.schema.createIndex('visit_sessions_started_at').on('visit_sessions').column('started_at').execute();

  await keyedOnly(
    db.schema
      .createTable('analytics_rollups')
      .addColumn('dimension', 'text', (c) => c.notNull())
      .addColumn('grain', 'text', (c) => c.notNull())
      .addColumn('bucket', 'bigint', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bounces', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('time_on_page_total', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('time_on_page_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('analytics_rollups_pk', ['dimension', 'grain', 'bucket', 'key']),
  ).execute();

  await db.schema
    .createTable('visitor_salts')
    .addColumn('day', 'bigint', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('calculator_results'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .execute();
  await db.schema.createIndex('calculator_results_created_at').on('calculator_results').column('created_at').execute();

  await keyedOnly(
    db.schema
      .createTable('result_rollups')
      .addColumn('grain', 'text', (c) => c.notNull())
      .addColumn('bucket', 'bigint', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('calculations', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('result_rollups_pk', ['grain', 'bucket', 'verdict', 'country', 'city']),
  ).execute();

  await withId(db.schema.createTable('feedback'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_credentials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expires_at').on('admin_sessions').column('expires_at').execute();

  await withId(db.schema.createTable('login_failures'))
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_client_failed_at').on('login_failures').columns(['client_key', 'failed_at']).execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
