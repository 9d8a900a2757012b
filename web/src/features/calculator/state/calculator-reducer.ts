// How the wizard's and the results screen's actions change the calculator's state
// (calculator-state.ts): a change to an input that drives the estimate drops the edits made to it.
import {
  canLeaveStep,
  contractYearsRange,
  initialState,
  shownAmount,
  type CalculatorAction,
  type CalculatorAnswers,
  type CalculatorState,
  type ChildAnswer,
  type ResultsAdjustments,
  type Step,
} from './calculator-state.ts';
import { offersReducer } from './offers.ts';
import type { EnteredAmount } from './typed-amount.ts';
import { percentTyped } from './typed-percent.ts';
import { digitsOnly } from '#web/lib/whole-amount.ts';

/** The furthest step the answers reach: a restored state never lands past a step it could not have left. */
function reachableStep(state: CalculatorState): Step {
  for (let step = 1 as Step; step < state.step; step = (step + 1) as Step) {
    if (!canLeaveStep(step, state.answers)) return step;
  }
  return state.step;
}

// Inputs that drive the estimate: changing one recalculates the breakdown and the cash up front, and drops their edits.
function withAnswers(state: CalculatorState, answers: CalculatorAnswers, recalculates: boolean): CalculatorState {
  return {
    ...state,
    answers,
    adjustments: recalculates ? { ...state.adjustments, expenseEdits: {}, cashEdits: {} } : state.adjustments,
  };
}

function withAdjustments(state: CalculatorState, patch: Partial<ResultsAdjustments>): CalculatorState {
  return { ...state, adjustments: { ...state.adjustments, ...patch } };
}

