// The schemas of the contract years' tables (core/data/contract-years/rent-rise-rules.json and
// school-fee-rise-rules.json). They run in contract-years-data.test.ts; runtime code only casts the
// JSON, so zod never reaches the browser bundle. Every message a rule names must be a key of the
// concept's catalogue, every record an id of core/data/sources.json.
import { z } from 'zod';
import { countryCodes } from '../countries/index.ts';
import { sourceIds } from '../sources/index.ts';
import catalogue from './locales/en.json' with { type: 'json' };

const messageId = z.string().refine((id) => Object.hasOwn(catalogue, id), 'not a key of core/src/contract-years/locales/en.json');
const sourceId = z.string().refine((id) => sourceIds.includes(id), 'not an id of core/data/sources.json');
const percent = z.number().min(0).max(25);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ruleFields = {
  firstYear: z.number().int().min(2).max(10),
  everyYears: z.number().int().min(1).max(5),
  rule: messageId,
  explanation: messageId,
  assumption: messageId.optional(),
  sources: z.array(sourceId).min(1),
};

const places = (rules: Record<string, unknown>, extra: readonly string[] = []) =>
  z
    .object({
      country: z.object(Object.fromEntries(countryCodes.map((country) => [country, z.string()]))).strict(),
      city: z.record(z.string().regex(/^(UAE|KSA|Qatar|Oman|Bahrain|Kuwait)\/.+$/), z.string()),
    })
    .strict()
    .refine(
      (table) =>
        [...Object.values(table.country), ...Object.values(table.city)].every((key) => Object.hasOwn(rules, key) || extra.includes(key)),
      'a place names a rule the file does not hold',
    );

const rentRule = z
  .object({
    percent: percent.optional(),
    /** Dubai's: how far below the RERA index average the rent is assumed to sit; its band gives the percent. */
    percentBelowIndex: z.number().min(0).max(100).optional(),
    /** The law or decree the rule comes from, as the sources name it. */
    law: z.string().min(3).optional(),
    ...ruleFields,
  })
  .strict()
  .refine((rule) => (rule.percent === undefined) !== (rule.percentBelowIndex === undefined), 'a percent, or the rent below the index');

export const rentRiseRulesSchema = z
  .object({
    /** Decree 43/2013's bands, from the closest to the index average; the last has no bound. */
    dubaiIndexBands: z
      .array(z.object({ upToPercentBelow: z.number().positive().nullable(), capPercent: percent }).strict())
      .min(2)
      .refine((bands) => bands.at(-1)?.upToPercentBelow === null, 'the last band has no bound'),
    rules: z.record(z.string(), rentRule),
    riyadhFreeze: z
      .object({
        frozenFrom: day,
        frozenUntil: day,
        percentAfter: percent,
        rule: messageId,
        explanationFrozen: messageId,
        explanationRenewed: messageId,
        assumption: messageId,
        sources: z.array(sourceId).min(1),
      })
      .strict()
      .refine((freeze) => freeze.frozenFrom < freeze.frozenUntil, 'the freeze ends after it starts'),
    places: z.unknown(),
  })
  .strict()
  .superRefine((data, context) => {
    const checked = places(data.rules, ['riyadhFreeze']).safeParse(data.places);
    if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.message, path: ['places'] });
  });

export const schoolFeeRiseRulesSchema = z
  .object({
    rules: z.record(
      z.string(),
      z
        .object({
          percent,
          /** The school year a regulator's cap was set for ("2025-26"). */
          schoolYear: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .optional(),
          /** A typical rule stands for a country with no published cap; its words name it. */
          country: z.enum(countryCodes).optional(),
          ...ruleFields,
        })
        .strict(),
    ),
    places: z.unknown(),
  })
  .strict()
  .superRefine((data, context) => {
    const checked = places(data.rules).safeParse(data.places);
    if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.message, path: ['places'] });
  });
