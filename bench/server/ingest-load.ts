import { join } from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { type RunningServer, spawnServer, waitForExit } from '../../server/test/helpers/spawn-server.ts';
import { ensureBenchDirectory, postgresStatement, postgresUrlForSchema, removeSqliteFiles, repositoryRoot } from './bench-databases.ts';
import { seededRandom } from '../../server/test/helpers/seeded-random.ts';

// Page-view ingest through the real server process, driven by autocannon on the same 2-core machine
// (load generator included, as issue 4 asks). Every request looks like a different visitor behind the
// proxy (TRUST_PROXY and varied X-Forwarded-For), so per-client rate limits stay at their defaults.

export interface IngestFigures {
  storage: 'sqlite' | 'postgres';
  connections: number;
  durationSeconds: number;
  requests: number;
  accepted: number;
  acceptedPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  /** Page views found in the database after the run, for the accepted ones. */
  storedRows: number;
}

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

/** The real server process, as the crash test starts it, with what the bench needs on top. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  return spawnServer(
    {
      LOG_REQUESTS: 'false',
      TRUST_PROXY: 'true',
      ADMIN_PASSWORD: 'bench password 1234',
      BUILD_DIR: join(repositoryRoot, 'var', 'bench', 'no-build'),
      ...env,
    },
    60_000,
  );
}

async function stopServer(server: RunningServer): Promise<void> {
  server.process.kill('SIGTERM');
  await waitForExit(server.process);
}

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

export async function measureIngest(
  storage: 'sqlite' | 'postgres',
  options: { connections: number; durationSeconds: number },
): Promise<IngestFigures> {
  let env: Record<string, string>;
  let countRows: () => Promise<number>;
  let cleanup: () => Promise<void>;
  if (storage === 'sqlite') {
    const path = join(ensureBenchDirectory(), 'server-ingest.sqlite');
    removeSqliteFiles(path);
    env = { SQLITE_PATH: path };
    countRows = async () => {
      const database = new BetterSqlite3(path, { readonly: true });
      try {
        return (database.prepare('select count(*) as n from page_views').get() as { n: number }).n;
      } finally {
        database.close();
      }
    };
    cleanup = async () => removeSqliteFiles(path);
  } else {
    const schema = 'bench_ingest';
    await postgresStatement(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    env = { DATABASE_URL: postgresUrlForSchema(schema), PG_POOL_SIZE: '4' };
    countRows = async () => Number((await postgresStatement(`select count(*) as n from ${schema}.page_views`)).rows[0].n);
    cleanup = async () => {
      await postgresStatement(`drop schema if exists ${schema} cascade`);
    };
  }

  const server = await startServer(env);
  try {
    // Warm the JIT and the database caches, then measure from an empty slate of counters.
    await load(server.baseUrl, options.connections, 3, 1);
    const before = await countRows();
    const result = await load(server.baseUrl, options.connections, options.durationSeconds, 2);
    await stopServer(server);
    const storedRows = (await countRows()) - before;
    return {
      storage,
      connections: options.connections,
      durationSeconds: result.duration,
      requests: result.requests.total,
      accepted: result['2xx'],
      acceptedPerSecond: Math.round(result['2xx'] / result.duration),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
      storedRows,
    };
  } finally {
    await stopServer(server);
    // The server's own warnings (LOG_LEVEL=warn), if any, after the figures they may explain.
    if (server.output().trim()) process.stderr.write(server.output());
    await cleanup();
  }
}
