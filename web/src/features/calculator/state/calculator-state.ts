// The wizard's answers and the results screen's adjustments, and how actions change them.
// Amounts are digit strings as typed, in the chosen salary period; the core reads monthly numbers.
import {
  convertPeriod,
  type AgeBand,
  type CarOption,
  type CountryCode,
  type Curriculum,
  type ExpenseCategoryName,
  type FlightOption,
  type HealthcareType,
  type OptionalCostItem,
  type SalaryPeriod,
} from '../../../../../core/src/index.ts';

export type Step = 1 | 2 | 3 | 4 | 5;
export type AdultsAnswer = '1' | '2' | '3' | '4';

export interface ChildAnswer {
  id: string;
  age: AgeBand | '';
  curriculum: Curriculum | '';
}

export const moneyFields = ['housingAllowance', 'educationAllowance', 'grossSalary', 'existingDebts', 'savingsGoal'] as const;
export type MoneyField = (typeof moneyFields)[number];

export interface CalculatorAnswers {
  location: { country: CountryCode | ''; city: string; district: string };
  household: { adults: AdultsAnswer; children: ChildAnswer[]; domesticHelp: boolean };
  benefits: { healthcareType: HealthcareType; carProvided: CarOption; annualFlights: FlightOption };
  /** The five amounts, as typed, in `salaryPeriod`. */
  amounts: Record<MoneyField, string>;
  salaryPeriod: SalaryPeriod;
}

export interface ResultsAdjustments {
  /** Amounts typed over the estimate, monthly; cleared by the next input change (spec section 4). */
  expenseEdits: Partial<Record<ExpenseCategoryName, number>>;
  optionalCosts: OptionalCostItem[];
  /** A package typed on the results screen, monthly. */
  packageOverride: number | null;
}

export interface CalculatorState {
  started: boolean;
  step: Step;
  answers: CalculatorAnswers;
  adjustments: ResultsAdjustments;
}

export const initialAnswers: CalculatorAnswers = {
  location: { country: '', city: '', district: '' },
  household: { adults: '1', children: [], domesticHelp: false },
  benefits: { healthcareType: 'basic', carProvided: 'none', annualFlights: '1' },
  amounts: { housingAllowance: '', educationAllowance: '', grossSalary: '', existingDebts: '', savingsGoal: '' },
  salaryPeriod: 'monthly',
};

export const initialState: CalculatorState = {
  started: false,
  step: 1,
  answers: initialAnswers,
  adjustments: { expenseEdits: {}, optionalCosts: [], packageOverride: null },
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
  | { type: 'set-amount'; field: MoneyField; value: string }
  | { type: 'set-salary-period'; period: SalaryPeriod }
  | { type: 'edit-expense'; category: ExpenseCategoryName; amount: number }
  | { type: 'set-package-override'; amount: number | null }
  | { type: 'add-optional-cost'; item: OptionalCostItem }
  | { type: 'update-optional-cost'; id: string; amount: number }
  | { type: 'remove-optional-cost'; id: string }
  | { type: 'restore'; state: CalculatorState }
  | { type: 'reset' };

/** Keeps digits only: every other character is stripped as typed (spec section 5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** A digit string as a number; blank counts as 0. */
export function amountOf(value: string): number {
  return value === '' ? 0 : Number(value);
}

/** Step 1 needs a country; step 4 needs a gross salary (spec section 5). */
export function canLeaveStep(step: Step, answers: CalculatorAnswers): boolean {
  if (step === 1) return answers.location.country !== '';
  if (step === 4) return amountOf(answers.amounts.grossSalary) > 0;
  return true;
}

// Inputs that drive the estimate: changing one recalculates the breakdown and drops edits.
function withAnswers(state: CalculatorState, answers: CalculatorAnswers, recalculates: boolean): CalculatorState {
  return { ...state, answers, adjustments: recalculates ? { ...state.adjustments, expenseEdits: {} } : state.adjustments };
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
      return updateChildren(state, answers.household.children.filter((c) => c.id !== action.id));
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
      return withAnswers(state, { ...answers, benefits: { ...answers.benefits, ...action.patch } }, 'healthcareType' in action.patch || 'carProvided' in action.patch);
    case 'set-amount':
      // The education allowance pays school fees, so it recalculates the Education category.
      return withAnswers(state, { ...answers, amounts: { ...answers.amounts, [action.field]: digitsOnly(action.value) } }, action.field === 'educationAllowance');
    case 'set-salary-period': {
      if (action.period === answers.salaryPeriod) return state;
      const amounts = Object.fromEntries(
        moneyFields.map((field) => {
          const value = answers.amounts[field];
          return [field, value === '' ? '' : String(convertPeriod(amountOf(value), answers.salaryPeriod, action.period))];
        }),
      ) as Record<MoneyField, string>;
      return { ...state, answers: { ...answers, amounts, salaryPeriod: action.period }, adjustments: { ...state.adjustments, packageOverride: null } };
    }
    case 'edit-expense':
      return { ...state, adjustments: { ...state.adjustments, expenseEdits: { ...state.adjustments.expenseEdits, [action.category]: action.amount } } };
    case 'set-package-override':
      return { ...state, adjustments: { ...state.adjustments, packageOverride: action.amount } };
    case 'add-optional-cost':
      return { ...state, adjustments: { ...state.adjustments, optionalCosts: [...state.adjustments.optionalCosts, action.item] } };
    case 'update-optional-cost':
      return {
        ...state,
        adjustments: { ...state.adjustments, optionalCosts: state.adjustments.optionalCosts.map((c) => (c.id === action.id ? { ...c, amount: action.amount } : c)) },
      };
    case 'remove-optional-cost':
      return { ...state, adjustments: { ...state.adjustments, optionalCosts: state.adjustments.optionalCosts.filter((c) => c.id !== action.id) } };
    case 'restore':
      return action.state;
    case 'reset':
      return initialState;
  }
}
