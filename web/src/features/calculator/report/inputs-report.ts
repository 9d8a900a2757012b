// The report's "Your inputs": every answer as the visitor gave it, each typed amount in the period it
// was typed in (in the report's language, the options in the wizard's words).
import type { AgeBand, CarOption, Curriculum, FlightOption, HealthcareType } from '#core';
import type { MessageId } from '#web/i18n/i18n.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import { enteredAmount, type PeriodAmount } from '../state/typed-amount.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

/** The report's ways of writing an amount. */
export interface ReportMoney {
  /** A monthly figure from the model, in the report's period. */
  money: (monthly: number) => string;
  /** A one-off amount (a lump sum, a threshold). */
  lump: (amount: number) => string;
  /** A typed amount in the report's period. */
  typed: (typed: PeriodAmount) => string;
  /** A typed amount as typed, with its period. */
  asTyped: (typed: PeriodAmount) => string;
  /** " (typed as AED 9,000 a month)" when it was typed in the other period, else "". */
  typedNote: (typed: PeriodAmount) => string;
}

const ageBands: Readonly<Record<AgeBand, MessageId>> = {
  nursery: 'report.option.age.nursery',
  kg: 'report.option.age.kg',
  'grade1-5': 'report.option.age.grade1to5',
  'grade6-8': 'report.option.age.grade6to8',
  'grade9-12': 'report.option.age.grade9to12',
};
const curricula: Readonly<Record<Curriculum, MessageId>> = {
  american: 'report.option.curriculum.american',
  arabic: 'report.option.curriculum.arabic',
  british: 'report.option.curriculum.british',
  ib: 'report.option.curriculum.ib',
  indian: 'report.option.curriculum.indian',
};
const healthcare: Readonly<Record<HealthcareType, MessageId>> = {
  none: 'report.option.healthcare.none',
  basic: 'report.option.healthcare.basic',
  family: 'report.option.healthcare.family',
  premium: 'report.option.healthcare.premium',
};
const cars: Readonly<Record<CarOption, MessageId>> = {
  none: 'report.option.car.none',
  allowance: 'report.option.car.allowance',
  company: 'report.option.car.company',
};
const flights: Readonly<Record<FlightOption, MessageId>> = {
  '0': 'report.option.flights.none',
  '1': 'report.option.flights.one',
  '2': 'report.option.flights.two',
  family: 'report.option.flights.family',
};

/** The options' message ids, for the test that the English matches the core's labels. */
export const optionMessages = { ageBands, curricula, healthcare, cars, flights } as const;

export function writeInputs(w: ReportSink, state: CalculatorState, model: ResultsModel, words: ReportWords, m: ReportMoney): void {
  const { t } = words;
  const { location, household, benefits } = model.input;
  const { amounts } = state.answers;
  w.heading(t('report.inputs.heading'));
  w.row(t('report.inputs.location'), words.place(location));
  w.row(t('report.inputs.adults'), household.adults === 4 ? t('report.inputs.adultsFourPlus') : String(household.adults));
  household.children.forEach((child, i) => {
    const age = t(ageBands[child.age]);
    const curriculum = child.curriculum && child.age !== 'nursery' ? t(curricula[child.curriculum]) : '';
    w.row(t('report.inputs.child', { number: String(i + 1) }), curriculum ? words.list([age, curriculum]) : age);
  });
  w.row(t('report.inputs.domesticHelp'), t(household.domesticHelp ? 'report.common.yes' : 'report.common.no'));
  w.row(t('report.inputs.gross'), m.asTyped(enteredAmount(amounts.grossSalary)));
  // A blank allowance was never typed in any period: it reads "None", not "AED 0 a month".
  const allowance = (entered: typeof amounts.housingAllowance) =>
    entered.digits === '' ? t('report.common.none') : m.asTyped(enteredAmount(entered));
  w.row(
    t('report.inputs.basic'),
    amounts.basicSalary.digits === '' ? t('report.inputs.basicBlank') : m.asTyped(enteredAmount(amounts.basicSalary)),
  );
  w.row(t('report.inputs.contract'), t('report.common.years', { count: state.answers.contractYears }));
  const housing = state.answers.benefits.housing;
  if (housing === 'allowance') w.row(t('report.inputs.housingAllowance'), allowance(amounts.housingAllowance));
  else w.row(t('report.inputs.housing'), t(housing === 'provided' ? 'report.inputs.housingProvided' : 'report.inputs.housingNone'));
  w.row(t('report.inputs.education'), allowance(amounts.educationAllowance));
  if (amounts.existingDebts.digits !== '') w.row(t('report.inputs.debts'), m.asTyped(enteredAmount(amounts.existingDebts)));
  if (amounts.savingsGoal.digits !== '') w.row(t('report.inputs.savings'), m.asTyped(enteredAmount(amounts.savingsGoal)));
  w.row(t('report.inputs.healthcare'), t(healthcare[benefits.healthcareType]));
  w.row(t('report.inputs.car'), t(cars[benefits.carProvided]));
  w.row(t('report.inputs.flights'), t(flights[benefits.annualFlights]));
  const { packageOverride } = state.adjustments;
  if (packageOverride !== null) w.row(t('report.inputs.packageOverride'), m.asTyped(packageOverride));
}
