// GET /api/admin/analytics/visitors/{hours}: hourly or daily page views and unique visitors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { visitorsOverTimeSchema } from '../../../../../server/src/schemas/visitors-over-time.ts';
import { adminRequest } from './admin-request.ts';

export function fetchVisitorsOverTime(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/analytics/visitors/${hours}`, visitorsOverTimeSchema, signal);
}

export function visitorsOverTimeQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'visitors', hours],
    queryFn: ({ signal }) => fetchVisitorsOverTime(hours, signal),
  });
}

export function useVisitorsOverTime(hours: PeriodHours) {
  return useQuery(visitorsOverTimeQuery(hours));
}
