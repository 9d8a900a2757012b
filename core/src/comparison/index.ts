// Offers side by side: the same figures for each, their differences and what drives them.
// This index is the concept's only face: other folders import from here, never from its files.
export {
  type ComparedOffer,
  compareOffers,
  type ComparisonRow,
  type ComparisonRowKind,
  type OfferComparison,
  offerLabels,
} from './offer-comparison.ts';
export type { ComparisonMessageId } from './messages.ts';
