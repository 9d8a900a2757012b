// The schemas of the country rules' tables (core/data/country-rules/*.json): the end-of-service
// parameters and resignation steps, the family-visa thresholds, the fees the rules add, the cost of
// hiring a helper, with their effective dates and source ids. They run in country-rules-data.test.ts;
// runtime code imports only the types inferred here, so zod never reaches the browser bundle.
import { z } from 'zod';

const sourceIds = z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1);
/** The day or month a figure took effect, as precisely as its sources say ("2025-12-23", "2020-07"). */
const effective = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/)
  .optional();
const amount = z.number().positive();
const rate = z.number().gt(0).lt(1);
const share = z.number().min(0).max(1);
const countries = <T extends z.ZodType>(entry: T) =>
  z.object({ UAE: entry, KSA: entry, Qatar: entry, Oman: entry, Bahrain: entry, Kuwait: entry }).strict();

/** Months of the wage a year of service earns: days of a month of `dayOf` days, whole months, or a share of each month's wage. */
const accrual = z.union([
  z.object({ days: z.number().int().positive(), dayOf: z.number().int().positive() }).strict(),
  z.object({ months: z.number().positive() }).strict(),
  z.object({ monthlyShare: rate }).strict(),
]);

/** The share of the award paid on resignation: the first step the service length falls in; the last has no bound. */
const resignationStep = z.union([
  z.object({ under: z.number().positive(), share }).strict(),
  z.object({ through: z.number().positive(), share }).strict(),
  z.object({ share }).strict(),
]);

const gratuityRule = z
  .object({
    scheme: z.enum(['lump-sum', 'savings-scheme', 'social-insurance']),
    /** Which monthly figure the law's accrual runs on. */
    basis: z.enum(['basic', 'wage']),
    /** The first `tierYears` years accrue at `early`, the years after at `later`. */
    tierYears: z.number().int().min(0),
    early: accrual,
    later: accrual,
    /** Below this many years nothing is due. */
    minimumYears: z.number().min(0),
    /** Cap in months of the wage; absent where the law sets none. */
    capMonths: z.number().int().positive().optional(),
    /** Absent where resigning changes nothing. */
    resignation: z.array(resignationStep).min(2).optional(),
    effective,
    sources: sourceIds,
  })
  .strict()
  .refine((rule) => rule.resignation === undefined || !('under' in (rule.resignation.at(-1) ?? {})), 'the last step has no bound');

export const gratuityDataSchema = countries(gratuityRule);
export type GratuityRuleData = z.infer<typeof gratuityRule>;
export type AccrualData = z.infer<typeof accrual>;
export type ResignationStepData = z.infer<typeof resignationStep>;

const threshold = z
  .object({
    threshold: amount,
    /** The lower threshold when the employer houses the family, where the country has one. */
    withEmployerHousing: amount.optional(),
    /** True where the minimum is on net income (pay less its deductions), not on the package. */
    onNetIncome: z.literal(true).optional(),
    effective,
    /** The threshold before `effective`, where a sentence quotes it. */
    previous: amount.optional(),
    sources: sourceIds,
  })
  .strict();

export const familySponsorshipDataSchema = z
  .object({
    thresholds: z.object({ UAE: threshold, Qatar: threshold, Oman: threshold, Bahrain: threshold, Kuwait: threshold }).strict(),
    /** Saudi Arabia publishes none: the records behind what the family check says instead. */
    noThreshold: z.object({ KSA: z.object({ sources: sourceIds }).strict() }).strict(),
  })
  .strict();
export type ThresholdData = z.infer<typeof threshold>;

export const domesticHiringDataSchema = countries(
  z.object({ amounts: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), amount), sources: sourceIds }).strict(),
);

const residenceFees = z
  .object({
    /** Each fee of one dependant's residence, paid once per validity. */
    fees: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), amount),
    /** Fees only adults pay (the UAE's medical test). */
    adultsOnly: z.array(z.string()).optional(),
    validityYears: z.number().int().positive(),
    effective,
    previous: z.record(z.string(), amount).optional(),
    sources: sourceIds,
  })
  .strict()
  .refine((entry) => (entry.adultsOnly ?? []).every((fee) => fee in entry.fees), 'an adults-only fee that is not a fee');

export const residenceFeesDataSchema = z
  .object({ UAE: residenceFees, Qatar: residenceFees, Oman: residenceFees, Bahrain: residenceFees, Kuwait: residenceFees })
  .strict();
export type ResidenceFeesData = z.infer<typeof residenceFees>;

export const healthCoverDataSchema = z
  .object({
    /** Dubai's Essential Benefits Plan, a year per dependant. */
    dubai: z.object({ annualPremium: amount, sources: sourceIds }).strict(),
    /** Abu Dhabi: whom the employer must insure, and the cheapest basic plan for the others. */
    abuDhabi: z
      .object({
        employerSpouses: z.number().int().min(0),
        employerChildren: z.number().int().min(0),
        annualPremium: amount,
        sources: sourceIds,
      })
      .strict(),
    ksa: z.object({ sources: sourceIds }).strict(),
    kuwait: z
      .object({ annualFee: amount, effective, previous: z.object({ spouse: amount, child: amount }).strict(), sources: sourceIds })
      .strict(),
  })
  .strict();

const housingFee = z.object({ rate, minimumAnnual: z.number().min(0), effective, sources: sourceIds }).strict();
export const housingFeesDataSchema = z.object({ dubai: housingFee, abuDhabi: housingFee, bahrain: housingFee }).strict();

export const unemploymentInsuranceDataSchema = z
  .object({
    bahrain: z.object({ rate, sources: sourceIds }).strict(),
    uae: z
      .object({
        /** The premium a month by basic salary: the first band whose `throughBasic` the basic does not pass; the last has none. */
        bands: z.tuple([z.object({ throughBasic: amount, premium: amount }).strict(), z.object({ premium: amount }).strict()]),
        effective,
        sources: sourceIds,
      })
      .strict(),
  })
  .strict();

export const leviesDataSchema = z
  .object({
    dependantLevy: z.object({ monthly: amount, effective, sources: sourceIds }).strict(),
    schoolVat: z.object({ rate, sources: sourceIds }).strict(),
  })
  .strict();
export type UnemploymentInsuranceData = z.infer<typeof unemploymentInsuranceDataSchema>;
