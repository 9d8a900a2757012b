import { useEffect, useRef } from 'react';
import { trackingValueFor } from '#core';
import { trackResult } from '../api/track-result.ts';
import type { ResultsModel } from '../state/results-model.ts';

/**
 * One tracking call when the results are reached with a country and city. The results unmount
 * when the visitor goes back, which re-arms it (spec section 4).
 */
export function useResultTracking(model: ResultsModel | null): void {
  const sent = useRef(false);
  const location = model?.input.location;
  const verdict = model?.evaluation.verdict;
  useEffect(() => {
    if (sent.current || !location?.city) return;
    sent.current = true;
    trackResult({ verdict: trackingValueFor(verdict), country: location.country, city: location.city });
  }, [location, verdict]);
}
