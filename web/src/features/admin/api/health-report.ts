// GET /api/admin/health: status, uptime, storage round trip and memory, refreshed every 60 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthReportSchema } from '../../../../../server/src/schemas/admin.ts';
import { adminRequest } from './admin-request.ts';

export const HEALTH_REFRESH_MS = 60_000;

export function fetchHealthReport(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/health', healthReportSchema, signal);
}

export function healthReportQuery() {
  return queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: ({ signal }) => fetchHealthReport(signal),
    refetchInterval: HEALTH_REFRESH_MS,
  });
}

export function useHealthReport() {
  return useQuery(healthReportQuery());
}
