import { ingestPageViews, type PageViewEvent } from '../../server/src/repositories/page-view-ingest.ts';
import { openStorage } from '../../server/src/storage/open-storage.ts';
import { runMigrations } from '../../server/src/migrations/run-migrations.ts';
import { rmSync } from 'node:fs';
for (const s of ['', '-wal', '-shm']) rmSync('/tmp/exp/t3.sqlite' + s, { force: true });
const storage = openStorage({ kind: 'sqlite', path: '/tmp/exp/t3.sqlite', busyTimeoutMs: 1000 });
await runMigrations(storage);
const batchSize = Number(process.argv[2] ?? 50);
let seq = 0;
const t0 = performance.now();
const total = 100_000;
let now = Date.UTC(2026, 2, 10, 10);
for (let i = 0; i < total; i += batchSize) {
  const batch: PageViewEvent[] = [];
  for (let j = 0; j < batchSize; j++) {
    const v = Math.floor(seq++ / 3);
    now += 0.1;
    batch.push({ at: Math.floor(now), visitorHash: `h${v.toString(36)}xxxxxxxxxxxxxxxx`, path: ['/', '/faq', '/uae', '/blog'][seq % 4]!, referrerSource: 'Google', countryCode: 'AE', city: 'Dubai', deviceClass: 'desktop', browser: 'Chrome', os: 'Windows' });
  }
  await storage.db.transaction().execute((trx) => ingestPageViews(trx, batch));
}
const ms = performance.now() - t0;
console.log('batch', batchSize, Math.round(total / (ms / 1000)), 'events/s', (ms * 1000 / total).toFixed(1), 'us/event');
await storage.close();
