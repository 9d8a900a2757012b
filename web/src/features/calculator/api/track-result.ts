// POST /api/results/track: fire and forget (spec section 7). Only the verdict, country and city are
// sent; the response is not read and failures are silent.
import type { ResultTrackRequest } from '#contracts/results.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function trackResult(payload: ResultTrackRequest): void {
  const body: ResultTrackRequest = { verdict: payload.verdict, country: payload.country, city: payload.city };
  apiRequest('POST', '/api/results/track', body).catch(() => undefined);
}
