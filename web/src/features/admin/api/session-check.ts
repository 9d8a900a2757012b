// GET /api/admin/session: does the server still accept the stored session? Asked once on load.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionStatusSchema } from '../../../../../server/src/schemas/admin.ts';
import { adminRequest } from './admin-request.ts';

export function fetchSessionStatus(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/session', sessionStatusSchema, signal);
}

export function sessionStatusQuery() {
  return queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: ({ signal }) => fetchSessionStatus(signal),
  });
}

export function useSessionStatus(enabled: boolean) {
  return useQuery({ ...sessionStatusQuery(), enabled });
}
