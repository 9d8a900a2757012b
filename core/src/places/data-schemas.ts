// Schemas for the bundled JSON datasets under core/data. They run in tests and at build time;
// runtime code only imports the inferred types, so zod never reaches the browser bundle.
import { z } from 'zod';
import { countryCodes, currencyCodes } from '../countries/index.ts';

const money = z.number().int().positive();

/** A source's id in core/data/sources.json: short, stable, kebab-case ("pf-nov-2025"). */
const sourceIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const districtCostRecordSchema = z
  .object({
    name: z.string().min(2),
    /** Monthly rent of a typical one-bedroom apartment, local currency. */
    rent1BR: money,
    /** Monthly electricity, water and cooling for up to two people, local currency. */
    utilities: money,
    /** Monthly cost of running a leased car (lease + fuel + parking/tolls), local currency. */
    transportCost: money,
    /** Grocery prices relative to the Dubai baseline of 750 AED per person per month. */
    groceriesMultiplier: z.number().min(0.5).max(1.6),
    /**
     * True for a rent no source gives for the district, estimated from comparable districts (shown as
     * an assumption). Where the rent comes from is said by the cost model's catalogue, under
     * costModel.rentBasis.<city>.<district> (core/src/cost-model/locales).
     */
    estimated: z.literal(true).optional(),
    /** Ids in core/data/sources.json behind the rent; an estimate lists the sources it was made from. */
    sources: z.array(sourceIdSchema).min(1),
  })
  .strict()
  .refine((d) => new Set(d.sources).size === d.sources.length, 'a district lists each source once');

const cityCostDataSchema = z
  .object({
    name: z.string().min(2),
    /** True for the 24 cities the spec lists with district data; false for the cities it only names. */
    inSpecTable: z.boolean(),
    districts: z.array(districtCostRecordSchema).min(2),
  })
  .strict();

export const countryCostDataSchema = z
  .object({
    country: z.enum(countryCodes),
    currency: z.enum(currencyCodes),
    cities: z.array(cityCostDataSchema).min(1),
  })
  .strict();

export type DistrictCostRecord = z.infer<typeof districtCostRecordSchema>;
export type CityCostData = z.infer<typeof cityCostDataSchema>;
export type CountryCostData = z.infer<typeof countryCostDataSchema>;

const fareSourceSchema = z
  .object({
    title: z.string().min(5),
    url: z.url(),
    /** When the source was published, as precise as it says ("2025-12-08", "2024-09", "about 2016 …"). */
    date: z.string().min(4),
  })
  .strict();

const returnFareSchema = z
  .object({
    country: z.enum(countryCodes),
    currency: z.enum(currencyCodes),
    /** Return economy fare per person for the yearly trip home, whole units of local currency. */
    fare: money,
    /**
     * True when no published fare for the country was found and the figure is derived (shown as an
     * assumption). Where the figure comes from is said by the cost model's catalogue, under
     * costModel.source.fare.<country> (core/src/cost-model/locales).
     */
    assumption: z.boolean(),
    /** The short note shown beside the Travel line. */
    note: z.string().min(10),
    sources: z.array(fareSourceSchema).min(1),
  })
  .strict()
  .refine((f) => f.assumption === f.note.startsWith('assumption:'), 'an assumed fare says so in its note, and only then');

export const returnFaresSchema = z
  .object({
    /** The month the fares describe, "YYYY-MM". */
    asOf: z.string().regex(/^\d{4}-\d{2}$/),
    asOfLabel: z.string().min(4),
    fares: z.array(returnFareSchema),
  })
  .strict();

export type ReturnFares = z.infer<typeof returnFaresSchema>;

export const sourceRefSchema = z
  .object({
    /** The page or document as its publisher titles it, with the publisher. */
    title: z.string().min(5),
    /** Absent for print-only or unlisted sources. */
    url: z.url().optional(),
    /** When it was published or last updated, as precisely as it says ("2025-12-08", "2024-09", "undated"). */
    date: z.string().min(4),
    kind: z.enum(['official', 'newspaper', 'secondary', 'research']),
  })
  .strict();

/** core/data/sources.json: every source the figures cite, by id. Checked in source-catalogue.test.ts. */
export const sourceRegistrySchema = z.record(sourceIdSchema, sourceRefSchema);

/** A date as precise as known: "2025-12-23" or "2025-12". */
const isoDayOrMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);

const storedFactSchema = z
  .object({
    text: z.string().min(1).max(120),
    explanation: z.string().min(30),
    changed: isoDayOrMonth,
    checked: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    /** Ids of core/data/sources.json. */
    sources: z.array(z.string().min(1)).min(1),
    assumption: z.string().min(20).optional(),
  })
  .strict();

/** core/data/facts/<area>.json: the facts pages state, by key. */
export const factFileSchema = z
  .object({ facts: z.record(z.string().regex(/^(gcc|uae|ksa|qatar|oman|bahrain|kuwait)\.[a-z0-9]+(-[a-z0-9]+)*$/), storedFactSchema) })
  .strict();
