import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { copySqliteStore, removeSqliteFiles } from '../../server/src/backup/sqlite-copy.ts';
import { ensureBenchDirectory, postgresUrl } from './bench-databases.ts';
import { openSeededDatabase } from './read-database-seed.ts';
import type { TrafficPlan } from './synthetic-traffic.ts';

// The time of a backup of the read benchmark's store (10 million page views over 90 days by
// default), reused as seeded: on SQLite the copy `npm run backup` makes (the online backup API in one
// step, then PRAGMA integrity_check and the row counts), on PostgreSQL the pg_dump it prints.

export interface BackupFigures {
  storage: 'sqlite' | 'postgres';
  pageViews: number;
  bytes: number;
  /** SQLite: the copy, then the check; PostgreSQL: pg_dump alone (checkMs 0). */
  copyMs: number;
  checkMs: number;
  totalMs: number;
}

export async function measureBackup(
  kind: 'sqlite' | 'postgres',
  plan: TrafficPlan,
  log: (line: string) => void,
): Promise<BackupFigures | null> {
  const seeded = await openSeededDatabase(kind, plan, log);
  const storePath = seeded.storage.sqlitePath;
  await seeded.storage.close();
  const destination = join(ensureBenchDirectory(), kind === 'sqlite' ? 'backup-timing.sqlite' : 'backup-timing.dump');
  removeSqliteFiles(destination);
  try {
    if (kind === 'sqlite') {
      if (!storePath) throw new Error('the seeded SQLite store has no file');
      const started = performance.now();
      const report = await copySqliteStore(storePath, destination);
      const pageViews = report.tables.find((table) => table.table === 'page_views')?.rows ?? 0;
      return {
        storage: kind,
        pageViews,
        bytes: report.bytes,
        copyMs: report.copyMs,
        checkMs: report.checkMs,
        totalMs: performance.now() - started,
      };
    }
    const started = performance.now();
    // BENCH_PG_DUMP: another pg_dump than the one on PATH (it must be of the server's major version or newer).
    const pgDump = process.env.BENCH_PG_DUMP || 'pg_dump';
    const dump = spawnSync(
      pgDump,
      ['--format=custom', '--no-owner', '--schema=bench_reads', `--file=${destination}`, `--dbname=${postgresUrl}`],
      {
        encoding: 'utf8',
      },
    );
    if (dump.error || dump.status !== 0) {
      log(`pg_dump is not usable here (${dump.error?.message ?? dump.stderr.trim()}): the PostgreSQL backup time is skipped.`);
      return null;
    }
    const totalMs = performance.now() - started;
    return { storage: kind, pageViews: plan.pageViews, bytes: statSync(destination).size, copyMs: totalMs, checkMs: 0, totalMs };
  } finally {
    removeSqliteFiles(destination);
  }
}
