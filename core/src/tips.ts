// Pro tips: a catalogue of advice, each with the condition under which it applies to an offer.
// Verdict-specific tips use the same verdict states as the results screen (decision 7).
import type { ExpenseCategory } from './cost-constants.ts';
import type { OfferEvaluation } from './offer-evaluation.ts';
import type { OfferInput } from './offer-input.ts';
import { tipCatalogue } from './tip-catalogue.ts';
import { buildTipContext, type Tip, type TipPriority } from './tip-context.ts';

const priorityRank: Readonly<Record<TipPriority, number>> = { high: 0, medium: 1, low: 2 };

/** The tips that apply to this offer, high priority first, then medium, then low (catalogue order within). */
export function selectTips(input: OfferInput, evaluation: OfferEvaluation, expenses: readonly ExpenseCategory[]): Tip[] {
  const ctx = buildTipContext(input, evaluation, expenses);
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
