// GET /api/admin/results/stats/{hours}: calculations and verdict counts, refreshed every 30 s.
import { useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '#contracts/admin.ts';
import { resultsStatsSchema } from '#contracts/results.ts';
import { adminGetQuery } from './admin-request.ts';

export const RESULTS_REFRESH_MS = 30_000;

function resultsStatsQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/results/stats/${hours}`, resultsStatsSchema, { refetchInterval: RESULTS_REFRESH_MS });
}

export function useResultsStats(hours: PeriodHours) {
  return useQuery(resultsStatsQuery(hours));
}
