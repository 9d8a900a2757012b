// GET /api/admin/seo/validate: the server's checks of the built pages and sitemap (decision 16).
import { useQuery } from '@tanstack/react-query';
import { seoValidationSchema } from '#contracts/admin.ts';
import { adminGetQuery } from './admin-request.ts';

function seoValidationQuery() {
  return adminGetQuery('/api/admin/seo/validate', seoValidationSchema);
}

export function useSeoValidation() {
  return useQuery(seoValidationQuery());
}
