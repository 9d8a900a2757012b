// GET /api/admin/analytics/visitors/{hours}: hourly or daily page views and unique visitors.
import { useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '#contracts/admin.ts';
import { visitorsOverTimeSchema } from '#contracts/visitors-over-time.ts';
import { adminGetQuery } from './admin-request.ts';

function visitorsOverTimeQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/analytics/visitors/${hours}`, visitorsOverTimeSchema);
}

export function useVisitorsOverTime(hours: PeriodHours) {
  return useQuery(visitorsOverTimeQuery(hours));
}
