// The shape a stored calculator state must have. Loaded only when there is something stored, so
// zod costs first-time visitors nothing.
import * as z from 'zod/mini';
import { ageBands, carOptions, countryCodes, curricula, expenseCategories, flightOptions, healthcareTypes } from '../../../../../core/src/index.ts';

const digits = z.string().check(z.regex(/^\d{0,12}$/));
const money = z.number().check(z.nonnegative(), z.lte(1e12));

export const storedStateSchema = z.object({
  started: z.boolean(),
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  answers: z.object({
    location: z.object({
      country: z.union([z.enum(countryCodes), z.literal('')]),
      city: z.string().check(z.maxLength(100)),
      district: z.string().check(z.maxLength(100)),
    }),
    household: z.object({
      adults: z.enum(['1', '2', '3', '4']),
      children: z
        .array(
          z.object({
            id: z.string().check(z.maxLength(64)),
            age: z.union([z.enum(ageBands), z.literal('')]),
            curriculum: z.union([z.enum(curricula), z.literal('')]),
          }),
        )
        .check(z.maxLength(20)),
      domesticHelp: z.boolean(),
    }),
    benefits: z.object({ healthcareType: z.enum(healthcareTypes), carProvided: z.enum(carOptions), annualFlights: z.enum(flightOptions) }),
    amounts: z.object({ housingAllowance: digits, educationAllowance: digits, grossSalary: digits, existingDebts: digits, savingsGoal: digits }),
    salaryPeriod: z.enum(['monthly', 'annual']),
  }),
  adjustments: z.object({
    expenseEdits: z.partialRecord(z.enum(expenseCategories), money),
    optionalCosts: z.array(z.object({ id: z.string().check(z.maxLength(64)), name: z.string().check(z.maxLength(120)), amount: money })).check(z.maxLength(50)),
    packageOverride: z.nullable(money),
  }),
});

