// GET /api/admin/analytics/countries/{hours}?limit=8: visits by country, 'Unknown' when unlocated.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { countryVisitorsListSchema } from '../../../../../server/src/schemas/analytics.ts';
import { adminRequest } from './admin-request.ts';

export function fetchVisitorCountries(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/analytics/countries/${hours}?limit=${listLimits.countries}`, countryVisitorsListSchema, signal);
}

export function visitorCountriesQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'countries', hours],
    queryFn: ({ signal }) => fetchVisitorCountries(hours, signal),
  });
}

export function useVisitorCountries(hours: PeriodHours) {
  return useQuery(visitorCountriesQuery(hours));
}
