// GET /api/admin/attributions: the geolocation data's credit (DB-IP, CC BY 4.0) shown by the country figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attributionsSchema } from '../../../../../server/src/schemas/admin.ts';
import { adminRequest } from './admin-request.ts';

export function fetchAttributions(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/attributions', attributionsSchema, signal);
}

export function attributionsQuery() {
  return queryOptions({
    queryKey: ['admin', 'attributions'],
    queryFn: ({ signal }) => fetchAttributions(signal),
    // The credit only changes with a new server release; once per dashboard visit is enough.
    refetchOnMount: false,
  });
}

export function useAttributions() {
  return useQuery(attributionsQuery());
}
