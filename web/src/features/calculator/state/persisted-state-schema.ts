// The shapes a stored calculator state may have, and the migration from older ones. Loaded only
// when there is something stored, so zod costs first-time visitors nothing.
import * as z from 'zod/mini';
import {
  ageBands,
  carOptions,
  countryCodes,
  curricula,
  expenseCategories,
  flightOptions,
  healthcareTypes,
  homeCurrencyCodes,
  ruleCostKeys,
} from '#core';
import {
  contractYearsRange,
  housingChoices,
  initialAdjustments,
  initialAnswers,
  initialState,
  type CalculatorState,
  type MoneyField,
} from './calculator-state.ts';
import { maxOffers } from './offers.ts';
import { maxAmountDigits } from '#web/lib/whole-amount.ts';

const digits = z.string().check(z.regex(new RegExp(`^\\d{0,${maxAmountDigits}}$`)));
const money = z.number().check(z.nonnegative(), z.lte(1e12));
const period = z.enum(['monthly', 'annual']);
const id = z.string().check(z.maxLength(64));

const step = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const location = z.object({
  country: z.union([z.enum(countryCodes), z.literal('')]),
  city: z.string().check(z.maxLength(100)),
  district: z.string().check(z.maxLength(100)),
});
const household = z.object({
  adults: z.enum(['1', '2', '3', '4']),
  children: z
    .array(z.object({ id, age: z.union([z.enum(ageBands), z.literal('')]), curriculum: z.union([z.enum(curricula), z.literal('')]) }))
    .check(z.maxLength(20)),
  domesticHelp: z.boolean(),
});
const benefits = z.object({
  healthcareType: z.enum(healthcareTypes),
  carProvided: z.enum(carOptions),
  annualFlights: z.enum(flightOptions),
});
const optionalCostName = z.string().check(z.maxLength(120));
const maxOptionalCosts = 50;

const amountsOf = <T extends z.ZodMiniType>(amount: T) =>
  z.object({ housingAllowance: amount, educationAllowance: amount, grossSalary: amount, existingDebts: amount, savingsGoal: amount });
const typedAmount = z.object({ digits, period });

/** Version 1: amounts as digit strings in `salaryPeriod`; results adjustments as monthly numbers. */
export const storedStateV1Schema = z.object({
  started: z.boolean(),
  step,
  answers: z.object({ location, household, benefits, amounts: amountsOf(digits), salaryPeriod: period }),
  adjustments: z.object({
    expenseEdits: z.partialRecord(z.enum(expenseCategories), money),
    optionalCosts: z.array(z.object({ id, name: optionalCostName, amount: money })).check(z.maxLength(maxOptionalCosts)),
    packageOverride: z.nullable(money),
  }),
});

const periodAmount = z.object({ amount: money, period });

const adjustments = z.object({
  expenseEdits: z.partialRecord(z.enum(expenseCategories), periodAmount),
  optionalCosts: z.array(z.object({ id, name: optionalCostName, amount: money, period })).check(z.maxLength(maxOptionalCosts)),
  packageOverride: z.nullable(periodAmount),
});

/** Version 2: every amount kept as typed, with the period it was typed in. */
export const storedStateV2Schema = z.object({
  started: z.boolean(),
  step,
  answers: z.object({ location, household, benefits, amounts: amountsOf(typedAmount), salaryPeriod: period }),
  adjustments,
});

const answersV3 = z.object({
  location,
  household,
  benefits: z.object({
    ...benefits.shape,
    housing: z.enum(housingChoices),
    employerPays: z.partialRecord(z.enum(ruleCostKeys), z.boolean()),
  }),
  amounts: z.object({ ...amountsOf(typedAmount).shape, basicSalary: typedAmount }),
  contractYears: z.int().check(z.gte(contractYearsRange.min), z.lte(contractYearsRange.max)),
  salaryPeriod: period,
});

/** Version 3: the offer decoded: how housing is provided, basic salary, contract length, and which rule costs the employer pays. */
export const storedStateV3Schema = z.object({ started: z.boolean(), step, answers: answersV3, adjustments });

const cashKey = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/));
const percent = z.string().check(z.regex(/^\d{0,3}(\.\d{0,2})?$/));

