import { ingestPageViews, type PageViewEvent } from '../../server/src/repositories/page-view-ingest.ts';
import { openStorage } from '../../server/src/storage/open-storage.ts';
import { runMigrations } from '../../server/src/migrations/run-migrations.ts';
import { sql } from 'kysely';
import { rmSync } from 'node:fs';
const variant = process.argv[2]!;
for (const s of ['', '-wal', '-shm']) rmSync('/tmp/exp/t4.sqlite' + s, { force: true });
const storage = openStorage({ kind: 'sqlite', path: '/tmp/exp/t4.sqlite', busyTimeoutMs: 1000 });
await runMigrations(storage);
const db = storage.db;
if (variant === 'normal') await sql`pragma synchronous = NORMAL`.execute(db);
if (variant === 'ckpt') await sql`pragma wal_autocheckpoint = 20000`.execute(db);
if (variant === 'noidx-pv-visitor') await sql`drop index page_views_visitor_id`.execute(db);
if (variant === 'noidx-vd-last') await sql`drop index visitor_days_day_last_at`.execute(db);
if (variant === 'noidx-vdp-last') await sql`drop index visitor_day_paths_day_last_at`.execute(db);
if (variant === 'noidx-sess') await sql`drop index visit_sessions_started_at`.execute(db);
if (variant === 'noidx-pv-created') await sql`drop index page_views_created_at`.execute(db);
const batchSize = 50;
let seq = 0;
const total = 100_000;
let now = Date.UTC(2026, 2, 10, 10);
const t0 = performance.now();
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
console.log(variant.padEnd(18), (ms * 1000 / total).toFixed(1), 'us/event');
await storage.close();
