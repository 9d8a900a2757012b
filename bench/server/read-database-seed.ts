import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { FeedbackRepository } from '../../server/src/repositories/feedback-repository.ts';
import { ingestPageViews } from '../../server/src/repositories/page-view-ingest.ts';
import { ingestCalculatorResults } from '../../server/src/repositories/results-ingest.ts';
import { runMigrations } from '../../server/src/migrations/run-migrations.ts';
import { type Storage, openStorage } from '../../server/src/storage/open-storage.ts';
import { ensureBenchDirectory, postgresStatement, postgresUrl, removeSqliteFiles } from './bench-databases.ts';
import { type TrafficPlan, calculatorResultDays, pageViewDays } from './synthetic-traffic.ts';

// The read benchmark's database: the plan's page views (10 million over 90 days by default) stored
// through ingestPageViews, the function live ingest uses, in time order and in batches of 4,000, so
// the rollups are the ones live traffic would have built (server/test/ingest-batching.test.ts shows
// batch size does not change them). Seeding takes minutes, so a seeded database is kept under
// var/bench/ and reused while its plan is unchanged.

const SEED_VERSION = 2;
const BATCH = 4000;
const RESULTS_PER_DAY = 11_000;
const FEEDBACK_ENTRIES = 2000;

export interface SeededDatabase {
  storage: Storage;
  seededNow: boolean;
  seedSeconds: number | null;
}

interface SeedMarker {
  version: number;
  plan: TrafficPlan;
  seedSeconds: number;
}

function markerPath(kind: 'sqlite' | 'postgres'): string {
  return join(ensureBenchDirectory(), `server-reads-${kind}.json`);
}

function readMarker(kind: 'sqlite' | 'postgres'): SeedMarker | null {
  const path = markerPath(kind);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SeedMarker;
  } catch {
    return null;
  }
}

function samePlan(marker: SeedMarker | null, plan: TrafficPlan): boolean {
  return marker !== null && marker.version === SEED_VERSION && JSON.stringify(marker.plan) === JSON.stringify(plan);
}

const READS_SCHEMA = 'bench_reads';

function openReadStorage(kind: 'sqlite' | 'postgres'): Storage {
  return kind === 'sqlite'
    ? openStorage({ kind: 'sqlite', path: join(ensureBenchDirectory(), 'server-reads.sqlite'), busyTimeoutMs: 5000 })
    : openStorage({ kind: 'postgres', connectionString: postgresUrl, poolSize: 4, schema: READS_SCHEMA });
}

async function pageViewCount(storage: Storage): Promise<number> {
  const row = await storage.db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The page views in the seeded store. On PostgreSQL on a connection of its own: the store's connections
 * stop a statement after 10 s (open-storage.ts), and counting 10 million rows right after seeding, the
 * first full scan of the table, took longer on a busy machine, so the backup and export parts seeded the
 * whole store again (about 12 minutes each) instead of reusing it.
 */
async function storedPageViews(kind: 'sqlite' | 'postgres', storage: Storage): Promise<number> {
  if (kind === 'postgres') return Number((await postgresStatement(`select count(*) as n from ${READS_SCHEMA}.page_views`)).rows[0].n);
  return pageViewCount(storage);
}

export async function openSeededDatabase(
  kind: 'sqlite' | 'postgres',
  plan: TrafficPlan,
  log: (line: string) => void,
): Promise<SeededDatabase> {
  const marker = readMarker(kind);
  if (samePlan(marker, plan)) {
    const storage = openReadStorage(kind);
    try {
      const stored = await storedPageViews(kind, storage);
      if (stored === plan.pageViews) return { storage, seededNow: false, seedSeconds: marker?.seedSeconds ?? null };
      log(`  ${kind}: the seeded store holds ${stored.toLocaleString('en')} page views, not the plan's; seeding again`);
    } catch (error) {
      log(`  ${kind}: the seeded store could not be read (${error instanceof Error ? error.message : String(error)}); seeding again`);
    }
    await storage.close();
  }

  if (kind === 'sqlite') removeSqliteFiles(join(ensureBenchDirectory(), 'server-reads.sqlite'));
  else await postgresStatement(`drop schema if exists ${READS_SCHEMA} cascade; create schema ${READS_SCHEMA}`);
  const storage = openReadStorage(kind);
  await runMigrations(storage);
  const started = performance.now();
  // Durability is irrelevant while seeding a throw-away database; what is stored is not changed.
  if (kind === 'sqlite') await sql`pragma synchronous = OFF`.execute(storage.db);
  const relaxed = async <T>(work: (executor: Storage['db']) => Promise<T>) =>
    storage.db.transaction().execute(async (transaction) => {
      if (kind === 'postgres') await sql`set local synchronous_commit = off`.execute(transaction);
      return work(transaction);
    });

  let seeded = 0;
  let lastReport = performance.now();
  for (const day of pageViewDays(plan)) {
    for (let offset = 0; offset < day.length; offset += BATCH) {
      const batch = day.slice(offset, offset + BATCH);
      await relaxed((executor) => ingestPageViews(executor, batch));
    }
    seeded += day.length;
    if (performance.now() - lastReport > 15_000) {
      lastReport = performance.now();
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${kind}: seeded ${seeded.toLocaleString('en')} of ${plan.pageViews.toLocaleString('en')} page views (${Math.round(seeded / seconds).toLocaleString('en')}/s)`,
      );
    }
  }
  for (const day of calculatorResultDays(plan, RESULTS_PER_DAY)) {
    for (let offset = 0; offset < day.length; offset += BATCH) {
      const batch = day.slice(offset, offset + BATCH);
      await relaxed((executor) => ingestCalculatorResults(executor, batch));
    }
  }
  const feedback = new FeedbackRepository(storage);
  for (let index = 0; index < FEEDBACK_ENTRIES; index += 1) {
    const at = plan.end - Math.floor(((FEEDBACK_ENTRIES - index) / FEEDBACK_ENTRIES) * plan.days * 86_400_000);
    await feedback.create(
      { rating: (index % 5) + 1, comment: index % 3 === 0 ? null : `Seeded comment ${index}`, location: 'Dubai Marina, Dubai, UAE' },
      at,
    );
  }
  // Planner statistics and visibility as a settled database has them (autovacuum on PostgreSQL, PRAGMA optimize on SQLite).
  // The store's connections stop a statement after 10 s (statement_timeout, and pg's own query_timeout;
  // open-storage.ts): analysing 10 million rows took longer on a busy machine and failed a whole bench
  // run. The seeded schema's tables are analysed on a connection of their own, without those limits.
  if (kind === 'postgres') {
    const tables = await postgresStatement(`select tablename from pg_tables where schemaname = '${READS_SCHEMA}'`);
    // VACUUM as well: it sets the visibility map and hint bits a settled table has, so the first full
    // scan (the reuse check's count, the backup's copy) does not rewrite every page.
    for (const { tablename } of tables.rows as { tablename: string }[])
      await postgresStatement(`vacuum analyze "${READS_SCHEMA}"."${tablename}"`);
  } else await sql`pragma optimize`.execute(storage.db);
  if (kind === 'sqlite') await sql`pragma synchronous = FULL`.execute(storage.db);
  const seedSeconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(markerPath(kind), `${JSON.stringify({ version: SEED_VERSION, plan, seedSeconds } satisfies SeedMarker, null, 2)}\n`);
  return { storage, seededNow: true, seedSeconds };
}
