// The calculator's enumerations and the catalogue message that names each value: the wizard's
// catalogue holds the options' names (the core keeps only their codes, household-options.ts says
// why), and option-labels.test.ts keeps the bands and curricula reading as the breakdown's lines.
import type { AgeBand, CarOption, CountryCode, Curriculum, FlightOption, HealthcareType, SalaryPeriod } from '#core';
import type { MessageId } from '#web/i18n/i18n.ts';
import type { HousingChoice } from '../../state/calculator-state.ts';

/** The two periods in the order the toggles show them. */
export const salaryPeriods = ['monthly', 'annual'] as const satisfies readonly SalaryPeriod[];

export const periodMessages: Readonly<Record<SalaryPeriod, MessageId>> = {
  monthly: 'options.period.monthly',
  annual: 'options.period.annual',
};

export const ageBandMessages: Readonly<Record<AgeBand, MessageId>> = {
  nursery: 'options.ageBand.nursery',
  kg: 'options.ageBand.kg',
  'grade1-5': 'options.ageBand.grade1to5',
  'grade6-8': 'options.ageBand.grade6to8',
  'grade9-12': 'options.ageBand.grade9to12',
};

export const curriculumMessages: Readonly<Record<Curriculum, MessageId>> = {
  american: 'options.curriculum.american',
  arabic: 'options.curriculum.arabic',
  british: 'options.curriculum.british',
  ib: 'options.curriculum.ib',
  indian: 'options.curriculum.indian',
};

export const healthcareMessages: Readonly<Record<HealthcareType, MessageId>> = {
  none: 'options.healthcare.none',
  basic: 'options.healthcare.basic',
  family: 'options.healthcare.family',
  premium: 'options.healthcare.premium',
};

export const carMessages: Readonly<Record<CarOption, MessageId>> = {
  none: 'options.car.none',
  allowance: 'options.car.allowance',
  company: 'options.car.company',
};

export const flightMessages: Readonly<Record<FlightOption, MessageId>> = {
  '0': 'options.flights.none',
  '1': 'options.flights.one',
  '2': 'options.flights.two',
  family: 'options.flights.family',
};

export const housingMessages: Readonly<Record<HousingChoice, MessageId>> = {
  allowance: 'options.housing.allowance',
  provided: 'options.housing.provided',
  none: 'options.housing.none',
};

export const housingHintMessages: Readonly<Record<HousingChoice, MessageId>> = {
  allowance: 'steps.benefits.housingHint.allowance',
  provided: 'steps.benefits.housingHint.provided',
  none: 'steps.benefits.housingHint.none',
};

/** Each country's tax note: the one place its words are kept (core's profile holds the VAT rate only). */
export const taxNoteMessages: Readonly<Record<CountryCode, MessageId>> = {
  UAE: 'steps.financials.taxNotes.UAE',
  KSA: 'steps.financials.taxNotes.KSA',
  Qatar: 'steps.financials.taxNotes.Qatar',
  Oman: 'steps.financials.taxNotes.Oman',
  Bahrain: 'steps.financials.taxNotes.Bahrain',
  Kuwait: 'steps.financials.taxNotes.Kuwait',
};
