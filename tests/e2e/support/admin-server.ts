// The operator journeys run against a server of their own: the built server (dist/) on a fresh
// SQLite file, so every figure the dashboard shows is known exactly, whatever the calculator and
// content journeys do to the shared server at the same time.
//
// Fresh data goes in through the PUBLIC calls, the way visitors create it: page views "from"
// several countries (X-Forwarded-For, trusted here), time-on-page beacons, verdicts and feedback.
// The public API cannot backdate anything, so the older data that makes the periods differ is
// written before the server starts with the server's own ingest functions, the same code that
// builds the rollups for live traffic.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '../../../server/src/migrations/run-migrations.ts';
import { type PageViewEvent, ingestPageViews } from '../../../server/src/repositories/page-view-ingest.ts';
import { type CalculatorResultEvent, ingestCalculatorResults } from '../../../server/src/repositories/results-ingest.ts';
import { openStorage } from '../../../server/src/storage/open-storage.ts';
import { freePort } from '../../../server/test/helpers/spawn-server.ts';

const root = new URL('../../../', import.meta.url).pathname;
const adminServerPassword = 'admin-e2e-own-server-password';

const HOUR_MS = 3_600_000;

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Fresh visits (addresses resolved by the bundled DB-IP database; 10.x is private: Unknown).
 * Six visitors, six visits, eight page views; four visits are bounces.
 */
const freshVisits: { ip: string; userAgent: string; pages: string[]; referrer: string | null }[] = [
  { ip: '86.96.0.1', userAgent: CHROME, pages: ['/', '/faq'], referrer: 'https://www.google.com/' }, // Dubai
  { ip: '37.210.0.1', userAgent: IPHONE, pages: ['/'], referrer: 'https://www.facebook.com/' }, // Doha
  { ip: '81.2.69.142', userAgent: CHROME, pages: ['/blog', '/blog/dubai-cost-of-living-2025'], referrer: 'https://www.bing.com/' }, // London
  { ip: '49.36.0.1', userAgent: IPHONE, pages: ['/'], referrer: null }, // Navi Mumbai, India
  { ip: '10.20.30.40', userAgent: CHROME, pages: ['/faq'], referrer: null }, // private: Unknown
  { ip: '195.229.0.1', userAgent: IPHONE, pages: ['/uae'], referrer: 'https://www.google.com/' }, // Dubai
];
/** Beacons (seconds on page): average time on page 30.0 s. */
const freshBeacons = [
  { ip: '86.96.0.1', userAgent: CHROME, page: '/', timeOnPage: 40 },
  { ip: '81.2.69.142', userAgent: CHROME, page: '/blog', timeOnPage: 20 },
];

/** Older single-page visits, one per period step: 3 hours, 3 days, 20 days and 60 days ago. */
const historyVisits = [
  { hoursAgo: 3, page: '/faq', countryCode: 'DE', city: 'Berlin' },
  { hoursAgo: 3 * 24, page: '/', countryCode: 'JP', city: 'Tokyo' },
  { hoursAgo: 20 * 24, page: '/', countryCode: 'BR', city: 'Sao Paulo' },
  { hoursAgo: 60 * 24, page: '/', countryCode: 'FR', city: 'Paris' },
];

const freshResults: Omit<CalculatorResultEvent, 'at'>[] = [
  { verdict: 'Pass', country: 'UAE', city: 'Dubai' },
  { verdict: 'Pass', country: 'UAE', city: 'Dubai' },
  { verdict: 'Pass', country: 'UAE', city: 'Abu Dhabi' },
  { verdict: 'Borderline', country: 'KSA', city: 'Riyadh' },
  { verdict: 'Borderline', country: 'KSA', city: 'Riyadh' },
  { verdict: 'Fail', country: 'Qatar', city: 'Doha' },
  { verdict: 'Pass', country: 'Oman', city: null },
];
const historyResults: (Omit<CalculatorResultEvent, 'at'> & { hoursAgo: number })[] = [
  { hoursAgo: 3, verdict: 'Fail', country: 'Kuwait', city: 'Kuwait City' },
  { hoursAgo: 3 * 24, verdict: 'Pass', country: 'Bahrain', city: 'Manama' },
];

export const xssComment = 'Helpful! <script>alert(1)</script> and <img src=x onerror=alert(1)>';
const seededFeedback = [
  { rating: 5, comment: 'Very useful for my Dubai offer', location: 'Dubai, UAE' },
  { rating: 4, comment: xssComment, location: '<b>Doha</b>' },
  { rating: 3, location: 'Riyadh' },
];

