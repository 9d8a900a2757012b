// GET /api/admin/seo/validate: the server's checks of the built pages and sitemap (decision 16).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seoValidationSchema } from '../../../../../server/src/schemas/admin.ts';
import { adminRequest } from './admin-request.ts';

export function fetchSeoValidation(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/seo/validate', seoValidationSchema, signal);
}

export function seoValidationQuery() {
  return queryOptions({
    queryKey: ['admin', 'seo'],
    queryFn: ({ signal }) => fetchSeoValidation(signal),
  });
}

export function useSeoValidation() {
  return useQuery(seoValidationQuery());
}
