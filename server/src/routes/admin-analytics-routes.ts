import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { PERIOD_VISITS_HEADER } from '../../../contracts/analytics.ts';
import { type PeriodHours, limitAndPeriodQuerySchema, limitQuerySchema, listLimits, periodParamsSchema } from '../../../contracts/admin.ts';

export function registerAdminAnalyticsRoutes(admin: FastifyInstance, context: AppContext): void {
  const { analyticsReads: reads, visitorsOverTime, clock } = context;

  admin.get('/api/admin/analytics/realtime', async () => ({ count: await reads.realtimeVisitors(clock.now()) }));

  admin.get('/api/admin/analytics/activity', async (request) => {
    const { limit } = validateRequest(limitQuerySchema(listLimits.activity), request.query);
    return reads.recentActivity(limit);
  });

  admin.get('/api/admin/analytics/stats/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    return reads.stats(clock.now(), hours);
  });

  admin.get('/api/admin/analytics/top-pages/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    const { limit } = validateRequest(limitQuerySchema(listLimits.topPages), request.query);
    return reads.topPages(clock.now(), hours, limit);
  });

  admin.get('/api/admin/analytics/visitors/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    return visitorsOverTime.series(clock.now(), hours);
  });

  for (const path of ['/api/admin/analytics/countries', '/api/admin/analytics/countries/:hours']) {
    admin.get(path, async (request, reply) => {
      const { hours, limit } = periodAndLimit(request, listLimits.countries);
      const now = clock.now();
      const [rows, visits] = await Promise.all([reads.countries(now, hours, limit), reads.visits(now, hours)]);
      reply.header(PERIOD_VISITS_HEADER, String(visits));
      return rows;
    });
  }

  for (const path of ['/api/admin/analytics/sources', '/api/admin/analytics/sources/:hours']) {
    admin.get(path, async (request, reply) => {
      const { hours, limit } = periodAndLimit(request, listLimits.sources);
      const now = clock.now();
      const [rows, visits] = await Promise.all([reads.trafficSources(now, hours, limit), reads.visits(now, hours)]);
      reply.header(PERIOD_VISITS_HEADER, String(visits));
      return rows;
    });
  }
}

/**
 * The spec gives countries and sources without a period; the dashboard's period can be passed as
 * /{hours} or ?hours=, and the default is the dashboard's default period (24 hours).
 */
function periodAndLimit(request: FastifyRequest, defaultLimit: number): { hours: PeriodHours; limit: number } {
  const query = validateRequest(limitAndPeriodQuerySchema(defaultLimit), request.query);
  const hours = 'hours' in (request.params as object) ? validateRequest(periodParamsSchema, request.params).hours : query.hours;
  return { hours, limit: query.limit };
}
