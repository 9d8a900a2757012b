// The wizard's answers and the results screen's adjustments, and how actions change them.
// Every amount is kept as typed with the period it was typed in (typed-amount.ts); the Monthly/Annual
// toggle changes only how amounts are shown, and the core reads exact monthly numbers.
import {
  defaultKsaRentPeriod,
  defaultUaeCheques,
  type AgeBand,
  type CarOption,
  type CountryCode,
  type Curriculum,
  type ExpenseCategoryName,
  type FlightOption,
  type HealthcareType,
  type KsaRentPeriod,
  type RuleCostKey,
  type SalaryPeriod,
  type UaeCheques,
} from '#core';
import { offersReducer, type OffersAction, type Scenario } from './offers.ts';
import { blankAmount, digitsIn, enteredNumber, type EnteredAmount, type PeriodAmount } from './typed-amount.ts';
import { digitsOnly } from '#web/lib/whole-amount.ts';
import { westernDigits } from '#web/lib/western-digits.ts';

export type Step = 1 | 2 | 3 | 4 | 5;
export type AdultsAnswer = '1' | '2' | '3' | '4';

export interface ChildAnswer {
  id: string;
  age: AgeBand | '';
  curriculum: Curriculum | '';
}

export const moneyFields = [
  'housingAllowance',
  'educationAllowance',
  'grossSalary',
  'basicSalary',
  'existingDebts',
  'savingsGoal',
] as const;
export type MoneyField = (typeof moneyFields)[number];

/** Step 3's housing answer: a cash allowance (the amount field), a home the employer provides, or neither. */
export const housingChoices = ['allowance', 'provided', 'none'] as const;
export type HousingChoice = (typeof housingChoices)[number];

/** Contract length in whole years (step 4): drives the gratuity and, later, the year-by-year view. */
export const contractYearsRange = { min: 1, max: 10, default: 2 } as const;

export interface CalculatorAnswers {
  location: { country: CountryCode | ''; city: string; district: string };
  household: { adults: AdultsAnswer; children: ChildAnswer[]; domesticHelp: boolean };
  benefits: {
    housing: HousingChoice;
    healthcareType: HealthcareType;
    carProvided: CarOption;
    annualFlights: FlightOption;
    /** Costs the country's rules add that the employer pays (the results' "employer pays this" toggles). */
    employerPays: Partial<Record<RuleCostKey, boolean>>;
  };
  /** The amounts, each as typed with the period it was typed in. A housing allowance counts only with `housing: 'allowance'`. */
  amounts: Record<MoneyField, EnteredAmount>;
  contractYears: number;
  /** A one-off relocation allowance (step 3), digits in the local currency: it has no period. */
  relocationAllowance: string;
  /** The period the steps show amounts in and new amounts are typed in; the results open in it. */
  salaryPeriod: SalaryPeriod;
}

/** An extra cost on the results screen, kept in the period it was typed in (suggested ones are monthly). */
export interface OptionalCostEntry extends PeriodAmount {
  id: string;
  name: string;
}

export interface ResultsAdjustments {
  /** Amounts typed over the estimate; cleared by the next input change (spec section 4). */
  expenseEdits: Partial<Record<ExpenseCategoryName, PeriodAmount>>;
  optionalCosts: OptionalCostEntry[];
  /** A package typed on the results screen. */
  packageOverride: PeriodAmount | null;
  /** Amounts typed over lines of the cash needed up front, by line key; one-off, local currency. Cleared like `expenseEdits`. */
  cashEdits: Record<string, number>;
  /** How the first rent is paid where there is a choice: UAE cheques, Saudi Ejar period. */
  uaeCheques: UaeCheques;
  ksaRentPeriod: KsaRentPeriod;
  /** The year-by-year view's yearly salary rise and rent rise, percent as typed ('' = 0% and the local rule). */
  salaryIncrease: string;
  rentIncrease: string;
}

/** The yearly rises the year-by-year view accepts, percent. */
const yearlyRiseRange = { max: 50 } as const;

export interface CalculatorState {
  started: boolean;
  step: Step;
  /** The active offer: the one the steps edit and the results describe. */
  answers: CalculatorAnswers;
  adjustments: ResultsAdjustments;
  /** The other offers being compared, in order (offers.ts). */
  otherOffers: Scenario[];
  /** Where the active offer sits among all offers. */
  activeOffer: number;
  /** Savings shown in a home currency ('' = none) and a monthly amount to send home, digits in that currency. */
  home: { currency: string; sendHome: string };
}

