// GET /api/admin/feedback: the latest 20 entries, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLimits } from '../../../../../server/src/schemas/admin.ts';
import { feedbackListSchema } from '../../../../../server/src/schemas/feedback.ts';
import { adminRequest } from './admin-request.ts';

export function fetchFeedbackList(signal?: AbortSignal) {
  return adminRequest('GET', `/api/admin/feedback?limit=${listLimits.feedback}`, feedbackListSchema, signal);
}

export function feedbackListQuery() {
  return queryOptions({
    queryKey: ['admin', 'feedback', 'list', listLimits.feedback],
    queryFn: ({ signal }) => fetchFeedbackList(signal),
  });
}

export function useFeedbackList() {
  return useQuery(feedbackListQuery());
}
