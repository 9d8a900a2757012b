// GET /api/admin/analytics/countries/{hours}?limit=8: visits by country, 'Unknown' when unlocated.
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { countryVisitorsListSchema } from '#contracts/analytics.ts';
import { adminGetQuery } from './admin-request.ts';

function visitorCountriesQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/analytics/countries/${hours}?limit=${listLimits.countries}`, countryVisitorsListSchema);
}

export function useVisitorCountries(hours: PeriodHours) {
  return useQuery(visitorCountriesQuery(hours));
}
