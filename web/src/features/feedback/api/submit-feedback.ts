// POST /api/feedback. The comment is omitted when empty (spec section 5); the 201 answer is checked
// against the contract, so a reply that is not {id} is reported like any other failure.
import { useMutation } from '@tanstack/react-query';
import { feedbackCreatedSchema, type FeedbackCreated, type FeedbackRequest } from '#contracts/feedback.ts';
import { apiRequest, parseAnswer } from '#web/lib/api-client.ts';

const feedbackUrl = '/api/feedback';

export async function submitFeedback({ rating, comment, location }: FeedbackRequest): Promise<FeedbackCreated> {
  const body: FeedbackRequest = { rating, location, ...(comment?.trim() ? { comment: comment.trim() } : {}) };
  const response = await apiRequest('POST', feedbackUrl, body);
  return parseAnswer(response, feedbackCreatedSchema, feedbackUrl);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
