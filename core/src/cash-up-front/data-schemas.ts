// The schemas of the cash up front's tables (core/data/cash-up-front/tenancy-terms.json and
// school-terms.json). They run in cash-up-front-data.test.ts; runtime code only casts the JSON, so
// zod never reaches the browser bundle. Every message a table names must be a key of the concept's
// catalogue, and every source it names an entry of the table's own sources.
import { z } from 'zod';
import { countryCodes } from '../countries/index.ts';
import { sourceIds } from '../sources/index.ts';
import catalogue from './locales/en.json' with { type: 'json' };

const messageId = z.string().refine((id) => Object.hasOwn(catalogue, id), 'not a key of core/src/cash-up-front/locales/en.json');
const sourceId = z.string().refine((id) => sourceIds.includes(id), 'not an id of core/data/sources.json');
const amount = z.number().int().nonnegative();
/** A share of the year's rent or tuition, numerator over denominator. */
const share = z.tuple([z.number().int().positive(), z.number().int().positive()]).refine(([n, d]) => n < d, 'a share below 1');
const units = z.enum(['Studio', '1BR', '2BR', '3BR']);

const sourceEntry = z
  .object({
    explanation: messageId,
    assumption: messageId.optional(),
    sources: z.array(sourceId),
    /** The Dubai amount in dirhams a figure without a local source is converted from. */
    convertedAed: amount.optional(),
  })
  .strict()
  // A figure no record confirms says what it assumes.
  .refine((entry) => entry.sources.length > 0 || entry.assumption !== undefined, 'an unsourced figure needs an assumption');

const places = (terms: z.ZodType<string>) =>
  z
    .object({
      country: z.object(Object.fromEntries(countryCodes.map((country) => [country, terms]))).strict(),
      city: z.record(z.string().regex(/^(UAE|KSA|Qatar|Oman|Bahrain|Kuwait)\/.+$/), terms),
    })
    .strict();

/** Checks that every source a table names is among its sources, and every term a place names among its terms. */
function namesKnown(data: { sources: Record<string, unknown>; terms: Record<string, unknown>; places: { country: object; city: object } }) {
  const named = JSON.stringify(data.terms).matchAll(/"source":"([^"]+)"/g);
  const terms = [...Object.values(data.places.country), ...Object.values(data.places.city)] as string[];
  return [...named].every((match) => Object.hasOwn(data.sources, match[1] ?? '')) && terms.every((key) => Object.hasOwn(data.terms, key));
}

const tenancyItem = z
  .object({
    share: share.optional(),
    amount: amount.optional(),
    amountFromAed: amount.optional(),
    byUnit: z.partialRecord(units, amount).optional(),
    name: messageId,
    source: z.string(),
  })
  .strict();

export const tenancyTermsSchema = z
  .object({
    firstPayment: z
      .object({
        ksa: z.object({ yearly: sourceEntry, 'half-yearly': sourceEntry }).strict(),
        monthsAhead: z.partialRecord(
          z.enum(countryCodes),
          z.object({ months: z.number().int().min(1).max(12), source: sourceEntry }).strict(),
        ),
      })
      .strict(),
    terms: z.record(
      z.string(),
      z
        .object({
          deposit: tenancyItem.refine((item) => item.share !== undefined, 'a deposit is a share of the rent'),
          agency: tenancyItem.refine((item) => item.share !== undefined, 'an agency fee is a share of the rent'),
          registration: tenancyItem.refine((item) => item.amount !== undefined, 'a registration fee is an amount').optional(),
          utilities: tenancyItem.refine(
            (item) => (item.amount === undefined) !== (item.amountFromAed === undefined),
            'a utility deposit is an amount or a converted Dubai amount',
          ),
        })
        .strict(),
    ),
    sources: z.record(z.string(), sourceEntry),
    places: places(z.string()),
  })
  .strict()
  .refine(namesKnown, 'a term names a source or a place names a term the file does not hold');

const schoolItem = z.object({ name: messageId, source: z.string() });

export const schoolTermsSchema = z
  .object({
    terms: z.record(
      z.string(),
      z
        .object({
          registration: schoolItem
            .extend({ amount: amount.optional(), amountFromAed: amount.optional() })
            .strict()
            .refine((item) => (item.amount === undefined) !== (item.amountFromAed === undefined), 'an amount or a converted Dubai amount'),
          deposit: schoolItem
            .extend({ share: share.optional(), amount: amount.optional() })
            .strict()
            .refine((item) => (item.share === undefined) !== (item.amount === undefined), 'a share of tuition or an amount')
            .optional(),
          firstTerm: z.object({ share, source: z.string() }).strict(),
          vatPercent: z.number().min(0).max(100),
        })
        .strict(),
    ),
    sources: z.record(z.string(), sourceEntry),
    places: places(z.string()),
  })
  .strict()
  .refine(namesKnown, 'a term names a source or a place names a term the file does not hold');
