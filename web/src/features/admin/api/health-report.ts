// GET /api/admin/health: status, uptime, storage round trip, memory and backups, refreshed every 60 s.
import { useQuery } from '@tanstack/react-query';
import { healthReportSchema } from '#contracts/admin.ts';
import { adminGetQuery } from './admin-request.ts';

export const HEALTH_REFRESH_MS = 60_000;

function healthReportQuery() {
  return adminGetQuery('/api/admin/health', healthReportSchema, { refetchInterval: HEALTH_REFRESH_MS });
}

export function useHealthReport() {
  return useQuery(healthReportQuery());
}
