// The wizard's answers and the results screen's adjustments (calculator-reducer.ts is how actions
// change them). Every amount is kept as typed with the period it was typed in (typed-amount.ts); the
// Monthly/Annual toggle changes only how amounts are shown, and the core reads exact monthly numbers.
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
import type { OffersAction, Scenario } from './offers.ts';
import { blankAmount, digitsIn, enteredNumber, type EnteredAmount, type PeriodAmount } from './typed-amount.ts';

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
