import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { VisitorsOverTimeRepository } from '../repositories/visitors-over-time-repository.ts';
import { periodParamsSchema } from '../schemas/admin.ts';

/** GET /api/admin/analytics/visitors/{hours}: the dashboard's visitors-over-time chart. */
export function registerAdminVisitorsRoutes(admin: FastifyInstance, context: AppContext): void {
  // Built here rather than in app.ts so this route stays one registration line away from the app.
  const visitors = new VisitorsOverTimeRepository(context.storage);

  admin.get('/api/admin/analytics/visitors/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    return visitors.series(context.clock.now(), hours);
  });
}
