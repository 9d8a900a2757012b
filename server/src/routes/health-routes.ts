import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { perMinute } from '../http/rate-limits.ts';
import { GEOLOCATION_ATTRIBUTION } from '../../../contracts/attribution.ts';
import { measureHealth, withBackups } from '../system/health-report.ts';

function measure(context: AppContext) {
  return measureHealth(context.storage, context.startedAt, context.clock.now(), context.analyticsWrites.queuedCount);
}

/** How long one storage probe answers every public health check (wall time: this is throttling). */
const publicHealthReuseMs = 1_000;

/**
 * For load balancers and uptime checks: the status word only, 503 when storage is unreachable.
 * The probe takes the database write lock, so anonymous callers share one probe a second (in flight
 * or just finished) instead of each queuing for the lock behind ingest. An unhealthy answer is not
 * reused: during an outage storage calls fail at once anyway, and recovery shows on the next call.
 */
export function registerPublicHealthRoute(app: FastifyInstance, context: AppContext): void {
  let shared: { at: number; report: ReturnType<typeof measure> } | undefined;
  app.get('/api/health', { config: perMinute(600) }, async (_request, reply) => {
    const now = performance.now();
    if (!shared || now - shared.at >= publicHealthReuseMs) {
      const probe = { at: now, report: measure(context) };
      shared = probe;
      probe.report.then(
        (result) => {
          if (result.status === 'unhealthy' && shared === probe) shared = undefined;
        },
        () => {
          if (shared === probe) shared = undefined;
        },
      );
    }
    const report = await shared.report;
    return reply
      .code(report.status === 'unhealthy' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status: report.status });
  });
}

export function registerAdminSystemRoutes(admin: FastifyInstance, context: AppContext): void {
  admin.get('/api/admin/health', { config: { allowDuringOutage: true } }, async (_request, reply) => {
    const report = await measure(context);
    return reply.header('cache-control', 'no-store').send(context.backups ? withBackups(report, context.backups.status()) : report);
  });

  admin.get('/api/admin/seo/validate', async () => context.seo.validate());

  admin.get('/api/admin/attributions', async () => ({ geolocation: GEOLOCATION_ATTRIBUTION }));
}
