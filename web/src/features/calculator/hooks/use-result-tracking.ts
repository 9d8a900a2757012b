import { useEffect, useRef } from 'react';
import { trackingValueFor } from '#core';
import { trackResult } from '../api/track-result.ts';
import { claimResultReport } from '../state/result-tracked-mark.ts';
import type { ResultsModel } from '../state/results-model.ts';

/**
 * One tracking call when the results are reached with a country and city (spec section 4). The results
 * unmount when the visitor goes back, which re-arms it; results reopened from this browser's saved
 * answers were reported when they were first reached.
 */
export function useResultTracking(model: ResultsModel | null): void {
  const sent = useRef(false);
  const location = model?.input.location;
  const verdict = model?.evaluation.verdict;
  useEffect(() => {
    if (sent.current || !location?.city) return;
    sent.current = true;
    if (!claimResultReport()) return;
    trackResult({ verdict: trackingValueFor(verdict), country: location.country, city: location.city });
  }, [location, verdict]);
}
