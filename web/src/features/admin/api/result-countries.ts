// GET /api/admin/results/countries/{hours}?limit=10: calculations by country.
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { resultCountriesSchema } from '#contracts/results.ts';
import { adminGetQuery } from './admin-request.ts';

function resultCountriesQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/results/countries/${hours}?limit=${listLimits.resultCountries}`, resultCountriesSchema);
}

export function useResultCountries(hours: PeriodHours) {
  return useQuery(resultCountriesQuery(hours));
}
