// GET /api/admin/analytics/stats/{hours}: the period's visitor cards, refreshed every 30 s.
import { useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '#contracts/admin.ts';
import { analyticsStatsSchema } from '#contracts/analytics.ts';
import { adminGetQuery } from './admin-request.ts';

export const STATS_REFRESH_MS = 30_000;

function analyticsStatsQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/analytics/stats/${hours}`, analyticsStatsSchema, { refetchInterval: STATS_REFRESH_MS });
}

export function useAnalyticsStats(hours: PeriodHours) {
  return useQuery(analyticsStatsQuery(hours));
}
