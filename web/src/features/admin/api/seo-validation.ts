// GET /api/admin/seo/validate: the server's checks of the built pages and sitemap.
import { useQuery } from '@tanstack/react-query';
import { seoValidationSchema } from '#contracts/admin.ts';
import { adminGetQuery } from './admin-request.ts';

function seoValidationQuery() {
  return adminGetQuery('/api/admin/seo/validate', seoValidationSchema);
}

export function useSeoValidation() {
  return useQuery(seoValidationQuery());
}
