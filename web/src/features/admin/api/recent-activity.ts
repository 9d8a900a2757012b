// GET /api/admin/analytics/activity?limit=15: the latest page views, refreshed every 10 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits } from '../../../../../server/src/schemas/admin.ts';
import { activityListSchema } from '../../../../../server/src/schemas/analytics.ts';
import { adminRequest } from './admin-request.ts';

export const ACTIVITY_REFRESH_MS = 10_000;

export function fetchRecentActivity(signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/analytics/activity?limit=${listLimits.activity}`, activityListSchema, signal);
}

export function recentActivityQuery() {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'activity', listLimits.activity],
    queryFn: ({ signal }) => fetchRecentActivity(signal),
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQuery());
}
