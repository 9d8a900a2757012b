import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { perMinute } from '../http/rate-limits.ts';
import { validateRequest } from '../http/validate-request.ts';
import type { Accepted } from '../../../contracts/api-error.ts';
import { resultTrackRequestSchema } from '../../../contracts/results.ts';

export function registerResultsRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/results/track', { config: perMinute(context.env.RATE_LIMIT_RESULTS_PER_MINUTE) }, async (request, reply) => {
    const result = validateRequest(resultTrackRequestSchema, request.body);
    await context.results.record({ at: context.clock.now(), verdict: result.verdict, country: result.country, city: result.city });
    return reply.code(202).send({ accepted: true } satisfies Accepted);
  });
}
