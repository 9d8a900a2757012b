import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { limitAndPeriodQuerySchema, limitQuerySchema, listLimits, periodHoursSchema } from '../schemas/admin.ts';

export const periodParamsSchema = z.object({ hours: periodHoursSchema });

export function registerAdminAnalyticsRoutes(admin: FastifyInstance, context: AppContext): void {
  const { analyticsReads: reads, clock } = context;

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

  // The spec gives these two without a period; the dashboard's period can be passed as /{hours} or
  // ?hours=, and the default is the dashboard's default period (24 hours).
  for (const path of ['/api/admin/analytics/countries', '/api/admin/analytics/countries/:hours']) {
    admin.get(path, async (request) => {
      const query = validateRequest(limitAndPeriodQuerySchema(listLimits.countries), request.query);
      const hours = 'hours' in (request.params as object) ? validateRequest(periodParamsSchema, request.params).hours : query.hours;
      return reads.countries(clock.now(), hours, query.limit);
    });
  }

  for (const path of ['/api/admin/analytics/sources', '/api/admin/analytics/sources/:hours']) {
    admin.get(path, async (request) => {
      const query = validateRequest(limitAndPeriodQuerySchema(listLimits.sources), request.query);
      const hours = 'hours' in (request.params as object) ? validateRequest(periodParamsSchema, request.params).hours : query.hours;
      return reads.trafficSources(clock.now(), hours, query.limit);
    });
  }
}