const answersV4 = z.object({ ...answersV3.shape, relocationAllowance: digits });
const adjustmentsV4 = z.object({
  ...adjustments.shape,
  cashEdits: z.record(cashKey, money).check(z.refine((edits) => Object.keys(edits).length <= 200)),
  uaeCheques: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(6), z.literal(12)]),
  ksaRentPeriod: z.enum(['half-yearly', 'yearly']),
  salaryIncrease: percent,
  rentIncrease: percent,
});

/** One offer of a comparison: the same answers and adjustments as the active one. */
export const scenarioSchema = z.object({ answers: answersV4, adjustments: adjustmentsV4 });

/** The home currency ('' = none) and the monthly amount to send home in it. */
export const homeSchema = z.object({ currency: z.union([z.literal(''), z.enum(homeCurrencyCodes)]), sendHome: digits });

/**
 * Version 4: the cash needed up front (relocation allowance, how rent is paid, edited lines), the
 * year-by-year rises, the offers compared and the home currency.
 */
export const storedStateSchema = z
  .object({
    started: z.boolean(),
    step,
    answers: answersV4,
    adjustments: adjustmentsV4,
    otherOffers: z.array(scenarioSchema).check(z.maxLength(maxOffers - 1)),
    activeOffer: z.int().check(z.gte(0), z.lte(maxOffers - 1)),
    home: homeSchema,
  })
  .check(z.refine((state) => state.activeOffer <= state.otherOffers.length, 'the active offer is not among the offers'));

export type StoredStateV1 = z.infer<typeof storedStateV1Schema>;
export type StoredStateV2 = z.infer<typeof storedStateV2Schema>;
export type StoredStateV3 = z.infer<typeof storedStateV3Schema>;

/** Version 3 had no cash-up-front, year-by-year, comparison or home-currency answers: they start at their defaults. */
export function migrateFromV3(old: StoredStateV3): CalculatorState {
  const { cashEdits, uaeCheques, ksaRentPeriod, salaryIncrease, rentIncrease } = initialAdjustments;
  return {
    ...old,
    answers: { ...old.answers, relocationAllowance: initialAnswers.relocationAllowance },
    adjustments: { ...old.adjustments, cashEdits, uaeCheques, ksaRentPeriod, salaryIncrease, rentIncrease },
    otherOffers: initialState.otherOffers,
    activeOffer: initialState.activeOffer,
    home: initialState.home,
  };
}

/** Version 2 had no housing choice, basic salary, contract length or employer-paid rule costs: they start at their defaults. */
export function migrateFromV2(old: StoredStateV2): CalculatorState {
  const { answers } = old;
  return migrateFromV3({
    ...old,
    answers: {
      ...answers,
      benefits: { ...answers.benefits, housing: initialAnswers.benefits.housing, employerPays: {} },
      amounts: { ...answers.amounts, basicSalary: { digits: '', period: answers.salaryPeriod } },
      contractYears: initialAnswers.contractYears,
    },
  });
}

/** Version 1 kept amounts in one period (already converted, so nothing rounded can be recovered) and results edits monthly. */
export function migrateFromV1(old: StoredStateV1): CalculatorState {
  return migrateFromV2(v1ToV2(old));
}

function v1ToV2(old: StoredStateV1): StoredStateV2 {
  const { salaryPeriod } = old.answers;
  const amounts = Object.fromEntries(
    Object.entries(old.answers.amounts).map(([field, value]) => [field, { digits: value, period: salaryPeriod }]),
  ) as Record<Exclude<MoneyField, 'basicSalary'>, { digits: string; period: typeof salaryPeriod }>;
  const expenseEdits: StoredStateV2['adjustments']['expenseEdits'] = {};
  for (const [category, amount] of Object.entries(old.adjustments.expenseEdits) as [
    keyof typeof old.adjustments.expenseEdits,
    number | undefined,
  ][]) {
    if (amount !== undefined) expenseEdits[category] = { amount, period: 'monthly' };
  }
  const { packageOverride } = old.adjustments;
  return {
    started: old.started,
    step: old.step,
    answers: { ...old.answers, amounts },
    adjustments: {
      expenseEdits,
      optionalCosts: old.adjustments.optionalCosts.map((item) => ({ ...item, period: 'monthly' })),
      packageOverride: packageOverride === null ? null : { amount: packageOverride, period: 'monthly' },
    },
  };
}
