import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../server/test/helpers/test-app.ts';
import { openSeededDatabase } from './read-database-seed.ts';
import type { TrafficPlan } from './synthetic-traffic.ts';

// The dashboard's export of its longest period (90 days) over the read benchmark's seeded store, over
// real HTTP as the Export button asks for it: the time until the last byte, the ZIP's size, and how
// far the process's memory rose above what it used before the download (a streamed export stays
// flat whatever the store's size; a ZIP built in memory would not).

export interface ExportFigures {
  storage: 'sqlite' | 'postgres';
  pageViews: number;
  hours: number;
  runs: number;
  /** Median of the runs, first byte of the request to last byte of the ZIP. */
  medianMs: number;
  maxMs: number;
  zipBytes: number;
  /** The largest rise of RSS and of the JS heap above their level before each run, in MB. */
  peakRssRiseMb: number;
  peakHeapRiseMb: number;
}

const MB = 1024 * 1024;
const EXPORT_HOURS = 2160;

export async function measureExport(
  kind: 'sqlite' | 'postgres',
  plan: TrafficPlan,
  runs: number,
  log: (line: string) => void,
): Promise<ExportFigures> {
  const seeded = await openSeededDatabase(kind, plan, log);
  const t = await createTestApp(seeded.storage, { now: plan.end, env: { RATE_LIMIT_ADMIN_PER_MINUTE: '100000000' } });
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/export.zip?hours=${EXPORT_HOURS}`;
    const headers = { authorization: `Bearer ${await t.login()}` };
    const times: number[] = [];
    let zipBytes = 0;
    let peakRssRise = 0;
    let peakHeapRise = 0;
    // One warm-up run (JIT, page cache), then the measured ones.
    for (let run = 0; run <= runs; run += 1) {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 5);
      const started = performance.now();
      const response = await fetch(url, { headers });
      if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
      // Read as a download is: chunk by chunk, kept nowhere.
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      if (run === 0) continue;
      times.push(elapsed);
      zipBytes = bytes;
      peakRssRise = Math.max(peakRssRise, (peakRss - before.rss) / MB);
      peakHeapRise = Math.max(peakHeapRise, (peakHeap - before.heapUsed) / MB);
    }
    times.sort((a, b) => a - b);
    return {
      storage: kind,
      pageViews: plan.pageViews,
      hours: EXPORT_HOURS,
      runs,
      medianMs: Math.round(times[Math.floor(times.length / 2)] as number),
      maxMs: Math.round(times[times.length - 1] as number),
      zipBytes,
      peakRssRiseMb: Math.round(peakRssRise * 10) / 10,
      peakHeapRiseMb: Math.round(peakHeapRise * 10) / 10,
    };
  } finally {
    await t.close();
    await seeded.storage.close();
  }
}
