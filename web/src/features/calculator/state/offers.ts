// Comparing offers: the calculator edits one offer at a time, the active one, kept in the
// state's `answers` and `adjustments` so every step and panel reads it as before; the other offers
// wait in `otherOffers`, in order, and `activeOffer` says where the active one sits among them.
import type { CalculatorState, Step } from './calculator-state.ts';

/** One offer: the wizard's answers and the results screen's adjustments. */
export interface Scenario {
  answers: CalculatorState['answers'];
  adjustments: CalculatorState['adjustments'];
}

/** The results compare at most three offers side by side. */
export const maxOffers = 3;

export type OffersAction =
  /** Duplicates the active offer as a new last one and opens it at step 1 to be changed. */
  { type: 'add-offer' } | { type: 'switch-offer'; index: number; step?: Step } | { type: 'remove-offer'; index: number };

/** Every offer in order, the active one in its place. */
export function allOffers(state: Pick<CalculatorState, 'answers' | 'adjustments' | 'otherOffers' | 'activeOffer'>): Scenario[] {
  const { otherOffers, activeOffer } = state;
  const active: Scenario = { answers: state.answers, adjustments: state.adjustments };
  return [...otherOffers.slice(0, activeOffer), active, ...otherOffers.slice(activeOffer)];
}

/** The state with `offers` in order and the one at `index` active. */
function withOffers(state: CalculatorState, offers: readonly Scenario[], index: number): CalculatorState {
  const active = offers[index];
  if (!active) return state;
  return {
    ...state,
    answers: active.answers,
    adjustments: active.adjustments,
    otherOffers: offers.filter((_, i) => i !== index),
    activeOffer: index,
  };
}

export function offersReducer(state: CalculatorState, action: OffersAction): CalculatorState {
  const offers = allOffers(state);
  switch (action.type) {
    case 'add-offer': {
      if (offers.length >= maxOffers || !state.answers.location.country) return state;
      const copy: Scenario = { answers: state.answers, adjustments: state.adjustments };
      return { ...withOffers(state, [...offers, copy], offers.length), step: 1 };
    }
    case 'switch-offer': {
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= offers.length) return state;
      const next = withOffers(state, offers, action.index);
      return action.step === undefined ? next : { ...next, step: action.step };
    }
    case 'remove-offer': {
      if (offers.length <= 1 || !Number.isInteger(action.index) || action.index < 0 || action.index >= offers.length) return state;
      const rest = offers.filter((_, i) => i !== action.index);
      // The active offer stays active; removing it activates the one before it (or the new first).
      const active =
        action.index === state.activeOffer
          ? Math.max(0, action.index - 1)
          : state.activeOffer > action.index
            ? state.activeOffer - 1
            : state.activeOffer;
      return withOffers(state, rest, active);
    }
  }
}
