// GET /api/admin/session: does the server still accept the stored session? Asked once on load.
import { useQuery } from '@tanstack/react-query';
import { sessionStatusSchema } from '#contracts/admin.ts';
import { adminGetQuery } from './admin-request.ts';

export function sessionStatusQuery() {
  return adminGetQuery('/api/admin/session', sessionStatusSchema);
}

export function useSessionStatus(enabled: boolean) {
  return useQuery({ ...sessionStatusQuery(), enabled });
}
