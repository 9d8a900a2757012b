// GET /api/admin/analytics/top-pages/{hours}?limit=10: the most viewed pages with unique visitors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { topPagesSchema } from '../../../../../server/src/schemas/analytics.ts';
import { adminRequest } from './admin-request.ts';

export function fetchTopPages(hours: PeriodHours, signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/analytics/top-pages/${hours}?limit=${listLimits.topPages}`, topPagesSchema, signal);
}

export function topPagesQuery(hours: PeriodHours) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'top-pages', hours],
    queryFn: ({ signal }) => fetchTopPages(hours, signal),
  });
}

export function useTopPages(hours: PeriodHours) {
  return useQuery(topPagesQuery(hours));
}
