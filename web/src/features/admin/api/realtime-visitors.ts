// GET /api/admin/analytics/realtime: visitors seen in the last 5 minutes, refreshed every 5 s.
import { useQuery } from '@tanstack/react-query';
import { realtimeVisitorsSchema } from '#contracts/analytics.ts';
import { adminGetQuery } from './admin-request.ts';

export const REALTIME_REFRESH_MS = 5_000;

function realtimeVisitorsQuery() {
  return adminGetQuery('/api/admin/analytics/realtime', realtimeVisitorsSchema, { refetchInterval: REALTIME_REFRESH_MS });
}

export function useRealtimeVisitors() {
  return useQuery(realtimeVisitorsQuery());
}
