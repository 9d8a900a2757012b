import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { freePort } from '../../server/test/helpers/spawn-server.ts';
import { childEnv } from '../ensure-build.ts';
import { ensureBenchDirectory, postgresStatement, postgresUrlForSchema, removeSqliteFiles, repositoryRoot } from './bench-databases.ts';
import { cpuMs, postgresCpuMs } from './process-cpu.ts';
import { load } from './page-view-load.ts';

// Page-view ingest through the production server process, driven by autocannon on the same 2-core
// machine (load generator included), beside two baselines measured in the same run with the same
// load: "bare", Fastify answering 202, and "naive", Fastify with one better-sqlite3 insert per
// request. Every request looks like a different visitor behind the proxy (page-view-load.ts).
// With BENCH_SERVER_BEFORE, the production server of an earlier commit is measured in the same
// rounds too ("before"), on each store: the ratios that judge a change to the write path.

export type IngestTarget = 'bare' | 'naive' | 'sqlite-before' | 'sqlite' | 'postgres-before' | 'postgres';
export type ProductionTarget = Exclude<IngestTarget, 'bare' | 'naive'>;

/**
 * BENCH_SERVER_BEFORE: a checkout of an earlier commit, built (`npm run build` there), whose server
 * runs as the "before" targets with the same environment as today's.
 */
export function beforeCheckout(): string | undefined {
  const directory = process.env.BENCH_SERVER_BEFORE?.trim();
  return directory ? directory : undefined;
}

interface IngestRun {
  target: IngestTarget;
  requests: number;
  accepted: number;
  acceptedPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  /** Rows found in the store after the run, against the accepted requests (none for bare). */
  storedRows: number | null;
  /** Lines the production server logged during the run (request logs on, as npm start runs). */
  logLines: number | null;
  /** CPU the server process used per accepted request, all its threads (Linux /proc), microseconds. */
  cpuMicrosPerRequest: number | null;
  /** CPU this process (autocannon runs in it) used per accepted request, microseconds. */
  loadGeneratorCpuMicrosPerRequest: number | null;
  /** CPU the local PostgreSQL server's processes used per accepted request (PostgreSQL runs only, Linux /proc). */
  databaseCpuMicrosPerRequest: number | null;
}

/** How the tables name each target. */
export const targetNames: Record<IngestTarget, string> = {
  bare: 'bare (Fastify, 202)',
  naive: 'naive (one insert)',
  'sqlite-before': 'before, SQLite',
  sqlite: 'production, SQLite',
  'postgres-before': 'before, PostgreSQL',
  postgres: 'production, PostgreSQL',
};

/** The store a production target writes to. */
const storeOf = (target: ProductionTarget): 'sqlite' | 'postgres' => (target.startsWith('sqlite') ? 'sqlite' : 'postgres');

export interface IngestFigures {
  connections: number;
  durationSeconds: number;
  rounds: number;
  runs: IngestRun[];
  /** Per target, the round with the median accepted/s. */
  median: Partial<Record<IngestTarget, IngestRun>>;
}

interface StartedTarget {
  process: ChildProcess;
  baseUrl: string;
  countRows: () => Promise<number | null>;
  logLines: () => number | null;
  cleanup: () => Promise<void>;
}

async function waitUntilHealthy(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within a minute:\n${output()}`);
}

function sqliteRowCounter(path: string): () => Promise<number> {
  return async () => {
    const database = new BetterSqlite3(path, { readonly: true });
    try {
      return (database.prepare('select count(*) as n from page_views').get() as { n: number }).n;
    } finally {
      database.close();
    }
  };
}

/**
 * Starts one target. The production server is `node dist/server/src/server.js` with npm start's
 * defaults (request logs at info, security headers, rate limits, the built site) writing its log to
 * a file, as an operator's redirect or journal would take it. One deviation: TRUST_PROXY=true, so the
 * varied X-Forwarded-For makes each request a different visitor and the per-client limits (which
 * stay on, at their defaults) do not refuse the load generator's single address.
 */
async function startTarget(target: IngestTarget): Promise<StartedTarget> {
  const directory = ensureBenchDirectory();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let stderr = '';
  let child: ChildProcess;
  let countRows: () => Promise<number | null> = async () => null;
  let logLines: () => number | null = () => null;
  let cleanup: () => Promise<void> = async () => undefined;
  if (target === 'bare' || target === 'naive') {
    const sqlitePath = join(directory, 'ingest-naive.sqlite');
    removeSqliteFiles(sqlitePath);
    child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench', 'server', 'baselines', `${target}-server.ts`)], {
      cwd: repositoryRoot,
      env: childEnv({ PORT: String(port), SQLITE_PATH: sqlitePath }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (target === 'naive') countRows = sqliteRowCounter(sqlitePath);
    cleanup = async () => removeSqliteFiles(sqlitePath);
  } else {
    const store = storeOf(target);
    const before = target.endsWith('-before');
    const checkout = before ? beforeCheckout() : repositoryRoot;
    if (!checkout) throw new Error(`${target} needs BENCH_SERVER_BEFORE`);
    const logPath = join(directory, `ingest-${target}.log`);
    const logFile = openSync(logPath, 'w');
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      ADMIN_PASSWORD: 'bench password 1234',
    };
    if (store === 'sqlite') {
      const sqlitePath = join(directory, `ingest-${target}.sqlite`);
      removeSqliteFiles(sqlitePath);
      env.SQLITE_PATH = sqlitePath;
      countRows = sqliteRowCounter(sqlitePath);
      cleanup = async () => removeSqliteFiles(sqlitePath);
    } else {
      const schema = before ? 'bench_ingest_before' : 'bench_ingest';
      await postgresStatement(`drop schema if exists ${schema} cascade; create schema ${schema}`);
      env.DATABASE_URL = postgresUrlForSchema(schema);
      countRows = async () => Number((await postgresStatement(`select count(*) as n from ${schema}.page_views`)).rows[0].n);
      cleanup = async () => {
        await postgresStatement(`drop schema if exists ${schema} cascade`);
      };
    }
    // Environment variables the operator has not set are unset, as for npm start.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverSettings.has(name)));
    // BENCH_SERVER_PROFILE=1: a V8 CPU profile of each production run, written when the server exits.
    const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(directory, 'profiles')}`] : [];
    child = spawn(process.execPath, [...profile, 'dist/server/src/server.js'], {
      cwd: checkout,
      env: { ...inherited, NODE_OPTIONS: '', ...env, ...extraServerEnv() },
      stdio: ['ignore', logFile, 'pipe'],
    });
    closeSync(logFile);
    logLines = () => readFileSync(logPath, 'utf8').split('\n').filter(Boolean).length;
  }
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitUntilHealthy(child, baseUrl, () => stderr);
  return { process: child, baseUrl, countRows, logLines, cleanup };
}

