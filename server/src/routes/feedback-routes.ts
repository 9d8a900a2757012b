import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { perMinute } from '../http/rate-limits.ts';
import { validateRequest } from '../http/validate-request.ts';
import { feedbackRequestSchema } from '../../../contracts/feedback.ts';

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/feedback', { config: perMinute(context.env.RATE_LIMIT_FEEDBACK_PER_MINUTE) }, async (request, reply) => {
    const feedback = validateRequest(feedbackRequestSchema, request.body);
    const id = await context.feedback.create(feedback, context.clock.now());
    return reply.code(201).send({ id });
  });
}
