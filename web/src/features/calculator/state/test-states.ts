// Calculator states for tests: a Dubai offer already on the results step.
import type { SalaryPeriod } from '#core';
import { initialState, type CalculatorAnswers, type CalculatorState, type ResultsAdjustments } from './calculator-state.ts';

export function resultsStateInDubai(
  amounts: Partial<CalculatorAnswers['amounts']>,
  options: { salaryPeriod?: SalaryPeriod; adjustments?: ResultsAdjustments } = {},
): CalculatorState {
  return {
    ...initialState,
    started: true,
    step: 5,
    answers: {
      ...initialState.answers,
      location: { country: 'UAE', city: 'Dubai', district: '' },
      amounts: { ...initialState.answers.amounts, ...amounts },
      salaryPeriod: options.salaryPeriod ?? initialState.answers.salaryPeriod,
    },
    adjustments: options.adjustments ?? initialState.adjustments,
  };
}
