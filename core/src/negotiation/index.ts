// What to negotiate below Comfortable: the asks, the rise in basic pay, and the brief's lines.
// This index is the concept's only face: other folders import from here, never from its files.
export {
  type BasicRise,
  type NegotiationAsk,
  type NegotiationAskKey,
  negotiationAskKeys,
  negotiationBrief,
  type NegotiationBrief,
} from './negotiation-brief.ts';
export type { NegotiationMessageId } from './messages.ts';
