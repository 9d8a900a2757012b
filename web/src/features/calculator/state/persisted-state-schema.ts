// The shapes a stored calculator state may have, and the migration from older ones. Loaded only
// when there is something stored, so zod costs first-time visitors nothing.
import * as z from 'zod/mini';
import { ageBands, carOptions, countryCodes, curricula, expenseCategories, flightOptions, healthcareTypes } from '#core';
import type { CalculatorState, MoneyField } from './calculator-state.ts';
import { maxAmountDigits } from './typed-amount.ts';

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

/** Version 2: every amount kept as typed, with the period it was typed in. */
export const storedStateSchema = z.object({
  started: z.boolean(),
  step,
  answers: z.object({ location, household, benefits, amounts: amountsOf(z.object({ digits, period })), salaryPeriod: period }),
  adjustments: z.object({
    expenseEdits: z.partialRecord(z.enum(expenseCategories), periodAmount),
    optionalCosts: z.array(z.object({ id, name: optionalCostName, amount: money, period })).check(z.maxLength(maxOptionalCosts)),
    packageOverride: z.nullable(periodAmount),
  }),
});

export type StoredStateV1 = z.infer<typeof storedStateV1Schema>;

/** Version 1 kept amounts in one period (already converted, so nothing rounded can be recovered) and results edits monthly. */
export function migrateFromV1(old: StoredStateV1): CalculatorState {
  const { salaryPeriod } = old.answers;
  const amounts = Object.fromEntries(
    Object.entries(old.answers.amounts).map(([field, value]) => [field, { digits: value, period: salaryPeriod }]),
  ) as Record<MoneyField, { digits: string; period: typeof salaryPeriod }>;
  const expenseEdits: CalculatorState['adjustments']['expenseEdits'] = {};
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
