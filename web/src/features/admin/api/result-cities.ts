// GET /api/admin/results/cities/{hours}?limit=10: calculations by city (null: a country average).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { resultCitiesSchema } from '../../../../../server/src/schemas/results.ts';
import { adminRequest } from './admin-request.ts';

export function fetchResultCities(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/results/cities/${hours}?limit=${listLimits.resultCities}`, resultCitiesSchema, signal);
}

export function resultCitiesQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'results', 'cities', hours],
    queryFn: ({ signal }) => fetchResultCities(hours, signal),
  });
}

export function useResultCities(hours: PeriodHours) {
  return useQuery(resultCitiesQuery(hours));
}
