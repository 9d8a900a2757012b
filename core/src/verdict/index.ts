// The verdict: an offer's totals, its savings rate and the package that keeps 20%.
// This index is the concept's only face: other folders import from here, never from its files.
export {
  type DecodedPackage,
  defaultContractYears,
  evaluateOffer,
  type EvaluateOptions,
  type OfferEvaluation,
} from './offer-evaluation.ts';
export { targetPackage } from './target-package.ts';
export {
  savingsRateText,
  savingsRateThresholds,
  type TrackingValue,
  trackingValueFor,
  trackingValues,
  type Verdict,
  verdictFor,
  verdictLabel,
  verdictMessage,
  verdictScaleLegend,
  type VerdictState,
  verdictStates,
  type VerdictMessageId,
} from './verdict.ts';
