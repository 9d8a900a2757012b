// GET /api/admin/results/stats/{hours}: calculations and verdict counts, refreshed every 30 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { resultsStatsSchema } from '../../../../../server/src/schemas/results.ts';
import { adminRequest } from './admin-request.ts';

export const RESULTS_REFRESH_MS = 30_000;

export function fetchResultsStats(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/results/stats/${hours}`, resultsStatsSchema, signal);
}

export function resultsStatsQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'results', 'stats', hours],
    queryFn: ({ signal }) => fetchResultsStats(hours, signal),
    refetchInterval: RESULTS_REFRESH_MS,
  });
}

export function useResultsStats(hours: PeriodHours) {
  return useQuery(resultsStatsQuery(hours));
}
