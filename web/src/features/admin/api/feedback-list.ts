// GET /api/admin/feedback: the latest 20 entries, newest first.
import { useQuery } from '@tanstack/react-query';
import { listLimits } from '#contracts/admin.ts';
import { feedbackListSchema } from '#contracts/feedback.ts';
import { adminGetQuery } from './admin-request.ts';

function feedbackListQuery() {
  return adminGetQuery(`/api/admin/feedback?limit=${listLimits.feedback}`, feedbackListSchema);
}

export function useFeedbackList() {
  return useQuery(feedbackListQuery());
}
