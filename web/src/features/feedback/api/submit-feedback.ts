// POST /api/feedback. The comment is omitted when empty (spec section 5).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface FeedbackPayload {
  rating: number;
  comment?: string;
  location: string;
}

export async function submitFeedback({ rating, comment, location }: FeedbackPayload): Promise<unknown> {
  const body: FeedbackPayload = { rating, location, ...(comment?.trim() ? { comment: comment.trim() } : {}) };
  const response = await apiRequest('POST', '/api/feedback', body);
  // The body is parsed but its fields are not read (spec section 7).
  return response.json();
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
