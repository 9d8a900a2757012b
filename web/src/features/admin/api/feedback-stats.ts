// GET /api/admin/feedback/stats: how many entries and their average rating.
import { useQuery } from '@tanstack/react-query';
import { feedbackStatsSchema } from '#contracts/feedback.ts';
import { adminGetQuery } from './admin-request.ts';

function feedbackStatsQuery() {
  return adminGetQuery('/api/admin/feedback/stats', feedbackStatsSchema);
}

export function useFeedbackStats() {
  return useQuery(feedbackStatsQuery());
}
