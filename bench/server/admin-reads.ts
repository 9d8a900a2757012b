import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { periodHours } from '../../contracts/admin.ts';
import { StaticSite } from '../../server/src/site/static-site.ts';
import { createTestApp } from '../../server/test/helpers/test-app.ts';
import { repositoryRoot } from './bench-databases.ts';
import { openSeededDatabase } from './read-database-seed.ts';
import type { TrafficPlan } from './synthetic-traffic.ts';

// Every operator read, over real HTTP against the app on the seeded database, one request at a time
// as the dashboard makes them. The clock is pinned to the end of the seeded traffic, so "the last N
// hours" always covers seeded data however old the seed is.

interface ReadTiming {
  endpoint: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ReadFigures {
  storage: 'sqlite' | 'postgres';
  pageViews: number;
  seededNow: boolean;
  seedSeconds: number | null;
  reads: ReadTiming[];
  worstP95: { endpoint: string; ms: number };
}

function adminReadEndpoints(): string[] {
  const perPeriod = (hours: number) => [
    `/api/admin/analytics/stats/${hours}`,
    `/api/admin/analytics/top-pages/${hours}?limit=10`,
    `/api/admin/analytics/countries/${hours}?limit=8`,
    `/api/admin/analytics/sources/${hours}?limit=10`,
    `/api/admin/analytics/visitors/${hours}`,
    `/api/admin/results/stats/${hours}`,
    `/api/admin/results/countries/${hours}?limit=10`,
    `/api/admin/results/cities/${hours}?limit=10`,
  ];
  return [
    '/api/admin/analytics/realtime',
    '/api/admin/analytics/activity?limit=15',
    ...periodHours.flatMap(perPeriod),
    '/api/admin/feedback',
    '/api/admin/feedback/stats',
    '/api/admin/health',
    '/api/admin/seo/validate',
    '/api/admin/attributions',
    '/api/admin/session',
  ];
}

function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 100) / 100;
}

export async function measureAdminReads(
  kind: 'sqlite' | 'postgres',
  plan: TrafficPlan,
  samples: number,
  log: (line: string) => void,
): Promise<ReadFigures> {
  const seeded = await openSeededDatabase(kind, plan, log);
  const builtClient = join(repositoryRoot, 'build', 'client');
  const site = await StaticSite.load(
    existsSync(join(builtClient, 'sitemap.xml')) ? builtClient : join(repositoryRoot, 'server', 'test', 'fixtures', 'site', 'client'),
  );
  const t = await createTestApp(seeded.storage, { now: plan.end, site, env: { RATE_LIMIT_ADMIN_PER_MINUTE: '100000000' } });
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${await t.login()}` };

    const reads: ReadTiming[] = [];
    for (const endpoint of adminReadEndpoints()) {
      const times: number[] = [];
      for (let index = 0; index < samples + 5; index += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${endpoint}`, { headers });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}`);
        // The first few requests warm the JIT and the page cache; they are not counted.
        if (index >= 5) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      reads.push({
        endpoint,
        samples,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        max: percentile(times, 1),
      });
    }
    const worst = reads.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    return {
      storage: kind,
      pageViews: plan.pageViews,
      seededNow: seeded.seededNow,
      seedSeconds: seeded.seedSeconds,
      reads,
      worstP95: { endpoint: worst.endpoint, ms: worst.p95 },
    };
  } finally {
    await t.close();
    await seeded.storage.close();
  }
}