/** What the dashboard must show for the seeded data, per period. */
export const expected = {
  live: 6,
  stats: {
    1: { totalVisitors: '6', uniqueVisitors: '6', pageViews: '8', avgTime: '30.0 s', bounceRate: '66.7%' },
    24: { totalVisitors: '7', uniqueVisitors: '7', pageViews: '9', avgTime: '30.0 s', bounceRate: '71.4%' },
    168: { totalVisitors: '8', uniqueVisitors: '8', pageViews: '10', avgTime: '30.0 s', bounceRate: '75.0%' },
    720: { totalVisitors: '9', uniqueVisitors: '9', pageViews: '11', avgTime: '30.0 s', bounceRate: '77.8%' },
    2160: { totalVisitors: '10', uniqueVisitors: '10', pageViews: '12', avgTime: '30.0 s', bounceRate: '80.0%' },
  },
  results: {
    1: { total: '7', pass: ['4', '57.1%'], borderline: ['2', '28.6%'], fail: ['1', '14.3%'] },
    24: { total: '8', pass: ['4', '50.0%'], borderline: ['2', '25.0%'], fail: ['2', '25.0%'] },
    168: { total: '9', pass: ['5', '55.6%'], borderline: ['2', '22.2%'], fail: ['2', '22.2%'] },
  },
} as const;

export interface AdminServer {
  baseUrl: string;
  password: string;
  stop(): Promise<void>;
}

async function seedHistory(sqlitePath: string, now: number): Promise<void> {
  const storage = openStorage({ kind: 'sqlite', path: sqlitePath, busyTimeoutMs: 2000 });
  try {
    await runMigrations(storage);
    const views: PageViewEvent[] = historyVisits.map((visit, index) => ({
      at: now - visit.hoursAgo * HOUR_MS,
      visitorHash: `e2e-history-visitor-${index}`,
      path: visit.page,
      referrerSource: 'Direct',
      countryCode: visit.countryCode,
      city: visit.city,
      deviceClass: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
    }));
    const results: CalculatorResultEvent[] = historyResults.map(({ hoursAgo, ...result }) => ({ ...result, at: now - hoursAgo * HOUR_MS }));
    await storage.db.transaction().execute(async (transaction) => {
      await ingestPageViews(transaction, views);
      await ingestCalculatorResults(transaction, results);
    });
  } finally {
    await storage.close();
  }
}

async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`seeding ${path} failed: ${response.status} ${await response.text()}`);
}

async function seedThroughPublicCalls(baseUrl: string): Promise<void> {
  for (const visit of freshVisits) {
    const headers = { 'x-forwarded-for': visit.ip, 'user-agent': visit.userAgent };
    for (const [index, page] of visit.pages.entries()) {
      await post(
        baseUrl,
        '/api/analytics/track',
        { page, referrer: index === 0 ? visit.referrer : `${baseUrl}${visit.pages[index - 1]}` },
        headers,
      );
    }
  }
  for (const beacon of freshBeacons) {
    // navigator.sendBeacon sends text/plain holding JSON.
    const response = await fetch(`${baseUrl}/api/analytics/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': beacon.ip, 'user-agent': beacon.userAgent },
      body: JSON.stringify({ page: beacon.page, timeOnPage: beacon.timeOnPage }),
    });
    if (!response.ok) throw new Error(`beacon failed: ${response.status}`);
  }
  for (const result of freshResults) await post(baseUrl, '/api/results/track', result, { 'x-forwarded-for': '86.96.0.1' });
  for (const [index, feedback] of seededFeedback.entries()) {
    await post(baseUrl, '/api/feedback', feedback, { 'x-forwarded-for': `10.1.0.${index + 1}` });
    // Distinct timestamps keep "newest first" unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts a seeded server; stop() ends it and deletes its data. */
export async function startAdminServer(): Promise<AdminServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'src-admin-e2e-'));
  const sqlitePath = join(dataDir, 'admin-e2e.sqlite');
  await seedHistory(sqlitePath, Date.now());
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/src/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      ADMIN_PASSWORD: adminServerPassword,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_FEEDBACK_PER_MINUTE: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`admin e2e server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`admin e2e server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await seedThroughPublicCalls(baseUrl);
  return { baseUrl, password: adminServerPassword, stop };
}
