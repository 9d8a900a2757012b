// GET /api/admin/analytics/sources/{hours}?limit=10: visits by where they came from. The spec's
// path has no period; the server takes the dashboard's as /{hours} so the tab stays consistent.
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { trafficSourcesSchema } from '#contracts/analytics.ts';
import { rankedVisitsQuery } from './ranked-visits.ts';

export function useTrafficSources(hours: PeriodHours) {
  return useQuery(rankedVisitsQuery(`/api/admin/analytics/sources/${hours}?limit=${listLimits.sources}`, trafficSourcesSchema));
}
