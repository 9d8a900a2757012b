// The offers being compared, each worked out through the same results model as the screen, and set
// side by side by the core.
import { compareOffers, type Language, type OfferComparison } from '#core';
import type { CalculatorState } from './calculator-state.ts';
import { allOffers } from './offers.ts';
import { buildResultsModel, type ResultsModel } from './results-model.ts';

export interface ComparisonModel {
  comparison: OfferComparison;
  /** Each offer's results, in order. */
  models: ResultsModel[];
}

/** When an offer's surpluses make back its cash up front, as compareOffers takes it: 0 when nothing is needed. */
function paybackMonthOf(model: ResultsModel): number | null {
  return model.payback ? model.payback.month : 0;
}

/** The comparison, or null while there is one offer (or an offer has no country yet). */
export function buildComparisonModel(state: CalculatorState, language: Language = 'en'): ComparisonModel | null {
  const offers = allOffers(state);
  if (offers.length < 2) return null;
  const models: ResultsModel[] = [];
  for (const offer of offers) {
    const model = buildResultsModel({ ...state, answers: offer.answers, adjustments: offer.adjustments }, language);
    if (!model) return null;
    models.push(model);
  }
  const comparison = compareOffers(
    models.map((model) => ({
      location: model.input.location,
      evaluation: model.evaluation,
      expenses: model.expenses,
      upfrontNet: model.upfront.net,
      paybackMonth: paybackMonthOf(model),
    })),
  );
  return { comparison, models };
}
