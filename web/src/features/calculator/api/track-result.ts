// POST /api/results/track: fire and forget (spec section 7). Only the verdict, country and city are
// sent; the response is not read and failures are silent.
import type { TrackingValue } from '../../../../../core/src/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ResultTrackingPayload {
  verdict: TrackingValue;
  country: string;
  city: string;
}

export function trackResult(payload: ResultTrackingPayload): void {
  apiRequest('POST', '/api/results/track', payload).catch(() => undefined);
}
