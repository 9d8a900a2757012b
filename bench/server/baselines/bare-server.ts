import Fastify from 'fastify';

// The bench's "bare" baseline: Fastify with its defaults answering every page view 202,
// with no logging, headers, limits, validation or storage. What the framework alone costs here.

const app = Fastify({ logger: false });
app.post('/api/analytics/track', async (_request, reply) => reply.code(202).send({ accepted: true }));
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
