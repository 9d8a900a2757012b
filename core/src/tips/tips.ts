// Pro tips: a catalogue of advice, each with the condition under which it applies to an offer.
// Verdict-specific tips use the same verdict states as the results screen.
import type { ExpenseCategory } from '../cost-model/index.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { tipCatalogue } from './tip-catalogue.ts';
import { buildTipContext, type Tip, type TipPriority, type TipUpfront } from './tip-context.ts';

const priorityRank: Readonly<Record<TipPriority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * The tips that apply to this offer, high priority first, then medium, then low (catalogue order
 * within), their titles and descriptions as messages.
 */
export function selectTips(
  input: OfferInput,
  evaluation: OfferEvaluation,
  expenses: readonly ExpenseCategory[],
  /** The results' cash up front (edits and the relocation allowance applied), for the tip about it. */
  upfront?: TipUpfront,
  /** The month the contract starts, "2026-11" (whether Riyadh's rent rises within it); the data's month when absent. */
  contractStart?: string,
): Tip[] {
  const ctx = buildTipContext(input, evaluation, expenses, upfront, contractStart);
  return tipCatalogue
    .filter((tip) => tip.applies(ctx))
    .map((tip) => ({
      id: tip.id,
      category: tip.category,
      priority: tip.priority,
      icon: tip.icon,
      title: tip.title(ctx),
      description: tip.description(ctx),
    }))
    .sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority]);
}
