// GET /api/admin/analytics/activity?limit=15: the latest page views, refreshed every 10 s.
import { useQuery } from '@tanstack/react-query';
import { listLimits } from '#contracts/admin.ts';
import { activityListSchema } from '#contracts/analytics.ts';
import { adminGetQuery } from './admin-request.ts';

export const ACTIVITY_REFRESH_MS = 10_000;

function recentActivityQuery() {
  return adminGetQuery(`/api/admin/analytics/activity?limit=${listLimits.activity}`, activityListSchema, {
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQuery());
}
