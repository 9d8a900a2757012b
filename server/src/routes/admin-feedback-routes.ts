import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { limitQuerySchema, listLimits } from '../../../contracts/admin.ts';
import type { ApiError } from '../../../contracts/api-error.ts';
import { type FeedbackDeleted, feedbackIdParamsSchema } from '../../../contracts/feedback.ts';

export function registerAdminFeedbackRoutes(admin: FastifyInstance, context: AppContext): void {
  admin.get('/api/admin/feedback', async (request) => {
    const { limit } = validateRequest(limitQuerySchema(listLimits.feedback), request.query);
    return context.feedback.latest(limit);
  });

  admin.get('/api/admin/feedback/stats', async () => context.feedback.stats());

  admin.delete('/api/admin/feedback/:id', async (request, reply) => {
    const { id } = validateRequest(feedbackIdParamsSchema, request.params);
    if (!(await context.feedback.delete(id))) return reply.code(404).send({ error: 'Feedback not found' } satisfies ApiError);
    return { deleted: true, id } satisfies FeedbackDeleted;
  });
}
