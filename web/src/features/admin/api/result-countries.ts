// GET /api/admin/results/countries/{hours}?limit=10: calculations by country.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { resultCountriesSchema } from '../../../../../server/src/schemas/results.ts';
import { adminRequest } from './admin-request.ts';

export function fetchResultCountries(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/results/countries/${hours}?limit=${listLimits.resultCountries}`, resultCountriesSchema, signal);
}

export function resultCountriesQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'results', 'countries', hours],
    queryFn: ({ signal }) => fetchResultCountries(hours, signal),
  });
}

export function useResultCountries(hours: PeriodHours) {
  return useQuery(resultCountriesQuery(hours));
}
