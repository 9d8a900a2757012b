// GET /api/admin/results/cities/{hours}?limit=10: calculations by city (null: a country average).
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { resultCitiesSchema } from '#contracts/results.ts';
import { adminGetQuery } from './admin-request.ts';

function resultCitiesQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/results/cities/${hours}?limit=${listLimits.resultCities}`, resultCitiesSchema);
}

export function useResultCities(hours: PeriodHours) {
  return useQuery(resultCitiesQuery(hours));
}
