// The schema of the school fee table (core/data/schools/school-fees.json). It runs in
// school-fees.test.ts; runtime code only casts the JSON, so zod never reaches the browser bundle.
import { z } from 'zod';
import { ageBands } from '../household/index.ts';
import { feeTableCurricula } from './school-fees.ts';

const annualAed = z.number().int().positive();

const schoolLevelSchema = z
  .object({
    /** The curriculum's own name for the level. */
    level: z.string().min(2),
    /** Annual tuition in AED, the cheapest and the dearest of the published schedules. */
    fees: z
      .object({ min: annualAed, max: annualAed })
      .strict()
      .refine((fees) => fees.min < fees.max, 'min not below max'),
  })
  .strict();

export const schoolFeesSchema = z
  .object({
    /** Spec section 8: the annual fee a missing lookup falls back to. */
    fallbackAnnualFee: annualAed,
    /** Every curriculum of the table at every age band. */
    curricula: z
      .object(
        Object.fromEntries(
          feeTableCurricula.map((curriculum) => [
            curriculum,
            z.object(Object.fromEntries(ageBands.map((band) => [band, schoolLevelSchema]))).strict(),
          ]),
        ),
      )
      .strict(),
  })
  .strict();
