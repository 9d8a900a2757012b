// GET /api/admin/analytics/stats/{hours}: the period's visitor cards, refreshed every 30 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { analyticsStatsSchema } from '../../../../../server/src/schemas/analytics.ts';
import { adminRequest } from './admin-request.ts';

export const STATS_REFRESH_MS = 30_000;

export function fetchAnalyticsStats(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/analytics/stats/${hours}`, analyticsStatsSchema, signal);
}

export function analyticsStatsQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'stats', hours],
    queryFn: ({ signal }) => fetchAnalyticsStats(hours, signal),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useAnalyticsStats(hours: PeriodHours) {
  return useQuery(analyticsStatsQuery(hours));
}
