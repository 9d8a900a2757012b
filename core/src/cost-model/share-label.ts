import type { Message } from '../language/index.ts';
import { message, type CostModelMessageId } from './messages.ts';

const belowOneTenth = message('costModel.share.belowTenth');

/**
 * A category's share of the expenses as shown beside it, without the % sign: one decimal, or "less
 * than 0.1" for an amount too small to show at one decimal (AED 5 of AED 13,500 read "0.0%", as if it
 * were nothing). In words in Arabic, where a "<" beside right-to-left text is read either way round.
 */
export function shareLabel(percentage: number, amount: number): Message<CostModelMessageId> {
  if (amount > 0 && percentage < 0.05) return belowOneTenth;
  return message('costModel.share.percent', { share: percentage.toFixed(1) });
}
