import { type ReadFigures, measureAdminReads } from './admin-reads.ts';
import { type BackupFigures, measureBackup } from './backup-timing.ts';
import { availableParallelism } from 'node:os';
import { postgresReachable } from './bench-databases.ts';
import { cpuBudgetLines } from './cpu-budget.ts';
import { type ExportFigures, measureExport } from './export-timing.ts';
import {
  beforeCheckout,
  extraServerEnv,
  type IngestFigures,
  type IngestTarget,
  measureIngest,
  type ProductionTarget,
  targetNames,
} from './ingest-load.ts';
import { ensureBuild } from '../ensure-build.ts';
import type { TrafficPlan } from './synthetic-traffic.ts';

// `npx tsx bench/run.ts server`: the server figures issue 4 asks for, measured on this machine.
//   ingest:      page views per second accepted by the production server (npm start's defaults, the
//                build loaded) under autocannon, load generator on the same 2 cores, with a bare
//                (Fastify answering 202) and a naive (Fastify + one better-sqlite3 insert per request)
//                baseline in the same run, and, with BENCH_SERVER_BEFORE=<a built checkout of an earlier
//                commit>, that commit's server on each store. Targets (ADR 0022) are ratios to the
//                earlier server: at least 0.9x on SQLite with p99 < 40 ms and on PostgreSQL with p99 < 50 ms.
//   admin reads: every operator read over 10 million page views across 90 days; target p95 < 50 ms
//                on SQLite and < 100 ms on PostgreSQL.
//   backup:      the time of a backup of that same store (npm run backup's copy and check on SQLite,
//                pg_dump on PostgreSQL); no target, it is for the operations guide.
//   export:      the dashboard's export of 90 days (GET /api/admin/export.zip?hours=2160) over that
//                same store; target under 5 s, with memory flat (the rise over the run is printed).
// Knobs (environment): BENCH_SERVER_PAGE_VIEWS, BENCH_SERVER_SECONDS, BENCH_SERVER_CONNECTIONS,
// BENCH_SERVER_SAMPLES, BENCH_SERVER_ROUNDS, BENCH_SERVER_EXTRA_ENV, BENCH_SERVER_BEFORE, BENCH_SERVER_PROFILE, BENCH_SERVER_EXPORT_RUNS, BENCH_SERVER_PARTS=ingest,reads,backup,export, BENCH_DATABASE_URL.

const targets = {
  ingest: { sqlite: { ratioToBefore: 0.9, p99Ms: 40 }, postgres: { ratioToBefore: 0.9, p99Ms: 50 } },
  readsP95Ms: { sqlite: 50, postgres: 100 },
  exportMs: 5_000,
};

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const log = (line: string) => console.log(line);

