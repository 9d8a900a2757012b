// GET /api/admin/feedback/stats: how many entries and their average rating.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackStatsSchema } from '../../../../../server/src/schemas/feedback.ts';
import { adminRequest } from './admin-request.ts';

export function fetchFeedbackStats(signal?: AbortSignal) {
  return adminRequest('GET', '/api/admin/feedback/stats', feedbackStatsSchema, signal);
}

export function feedbackStatsQuery() {
  return queryOptions({
    queryKey: ['admin', 'feedback', 'stats'],
    queryFn: ({ signal }) => fetchFeedbackStats(signal),
  });
}

export function useFeedbackStats() {
  return useQuery(feedbackStatsQuery());
}
