import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { validateRequest } from '../http/validate-request.ts';
import { limitQuerySchema, listLimits, periodParamsSchema } from '../../../contracts/admin.ts';

export function registerAdminResultsRoutes(admin: FastifyInstance, context: AppContext): void {
  const { results, clock } = context;

  admin.get('/api/admin/results/stats/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    return results.stats(clock.now(), hours);
  });

  admin.get('/api/admin/results/countries/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    const { limit } = validateRequest(limitQuerySchema(listLimits.resultCountries), request.query);
    return results.countries(clock.now(), hours, limit);
  });

  admin.get('/api/admin/results/cities/:hours', async (request) => {
    const { hours } = validateRequest(periodParamsSchema, request.params);
    const { limit } = validateRequest(limitQuerySchema(listLimits.resultCities), request.query);
    return results.cities(clock.now(), hours, limit);
  });
}