function printIngest(figures: IngestFigures): void {
  log(
    `\nPage-view ingest, ${figures.connections} connections, autocannon on the same machine (median of ${figures.rounds} rounds of ${figures.durationSeconds} s)`,
  );
  const extra = Object.entries(extraServerEnv());
  if (extra.length > 0)
    log(`production server with ${extra.map(([name, value]) => `${name}=${value}`).join(', ')} on top of npm start's defaults`);
  const before = beforeCheckout();
  log(before ? `before: the server built in ${before}` : 'before: not measured (BENCH_SERVER_BEFORE unset), so the targets are not judged');
  log(
    'server                 accepted/s  p50 ms  p99 ms  max ms  non-2xx  errors  stored/accepted  log lines  CPU µs/req  x naive  x bare  x before  target',
  );
  const naive = figures.median.naive?.acceptedPerSecond;
  const bare = figures.median.bare?.acceptedPerSecond;
  const order: IngestTarget[] = ['bare', 'naive', 'sqlite-before', 'sqlite', 'postgres-before', 'postgres'];
  for (const target of order) {
    const row = figures.median[target];
    if (!row) continue;
    const ratio = (base: number | undefined) => (base ? (row.acceptedPerSecond / base).toFixed(2) : '-');
    let targetText = '';
    let earlier: number | undefined;
    if (target === 'sqlite' || target === 'postgres') {
      const wanted = targets.ingest[target];
      earlier = figures.median[`${target}-before` satisfies ProductionTarget]?.acceptedPerSecond;
      const met = earlier !== undefined && row.acceptedPerSecond >= wanted.ratioToBefore * earlier && row.latencyMs.p99 < wanted.p99Ms;
      targetText = `>= ${wanted.ratioToBefore}x before, p99 < ${wanted.p99Ms}: ${earlier === undefined ? 'not judged' : met ? 'met' : 'MISSED'}`;
    }
    const stored = row.storedRows === null ? '-' : `${row.storedRows}/${row.accepted}`;
    log(
      `${targetNames[target].padEnd(22)} ${row.acceptedPerSecond.toLocaleString('en').padStart(10)}  ${String(row.latencyMs.p50).padStart(6)}  ${String(row.latencyMs.p99).padStart(6)}  ${String(row.latencyMs.max).padStart(6)}  ${String(row.non2xx).padStart(7)}  ${String(row.errors).padStart(6)}  ${stored.padStart(15)}  ${String(row.logLines ?? '-').padStart(9)}  ${String(row.cpuMicrosPerRequest ?? '-').padStart(10)}  ${ratio(naive).padStart(7)}  ${ratio(bare).padStart(6)}  ${ratio(earlier).padStart(8)}  ${targetText}`,
    );
  }
  for (const line of cpuBudgetLines(figures, availableParallelism())) log(line);
  log(
    `every round: ${figures.runs.map((run) => `${run.target} ${run.acceptedPerSecond.toLocaleString('en')}/s p99 ${run.latencyMs.p99}`).join('; ')}`,
  );
}

function printBackups(figures: BackupFigures[]): void {
  log(`\nBackup of the read benchmark's store (${figures[0]?.pageViews.toLocaleString('en')} page views)`);
  log('storage   size MB   copy s  check s  total s');
  for (const row of figures) {
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    log(
      `${row.storage.padEnd(9)} ${(row.bytes / 1024 / 1024).toFixed(0).padStart(7)}  ${seconds(row.copyMs).padStart(7)}  ${(row.storage === 'sqlite' ? seconds(row.checkMs) : '-').padStart(7)}  ${seconds(row.totalMs).padStart(7)}`,
    );
  }
}

function printExports(figures: ExportFigures[]): void {
  if (figures.length === 0) return;
  log(`\nExport of ${figures[0]?.hours} hours over ${figures[0]?.pageViews.toLocaleString('en')} page views (HTTP, to the last byte)`);
  log('storage   runs  median ms  max ms  ZIP KB  RSS rise MB  heap rise MB  target');
  for (const row of figures) {
    const met = row.medianMs < targets.exportMs ? 'met' : 'MISSED';
    log(
      `${row.storage.padEnd(9)} ${String(row.runs).padStart(4)}  ${String(row.medianMs).padStart(9)}  ${String(row.maxMs).padStart(6)}  ${(row.zipBytes / 1024).toFixed(0).padStart(6)}  ${row.peakRssRiseMb.toFixed(1).padStart(11)}  ${row.peakHeapRiseMb.toFixed(1).padStart(12)}  < ${targets.exportMs / 1000} s: ${met}`,
    );
  }
}

