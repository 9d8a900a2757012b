// Pro tips: the catalogue of advice and the condition under which each applies to an offer.
// This index is the concept's only face: other folders import from here, never from its files.
export type { TipsMessageId } from './messages.ts';
export { tipCatalogue } from './tip-catalogue.ts';
export { type Tip, type TipCategory, type TipIcon, tipPriorities, type TipPriority, type TipUpfront } from './tip-context.ts';
export { selectTips } from './tips.ts';
