import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { perMinute } from '../http/rate-limits.ts';
import { GEOLOCATION_ATTRIBUTION } from '../schemas/attribution.ts';
import { measureHealth } from '../system/health-report.ts';

function measure(context: AppContext) {
  return measureHealth(context.storage, context.startedAt, context.clock.now(), context.analyticsWrites.queuedCount);
}

/** For load balancers and uptime checks: the status word only, 503 when storage is unreachable. */
export function registerPublicHealthRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/health', { config: perMinute(600) }, async (_request, reply) => {
    const report = await measure(context);
    return reply.code(report.status === 'unhealthy' ? 503 : 200).header('cache-control', 'no-store').send({ status: report.status });
  });
}

export function registerAdminSystemRoutes(admin: FastifyInstance, context: AppContext): void {
  admin.get('/api/admin/health', { config: { allowDuringOutage: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await measure(context));
  });

  admin.get('/api/admin/seo/validate', async () => context.seo.validate());

  admin.get('/api/admin/attributions', async () => ({ geolocation: GEOLOCATION_ATTRIBUTION }));
}
