// POST /api/feedback. The comment is omitted when empty (spec section 5); the 201 answer is checked
// against the contract, so a reply that is not {id} is reported like any other failure.
import { useMutation } from '@tanstack/react-query';
import { feedbackCreatedSchema, type FeedbackCreated, type FeedbackRequest } from '#contracts/feedback.ts';
import { apiRequest, parseAnswer } from '#web/lib/api-client.ts';

const feedbackUrl = '/api/feedback';

/** Written with no connection: the service worker keeps it and sends it when the browser is back online. */
export interface FeedbackQueued {
  queued: true;
}

export async function submitFeedback({ rating, comment, location }: FeedbackRequest): Promise<FeedbackCreated | FeedbackQueued> {
  const body: FeedbackRequest = { rating, location, ...(comment?.trim() ? { comment: comment.trim() } : {}) };
  let response: Response;
  try {
    response = await apiRequest('POST', feedbackUrl, body);
  } catch (error) {
    // A network failure under the service worker: its Background Sync queue took the request (ADR 0013).
    if (error instanceof TypeError && typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) return { queued: true };
    throw error;
  }
  return parseAnswer(response, feedbackCreatedSchema, feedbackUrl);
}

export function useSubmitFeedback() {
  // 'always': offline, TanStack Query would pause the mutation (the button stuck on "Submitting...");
  // the request is made, and the service worker's queue keeps it (ADR 0013).
  return useMutation({ mutationFn: submitFeedback, networkMode: 'always' });
}
