// GET /api/admin/analytics/realtime: visitors seen in the last 5 minutes, refreshed every 5 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { realtimeVisitorsSchema } from '../../../../../server/src/schemas/analytics.ts';
import { adminRequest } from './admin-request.ts';

export const REALTIME_REFRESH_MS = 5_000;

export function fetchRealtimeVisitors(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/analytics/realtime', realtimeVisitorsSchema, signal);
}

export function realtimeVisitorsQuery() {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'realtime'],
    queryFn: ({ signal }) => fetchRealtimeVisitors(signal),
    refetchInterval: REALTIME_REFRESH_MS,
  });
}

export function useRealtimeVisitors() {
  return useQuery(realtimeVisitorsQuery());
}
