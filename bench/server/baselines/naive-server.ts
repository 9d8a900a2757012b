import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';

// The bench's "naive" baseline: what a first attempt at page-view ingest looks like.
// Fastify with its defaults and better-sqlite3, one synchronous insert per request (its own
// transaction), WAL with synchronous=NORMAL (no fsync per commit, so a power cut can lose the last
// commits), no validation, no visitor hashing, no geolocation, no logs, headers or limits.

const database = new BetterSqlite3(String(process.env.SQLITE_PATH));
database.pragma('journal_mode = WAL');
database.pragma('synchronous = NORMAL');
database.exec(
  'create table if not exists page_views (id integer primary key, created_at integer not null, path text not null, referrer text, user_agent text)',
);
const insert = database.prepare('insert into page_views (created_at, path, referrer, user_agent) values (?, ?, ?, ?)');

const app = Fastify({ logger: false });
app.post('/api/analytics/track', async (request, reply) => {
  const body = request.body as { page?: unknown; referrer?: unknown };
  insert.run(Date.now(), String(body.page), body.referrer == null ? null : String(body.referrer), request.headers['user-agent'] ?? null);
  return reply.code(202).send({ accepted: true });
});
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => (database.close(), process.exit(0))));
