import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../src/auth/password-hashing.ts';
import { hashSessionToken } from '../../src/auth/session-tokens.ts';
import { up as initialSchema } from '../../src/migrations/001-initial-schema.ts';
import type { NumberedMigration } from '../../src/migrations/run-migrations.ts';
import { DAY_MS, HOUR_MS, startOfDay, startOfHour } from '../../src/system/clock.ts';

// A store as the first version left it: the first migration only, and a row in every table, written
// the way that version's code wrote them. The upgrade, failed-migration, backup and restore tests
// compare a store's contents before and after with readEveryTable.

/** The migrations of the first version. */
export const firstVersionMigrations: Record<string, NumberedMigration> = { '001-initial-schema': initialSchema };

export const STORED_PASSWORD = 'the first version password';
/** A session id as the server makes them: 43 base64url characters. */
export const STORED_SESSION_TOKEN = 'upgradeSessionToken-0123456789abcdefghijklm';
export const FEEDBACK_COMMENT = 'Kept across the upgrade: شكرا';
export const UPGRADE_PAGE = '/upgrade-check';

/** The tables every version has; kysely_migration is compared on its own (it changes by design). */
const applicationTables = [
  'page_views',
  'visitor_days',
  'visitor_day_paths',
  'visit_sessions',
  'analytics_rollups',
  'visitor_salts',
  'calculator_results',
  'result_rollups',
  'feedback',
  'admin_credentials',
  'admin_sessions',
  'login_failures',
  'server_secrets',
] as const;

/** One consistent visit two hours before `now`: rows, rollups, results, feedback and operator data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of an older version, not today's Database
export async function fillEveryTable(db: Kysely<any>, now: number): Promise<void> {
  const viewedAt = now - 2 * HOUR_MS;
  const day = startOfDay(viewedAt);
  const hour = startOfHour(viewedAt);
  // Ids come from the database, as they did for that version (an explicit id would leave a
  // PostgreSQL identity behind the rows, and the next insert would collide with it).
  const visitor = await db
    .insertInto('visitor_days')
    .values({
      day,
      visitor_hash: 'a'.repeat(32),
      first_at: viewedAt,
      last_at: viewedAt,
      views: 1,
      session_started_at: viewedAt,
      session_views: 1,
      prev_last_at: null,
      prev_session_started_at: null,
      prev_session_views: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visitorId = Number(visitor.id);
  await db
    .insertInto('page_views')
    .values({
      created_at: viewedAt,
      visitor_id: visitorId,
      path: UPGRADE_PAGE,
      referrer_source: 'Google',
      country_code: 'AE',
      city: 'Dubai',
      device_class: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      time_on_page: 42,
    })
    .execute();
  await db
    .insertInto('visitor_day_paths')
    .values({ visitor_id: visitorId, path: UPGRADE_PAGE, day, last_at: viewedAt, views: 1 })
    .execute();
  await db
    .insertInto('visit_sessions')
    .values({ visitor_id: visitorId, started_at: viewedAt, views: 1, country_code: 'AE', referrer_source: 'Google' })
    .execute();
  const counters = { page_views: 1, sessions: 1, bounces: 1, visitors: 1, time_on_page_total: 42, time_on_page_count: 1 };
  const rollups = [
    { dimension: 'all', key: '' },
    { dimension: 'page', key: UPGRADE_PAGE },
    { dimension: 'country', key: 'AE' },
    { dimension: 'source', key: 'Google' },
  ].flatMap((row) => [
    { ...row, grain: 'hour', bucket: hour, ...counters },
    { ...row, grain: 'day', bucket: day, ...counters },
  ]);
  await db.insertInto('analytics_rollups').values(rollups).execute();
  await db
    .insertInto('visitor_salts')
    .values({ day, salt: 'b'.repeat(43) })
    .execute();
  await db.insertInto('calculator_results').values({ created_at: viewedAt, verdict: 'Pass', country: 'UAE', city: 'Dubai' }).execute();
  await db
    .insertInto('result_rollups')
    .values([
      { grain: 'hour', bucket: hour, verdict: 'Pass', country: 'UAE', city: 'Dubai', calculations: 1 },
      { grain: 'day', bucket: day, verdict: 'Pass', country: 'UAE', city: 'Dubai', calculations: 1 },
    ])
    .execute();
  await db.insertInto('feedback').values({ created_at: viewedAt, rating: 4, comment: FEEDBACK_COMMENT, location: 'Dubai' }).execute();
  await db
    .insertInto('admin_credentials')
    .values({ id: 1, password_hash: await hashPassword(STORED_PASSWORD), updated_at: now - DAY_MS })
    .execute();
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: hashSessionToken(STORED_SESSION_TOKEN), created_at: now - HOUR_MS, expires_at: now + 6 * HOUR_MS })
    .execute();
  // Recent (older failures are swept by the next login) and from another client than the test's.
  await db
    .insertInto('login_failures')
    .values({ client_key: 'another-client', failed_at: now - 1000 })
    .execute();
  await db
    .insertInto('server_secrets')
    .values({ name: 'login-throttle', value: 'c'.repeat(43) })
    .execute();
}

type Row = Record<string, unknown>;

/** Every row of every application table, in a stable order, as plain values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read whatever version the store is at
export async function readEveryTable(db: Kysely<any>): Promise<Record<string, Row[]>> {
  const contents: Record<string, Row[]> = {};
  for (const table of applicationTables) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
    contents[table] = rows
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'bigint' ? Number(value) : value])),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return contents;
}

/** The rows of `before` with the columns a later migration added, as that migration leaves them. */
export function withColumnsAddedSince(before: Record<string, Row[]>, added: Record<string, Row>): Record<string, Row[]> {
  return Object.fromEntries(
    Object.entries(before).map(([table, rows]) => [table, rows.map((row) => ({ ...row, ...(added[table] ?? {}) }))]),
  );
}
