import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { freePort } from '../../server/test/helpers/spawn-server.ts';
import { childEnv } from '../ensure-build.ts';
import { ensureBenchDirectory, postgresStatement, postgresUrlForSchema, removeSqliteFiles, repositoryRoot } from './bench-databases.ts';
import { seededRandom } from '../../server/test/helpers/seeded-random.ts';

// Page-view ingest through the production server process, driven by autocannon on the same 2-core
// machine (load generator included), beside two baselines measured in the same run with the same load
// (issue 12): "bare", Fastify answering 202, and "naive", Fastify with one better-sqlite3 insert per
// request. Every request looks like a different visitor behind the proxy (varied X-Forwarded-For).

const userAgents = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const pages = [
  '/',
  '/faq',
  '/blog',
  '/uae',
  '/saudi-arabia',
  '/qatar',
  '/blog/gratuity-calculation-uae-2025',
  '/blog/grocery-costs-ksa-2025',
  '/privacy',
];
const referrers = [
  null,
  'https://www.google.com/',
  'https://www.google.ae/',
  'https://www.bing.com/search?q=x',
  'https://l.facebook.com/',
  'https://www.linkedin.com/',
  'https://chatgpt.com/',
];

/** One autocannon run of page views; each request is a different visitor's next view. */
function load(baseUrl: string, connections: number, durationSeconds: number, seed: number): Promise<AutocannonResult> {
  const random = seededRandom(seed);
  let sequence = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/analytics/track',
        setupRequest: (request) => {
          // Three views per visitor in a row, spread over 16 million addresses.
          const visitor = Math.floor(sequence++ / 3) + seed * 1_000_003;
          const address = `${((visitor >>> 16) % 223) + 1}.${(visitor >>> 8) & 255}.${visitor & 255}.${(visitor * 7) & 255}`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'user-agent': userAgents[visitor % userAgents.length] as string,
              'x-forwarded-for': address,
              'x-forwarded-proto': 'https',
            },
            body: JSON.stringify({ page: pages[Math.floor(random() * pages.length)], referrer: referrers[visitor % referrers.length] }),
          };
        },
      },
    ],
  });
}

/** What is measured: the production server on each store, and the two baselines of issue 12. */
export type IngestTarget = 'bare' | 'naive' | 'sqlite' | 'postgres';

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

/**
 * CPU time of one process from `/proc/<pid>/stat`, in milliseconds: user plus system, and with
 * `withChildren` also that of its exited, waited-for children; null when it cannot be read (the
 * process ended, not Linux). `name`, when given, must be the process's command name.
 */
function procCpuMs(pid: number | string | undefined, options: { withChildren?: boolean; name?: string } = {}): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (options.name !== undefined && line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')) !== options.name) return null;
    // utime, stime, cutime, cstime are fields 14-17 of the whole line, 12-15 after the command name.
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (options.withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

/** User plus system CPU time of a process so far, in milliseconds (Linux), or null elsewhere. */
const cpuMs = (pid: number | undefined): number | null => procCpuMs(pid);

/**
 * CPU time so far of every process named `postgres` on this machine (the server and its backends;
 * backends that exited are in the postmaster's children's times), in milliseconds, or null when none
 * is visible (a remote database, not Linux).
 */
function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const times = entries.map((pid) => procCpuMs(pid, { withChildren: true, name: 'postgres' })).filter((ms) => ms !== null);
  return times.length === 0 ? null : times.reduce((sum, ms) => sum + ms, 0);
}

/** How the tables name each target. */
export const targetNames: Record<IngestTarget, string> = {
  bare: 'bare (Fastify, 202)',
  naive: 'naive (one insert)',
  sqlite: 'production, SQLite',
  postgres: 'production, PostgreSQL',
};

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
    const logPath = join(directory, `ingest-${target}.log`);
    const logFile = openSync(logPath, 'w');
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      ADMIN_PASSWORD: 'bench password 1234',
    };
    if (target === 'sqlite') {
      const sqlitePath = join(directory, 'ingest-production.sqlite');
      removeSqliteFiles(sqlitePath);
      env.SQLITE_PATH = sqlitePath;
      countRows = sqliteRowCounter(sqlitePath);
      cleanup = async () => removeSqliteFiles(sqlitePath);
    } else {
      const schema = 'bench_ingest';
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
      cwd: repositoryRoot,
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
    const databaseCpuBefore = target === 'postgres' ? postgresCpuMs() : null;
    const result = await load(started.baseUrl, connections, durationSeconds, 2 + round * 2);
    const cpuAfter = cpuMs(started.process.pid);
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const databaseCpuAfter = target === 'postgres' ? postgresCpuMs() : null;
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
 * Every target in turn, `rounds` times over (bare, naive, SQLite, PostgreSQL, bare, ...), so the
 * baselines and the server share whatever else the machine is doing; the median round of each is
 * what the ratios use.
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
