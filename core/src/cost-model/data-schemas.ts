// The schema of the cost model's fixed parts (core/data/cost-model/cost-model.json): the categories'
// ranges, the spec's AED constants, the Personal & Entertainment items, the transport shares and the
// housing units. It runs in cost-constants.test.ts; runtime code only casts the JSON, so zod never
// reaches the browser bundle.
import { z } from 'zod';
import { expenseCategories } from './cost-constants.ts';

/** A whole number of dirhams a month (the spec's constants are set in AED). */
const monthlyAed = z.number().int().positive();
/** A share of a whole, above 0 and at most 1. */
const share = z.number().gt(0).max(1);

/** Range of a category in whole percents of its estimate: 25 × 70 / 100 is 17.5, where 25 × 0.7 is 17.4999…. */
const rangePercentsSchema = z
  .object({ low: z.number().int().min(1).max(100), high: z.number().int().min(100).max(300) })
  .strict()
  .refine((range) => range.low <= range.high, 'low above high');

export const costModelDataSchema = z
  .object({
    /**
     * Range of each category in percent of its estimate (spec section 9; 80%-130% for Domestic Help and
     * Personal & Entertainment, and the same for Travel, which the spec does not price). Fees
     * set by law (Residence & Visas) are 100-100: the amount is the amount.
     */
    categoryRangePercents: z.object(Object.fromEntries(expenseCategories.map((category) => [category, rangePercentsSchema]))).strict(),
    /** The spec's fixed monthly constants, in AED. */
    constants: z
      .object({
        groceriesPerPerson: monthlyAed,
        diningOutBase: monthlyAed,
        diningOutPerExtraPerson: monthlyAed,
        healthcarePerAdult: monthlyAed,
        healthcarePerChild: monthlyAed,
        healthcareFamilyOutOfPocket: monthlyAed,
        mobileLinePerAdult: monthlyAed,
        internetTv: monthlyAed,
        /** A nursery child's fee when the Indian nursery range is missing. */
        nurseryFallback: monthlyAed,
        /** Utilities grow by this share of the district's base for each person beyond two. */
        utilitiesExtraPersonShare: share,
      })
      .strict(),
    /** The Personal & Entertainment lines: a key for the line, its English name (content tokens cite it) and AED a month. */
    personalAndEntertainment: z
      .array(z.object({ key: z.string().regex(/^[a-z][A-Za-z]*$/), name: z.string().min(3), amount: monthlyAed }).strict())
      .min(1),
    /** How a district's cost of running a car splits into the lease, the fuel and parking and tolls. */
    transportShares: z.object({ carLease: share, fuel: share, parkingTolls: share }).strict(),
    /** The unit a household is housed in by its size, and its multiple of the district's 1BR rent; the last has no upper size. */
    housingUnits: z
      .array(
        z
          .object({
            upToPeople: z.number().int().positive().nullable(),
            unit: z.enum(['Studio', '1BR', '2BR', '3BR']),
            factor: z.number().positive(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
