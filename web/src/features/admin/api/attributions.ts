// GET /api/admin/attributions: the geolocation data's credit (DB-IP, CC BY 4.0) shown by the country figures.
import { useQuery } from '@tanstack/react-query';
import { attributionsSchema } from '#contracts/admin.ts';
import { adminGetQuery } from './admin-request.ts';

function attributionsQuery() {
  // The credit only changes with a new server release; once per dashboard visit is enough.
  return adminGetQuery('/api/admin/attributions', attributionsSchema, { refetchOnMount: false });
}

export function useAttributions() {
  return useQuery(attributionsQuery());
}
