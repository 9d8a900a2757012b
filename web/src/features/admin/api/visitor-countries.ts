// GET /api/admin/analytics/countries/{hours}?limit=8: visits by country, 'Unknown' when unlocated.
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { countryVisitorsListSchema } from '#contracts/analytics.ts';
import { rankedVisitsQuery } from './ranked-visits.ts';

export function useVisitorCountries(hours: PeriodHours) {
  return useQuery(rankedVisitsQuery(`/api/admin/analytics/countries/${hours}?limit=${listLimits.countries}`, countryVisitorsListSchema));
}