export const initialAnswers: CalculatorAnswers = {
  location: { country: '', city: '', district: '' },
  household: { adults: '1', children: [], domesticHelp: false },
  benefits: { housing: 'allowance', healthcareType: 'basic', carProvided: 'none', annualFlights: '1', employerPays: {} },
  amounts: {
    housingAllowance: blankAmount('monthly'),
    educationAllowance: blankAmount('monthly'),
    grossSalary: blankAmount('monthly'),
    basicSalary: blankAmount('monthly'),
    existingDebts: blankAmount('monthly'),
    savingsGoal: blankAmount('monthly'),
  },
  contractYears: contractYearsRange.default,
  relocationAllowance: '',
  salaryPeriod: 'monthly',
};

export const initialAdjustments: ResultsAdjustments = {
  expenseEdits: {},
  optionalCosts: [],
  packageOverride: null,
  cashEdits: {},
  uaeCheques: defaultUaeCheques,
  ksaRentPeriod: defaultKsaRentPeriod,
  salaryIncrease: '',
  rentIncrease: '',
};

export const initialState: CalculatorState = {
  started: false,
  step: 1,
  answers: initialAnswers,
  adjustments: initialAdjustments,
  otherOffers: [],
  activeOffer: 0,
  home: { currency: '', sendHome: '' },
};

export type CalculatorAction =
  | { type: 'start' }
  | { type: 'go-to-step'; step: Step }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'set-country'; country: CountryCode | '' }
  | { type: 'set-city'; city: string }
  | { type: 'set-district'; district: string }
  | { type: 'set-adults'; adults: AdultsAnswer }
  | { type: 'add-child'; id: string }
  | { type: 'remove-child'; id: string }
  | { type: 'update-child'; id: string; patch: Partial<Omit<ChildAnswer, 'id'>> }
  | { type: 'set-domestic-help'; domesticHelp: boolean }
  | { type: 'set-benefit'; patch: Partial<CalculatorAnswers['benefits']> }
  | { type: 'set-employer-pays'; key: RuleCostKey; pays: boolean }
  | { type: 'set-amount'; field: MoneyField; value: string }
  | { type: 'set-contract-years'; years: number }
  | { type: 'set-relocation-allowance'; value: string }
  | { type: 'edit-cash-line'; key: string; amount: number }
  | { type: 'set-uae-cheques'; cheques: UaeCheques }
  | { type: 'set-ksa-rent-period'; period: KsaRentPeriod }
  | { type: 'set-salary-increase'; value: string }
  | { type: 'set-rent-increase'; value: string }
  | { type: 'set-salary-period'; period: SalaryPeriod }
  | { type: 'edit-expense'; category: ExpenseCategoryName; amount: PeriodAmount }
  | { type: 'set-package-override'; amount: PeriodAmount | null }
  | { type: 'add-optional-cost'; item: OptionalCostEntry }
  | { type: 'update-optional-cost'; id: string; amount: PeriodAmount }
  | { type: 'remove-optional-cost'; id: string }
  | OffersAction
  | { type: 'set-home-currency'; currency: string }
  | { type: 'set-send-home'; value: string }
  | { type: 'restore'; state: CalculatorState }
  | { type: 'reset' };

/** What an amount field of the steps shows, in the steps' current period. */
export function shownAmount(answers: CalculatorAnswers, field: MoneyField): string {
  return digitsIn(answers.amounts[field], answers.salaryPeriod);
}

/** Step 1 needs a country; step 4 needs a gross salary (spec section 5). */
export function canLeaveStep(step: Step, answers: CalculatorAnswers): boolean {
  if (step === 1) return answers.location.country !== '';
  // A child without an age would be left out of the estimate (no school fees, a smaller home), so the
  // verdict would silently describe a smaller family: every child needs an age band to go on.
  if (step === 2) return answers.household.children.every((child) => child.age !== '');
  if (step === 4) return enteredNumber(answers.amounts.grossSalary) > 0;
  return true;
}

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

/** A typed yearly rise as kept: digits with at most one decimal point and two decimals; null when the keystroke is not one. */
function percentTyped(value: string): string | null {
  const typed = westernDigits(value).replace(/\s/g, '').replace(',', '.');
  return /^\d{0,3}(\.\d{0,2})?$/.test(typed) ? typed : null;
}

/**
 * The most a yearly rise may be, when the typed one is above it; null when it can be used. The page
 * says it in its language: t('results.years.tooHigh', { max }).
 */
export function percentLimitExceeded(typed: string): number | null {
  return Number(typed || 0) > yearlyRiseRange.max ? yearlyRiseRange.max : null;
}

/** A typed percent as a number; blank, a lone point or an unusable value is undefined. */
export function percentOf(typed: string): number | undefined {
  if (typed === '' || typed === '.' || percentLimitExceeded(typed) !== null) return undefined;
  return Number(typed);
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