/**
 * BENCH_SERVER_EXTRA_ENV="NAME=value,NAME=value": settings for the production server on top of npm
 * start's defaults, to measure what one measure buys (docs/server.md); the table says they were set.
 */
export function extraServerEnv(): Record<string, string> {
  const pairs = (process.env.BENCH_SERVER_EXTRA_ENV ?? '').split(',').filter((pair) => pair.includes('='));
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()]));
}

/** Settings that would make the bench's server differ from npm start's if inherited from the shell. */
const serverSettings = new Set([
  'LOG_LEVEL',
  'LOG_REQUESTS',
  'BUILD_DIR',
  'NODE_ENV',
  'DATABASE_URL',
  'SQLITE_PATH',
  'PG_POOL_SIZE',
  'SQLITE_BUSY_TIMEOUT_MS',
  'SQLITE_MAX_SIZE_MB',
  'RATE_LIMIT_ANALYTICS_PER_MINUTE',
]);

async function stopTarget(started: StartedTarget): Promise<void> {
  if (started.process.exitCode === null && started.process.signalCode === null) {
    started.process.kill('SIGTERM');
    await new Promise((resolve) => started.process.once('exit', resolve));
  }
}

async function measureOnce(target: IngestTarget, connections: number, durationSeconds: number, round: number): Promise<IngestRun> {
  const started = await startTarget(target);
  try {
    // Warm the JIT and the store's caches, then measure from the row count after the warm-up.
    await load(started.baseUrl, connections, 3, 1 + round * 2);
    // Requests still in flight when the warm-up stopped commit in the next moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rowsBefore = await started.countRows();
    const linesBefore = started.logLines();
    const cpuBefore = cpuMs(started.process.pid);
    const loadCpuBefore = process.cpuUsage();
    const onPostgres = target === 'postgres' || target === 'postgres-before';
    const databaseCpuBefore = onPostgres ? postgresCpuMs() : null;
    const result = await load(started.baseUrl, connections, durationSeconds, 2 + round * 2);
    const cpuAfter = cpuMs(started.process.pid);
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const databaseCpuAfter = onPostgres ? postgresCpuMs() : null;
    const perAccepted = (micros: number | null) => (micros === null || result['2xx'] === 0 ? null : Math.round(micros / result['2xx']));
    await stopTarget(started);
    const rowsAfter = await started.countRows();
    const linesAfter = started.logLines();
    return {
      target,
      requests: result.requests.total,
      accepted: result['2xx'],
      acceptedPerSecond: Math.round(result['2xx'] / result.duration),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
      storedRows: rowsAfter === null || rowsBefore === null ? null : rowsAfter - rowsBefore,
      logLines: linesAfter === null || linesBefore === null ? null : linesAfter - linesBefore,
      cpuMicrosPerRequest: perAccepted(cpuAfter === null || cpuBefore === null ? null : (cpuAfter - cpuBefore) * 1000),
      loadGeneratorCpuMicrosPerRequest: perAccepted(loadCpu.user + loadCpu.system),
      databaseCpuMicrosPerRequest: perAccepted(
        databaseCpuAfter === null || databaseCpuBefore === null ? null : (databaseCpuAfter - databaseCpuBefore) * 1000,
      ),
    };
  } finally {
    await stopTarget(started);
    await started.cleanup();
  }
}

/**
 * Every target in turn, `rounds` times over (bare, naive, SQLite before and now, PostgreSQL before
 * and now, bare, ...), so the baselines and the servers share whatever else the machine is doing;
 * the median round of each is what the ratios use.
 */
export async function measureIngest(
  targets: IngestTarget[],
  options: { connections: number; durationSeconds: number; rounds: number },
  log: (line: string) => void,
): Promise<IngestFigures> {
  const runs: IngestRun[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const target of targets) {
      log(
        `ingest round ${round + 1}/${options.rounds}: ${target}, ${options.durationSeconds} s with ${options.connections} connections...`,
      );
      runs.push(await measureOnce(target, options.connections, options.durationSeconds, round));
    }
  }
  const median: Partial<Record<IngestTarget, IngestRun>> = {};
  for (const target of targets) {
    const sorted = runs.filter((run) => run.target === target).sort((a, b) => a.acceptedPerSecond - b.acceptedPerSecond);
    median[target] = sorted[Math.floor((sorted.length - 1) / 2)];
  }
  return { connections: options.connections, durationSeconds: options.durationSeconds, rounds: options.rounds, runs, median };
}
