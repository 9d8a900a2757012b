import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { limitQuerySchema, listLimits } from '../../../contracts/admin.ts';

export function registerAdminFeedbackRoutes(admin: FastifyInstance, context: AppContext): void {
  admin.get('/api/admin/feedback', async (request) => {
    const { limit } = validateRequest(limitQuerySchema(listLimits.feedback), request.query);
    return context.feedback.latest(limit);
  });

  admin.get('/api/admin/feedback/stats', async () => context.feedback.stats());
}