function updateChildren(state: CalculatorState, children: ChildAnswer[]): CalculatorState {
  return withAnswers(state, { ...state.answers, household: { ...state.answers.household, children } }, true);
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  const { answers } = state;
  switch (action.type) {
    case 'start':
      return { ...state, started: true, step: 1 };
    case 'go-to-step':
      return action.step <= state.step ? { ...state, step: action.step } : state;
    case 'next':
      return state.step < 5 && canLeaveStep(state.step, answers) ? { ...state, step: (state.step + 1) as Step } : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as Step } : state;
    case 'set-country':
      if (action.country === answers.location.country) return state;
      return withAnswers(state, { ...answers, location: { country: action.country, city: '', district: '' } }, true);
    case 'set-city':
      if (action.city === answers.location.city) return state;
      return withAnswers(state, { ...answers, location: { ...answers.location, city: action.city, district: '' } }, true);
    case 'set-district':
      if (action.district === answers.location.district) return state;
      return withAnswers(state, { ...answers, location: { ...answers.location, district: action.district } }, true);
    case 'set-adults':
      return withAnswers(state, { ...answers, household: { ...answers.household, adults: action.adults } }, true);
    case 'add-child':
      return updateChildren(state, [...answers.household.children, { id: action.id, age: '', curriculum: '' }]);
    case 'remove-child':
      return updateChildren(
        state,
        answers.household.children.filter((c) => c.id !== action.id),
      );
    case 'update-child':
      return updateChildren(
        state,
        answers.household.children.map((c) => {
          if (c.id !== action.id) return c;
          const next = { ...c, ...action.patch };
          // A nursery child has no curriculum (the field is hidden).
          return next.age === 'nursery' ? { ...next, curriculum: '' } : next;
        }),
      );
    case 'set-domestic-help':
      return withAnswers(state, { ...answers, household: { ...answers.household, domesticHelp: action.domesticHelp } }, true);
    case 'set-benefit':
      // Each benefit prices a category (Healthcare, Transportation, Travel), so any change recalculates.
      return withAnswers(state, { ...answers, benefits: { ...answers.benefits, ...action.patch } }, true);
    case 'set-employer-pays':
      // It moves a rule's cost in or out of a category, so the breakdown is recalculated like any benefit.
      return withAnswers(
        state,
        { ...answers, benefits: { ...answers.benefits, employerPays: { ...answers.benefits.employerPays, [action.key]: action.pays } } },
        true,
      );
    case 'set-contract-years': {
      const years = Math.round(action.years);
      if (!Number.isFinite(years) || years < contractYearsRange.min || years > contractYearsRange.max) return state;
      return { ...state, answers: { ...answers, contractYears: years } };
    }
    case 'set-relocation-allowance': {
      // No cash line depends on it (it is taken off the total), so edits stay.
      const digits = digitsOnly(action.value);
      return digits === answers.relocationAllowance ? state : { ...state, answers: { ...answers, relocationAllowance: digits } };
    }
    case 'edit-cash-line':
      if (!Number.isFinite(action.amount) || action.amount < 0) return state;
      return withAdjustments(state, { cashEdits: { ...state.adjustments.cashEdits, [action.key]: Math.round(action.amount) } });
    case 'set-uae-cheques': {
      // The first rent payment is a new figure: an amount typed over the old one no longer applies.
      if (action.cheques === state.adjustments.uaeCheques) return state;
      const { ['rent-first']: _dropped, ...cashEdits } = state.adjustments.cashEdits;
      return withAdjustments(state, { uaeCheques: action.cheques, cashEdits });
    }
    case 'set-ksa-rent-period': {
      if (action.period === state.adjustments.ksaRentPeriod) return state;
      const { ['rent-first']: _dropped, ...cashEdits } = state.adjustments.cashEdits;
      return withAdjustments(state, { ksaRentPeriod: action.period, cashEdits });
    }
    case 'set-salary-increase': {
      const typed = percentTyped(action.value);
      return typed === null ? state : withAdjustments(state, { salaryIncrease: typed });
    }
    case 'set-rent-increase': {
      const typed = percentTyped(action.value);
      return typed === null ? state : withAdjustments(state, { rentIncrease: typed });
    }
    case 'set-amount': {
      const digits = digitsOnly(action.value);
      // A field showing a converted amount keeps what was typed until its digits really change
      // (a stripped non-digit is no edit); a real edit is kept in the period it is typed in.
      if (digits === shownAmount(answers, action.field)) return state;
      const entry: EnteredAmount = { digits, period: answers.salaryPeriod };
      // The education allowance pays school fees, so it recalculates the Education category.
      return withAnswers(
        state,
        { ...answers, amounts: { ...answers.amounts, [action.field]: entry } },
        action.field === 'educationAllowance',
      );
    }
    case 'set-salary-period':
      // Only the view changes: every typed amount stays as typed. The spec clears a package override.
      if (action.period === answers.salaryPeriod) return state;
      return {
        ...state,
        answers: { ...answers, salaryPeriod: action.period },
        adjustments: { ...state.adjustments, packageOverride: null },
      };
    case 'edit-expense':
      return {
        ...state,
        adjustments: { ...state.adjustments, expenseEdits: { ...state.adjustments.expenseEdits, [action.category]: action.amount } },
      };
    case 'set-package-override':
      return { ...state, adjustments: { ...state.adjustments, packageOverride: action.amount } };
    case 'add-optional-cost':
      return { ...state, adjustments: { ...state.adjustments, optionalCosts: [...state.adjustments.optionalCosts, action.item] } };
    case 'update-optional-cost':
      return {
        ...state,
        adjustments: {
          ...state.adjustments,
          optionalCosts: state.adjustments.optionalCosts.map((c) =>
            c.id === action.id ? { ...c, amount: action.amount.amount, period: action.amount.period } : c,
          ),
        },
      };
    case 'remove-optional-cost':
      return {
        ...state,
        adjustments: { ...state.adjustments, optionalCosts: state.adjustments.optionalCosts.filter((c) => c.id !== action.id) },
      };
    case 'add-offer':
    case 'switch-offer':
    case 'remove-offer':
      return offersReducer(state, action);
    case 'set-home-currency':
      return action.currency === state.home.currency ? state : { ...state, home: { ...state.home, currency: action.currency } };
    case 'set-send-home': {
      const digits = digitsOnly(action.value);
      return digits === state.home.sendHome ? state : { ...state, home: { ...state.home, sendHome: digits } };
    }
    case 'restore':
      return { ...action.state, step: reachableStep(action.state) };
    case 'reset':
      return initialState;
  }
}