function printReads(figures: ReadFigures[]): void {
  if (figures.length === 0) return;
  log(`\nAdmin reads over ${figures[0]?.pageViews.toLocaleString('en')} page views across 90 days (sequential HTTP, ms)`);
  const header = ['endpoint'.padEnd(48), ...figures.map((row) => `${row.storage} p50/p95/p99`.padStart(26))].join(' ');
  log(header);
  const endpoints = figures[0]?.reads.map((read) => read.endpoint) ?? [];
  for (const endpoint of endpoints) {
    const cells = figures.map((row) => {
      const read = row.reads.find((entry) => entry.endpoint === endpoint);
      return (read ? `${read.p50.toFixed(1)} / ${read.p95.toFixed(1)} / ${read.p99.toFixed(1)}` : '-').padStart(26);
    });
    log([endpoint.padEnd(48), ...cells].join(' '));
  }
  for (const row of figures) {
    const target = targets.readsP95Ms[row.storage];
    log(
      `${row.storage}: worst p95 ${row.worstP95.ms.toFixed(1)} ms (${row.worstP95.endpoint}); target p95 < ${target} ms: ${row.worstP95.ms < target ? 'met' : 'MISSED'}` +
        `${row.seededNow ? ` (seeded now in ${row.seedSeconds} s)` : row.seedSeconds !== null ? ` (reused seed built in ${row.seedSeconds} s)` : ''}`,
    );
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const parts = (process.env.BENCH_SERVER_PARTS ?? 'ingest,reads,backup,export').split(',').map((part) => part.trim());
  const postgres = await postgresReachable();
  if (!postgres) log('PostgreSQL is unreachable: PostgreSQL figures are skipped (set BENCH_DATABASE_URL).');
  const storages: ('sqlite' | 'postgres')[] = postgres ? ['sqlite', 'postgres'] : ['sqlite'];
  const figures: Record<string, unknown> = {
    machine: { cpus: availableParallelism(), node: process.version },
    targets,
  };

  if (parts.includes('ingest')) {
    ensureBuild();
    const production = storages.flatMap((store): ProductionTarget[] => (beforeCheckout() ? [`${store}-before`, store] : [store]));
    const ingest = await measureIngest(
      ['bare', 'naive', ...production],
      {
        connections: numberFromEnv('BENCH_SERVER_CONNECTIONS', 50),
        durationSeconds: numberFromEnv('BENCH_SERVER_SECONDS', 10),
        rounds: numberFromEnv('BENCH_SERVER_ROUNDS', 3),
      },
      log,
    );
    printIngest(ingest);
    figures.ingest = ingest;
  }

  const plan: TrafficPlan = {
    end: Date.UTC(2026, 9, 15, 13, 37, 0),
    days: 90,
    pageViews: numberFromEnv('BENCH_SERVER_PAGE_VIEWS', 10_000_000),
    seed: 20261015,
  };
  if (parts.includes('reads')) {
    const samples = numberFromEnv('BENCH_SERVER_SAMPLES', 100);
    const reads: ReadFigures[] = [];
    for (const storage of storages) {
      log(
        `admin reads on ${storage}: seeding ${plan.pageViews.toLocaleString('en')} page views if needed, then ${samples} samples per read...`,
      );
      reads.push(await measureAdminReads(storage, plan, samples, log));
    }
    printReads(reads);
    figures.adminReads = reads;
  }

  // Last: it reuses the store the reads part seeded (and seeds it when run alone).
  if (parts.includes('backup')) {
    const backups: BackupFigures[] = [];
    for (const storage of storages) {
      log(`backup on ${storage}: of the ${plan.pageViews.toLocaleString('en')}-page-view store...`);
      const measured = await measureBackup(storage, plan, log);
      if (measured) backups.push(measured);
    }
    printBackups(backups);
    figures.backups = backups;
  }

  // Also on the store the reads part seeded.
  if (parts.includes('export')) {
    const exports: ExportFigures[] = [];
    for (const storage of storages) {
      log(`export on ${storage}: 90 days of the ${plan.pageViews.toLocaleString('en')}-page-view store...`);
      exports.push(await measureExport(storage, plan, numberFromEnv('BENCH_SERVER_EXPORT_RUNS', 5), log));
    }
    printExports(exports);
    figures.exports = exports;
  }
  return figures;
}
