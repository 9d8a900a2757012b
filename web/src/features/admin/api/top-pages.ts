// GET /api/admin/analytics/top-pages/{hours}?limit=10: the most viewed pages with unique visitors.
import { useQuery } from '@tanstack/react-query';
import { listLimits, type PeriodHours } from '#contracts/admin.ts';
import { topPagesSchema } from '#contracts/analytics.ts';
import { adminGetQuery } from './admin-request.ts';

function topPagesQuery(hours: PeriodHours) {
  return adminGetQuery(`/api/admin/analytics/top-pages/${hours}?limit=${listLimits.topPages}`, topPagesSchema);
}

export function useTopPages(hours: PeriodHours) {
  return useQuery(topPagesQuery(hours));
}
