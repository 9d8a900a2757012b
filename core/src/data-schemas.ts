// Schemas for the bundled JSON datasets under core/data. They run in tests and at build time;
// runtime code only imports the inferred types, so zod never reaches the browser bundle.
import { z } from 'zod';
import { countryCodes, currencyCodes } from './country-codes.ts';

const money = z.number().int().positive();

export const districtCostRecordSchema = z
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
    /** Where the figures come from, in a few words (source key or "inferred from …"). */
    basis: z.string().min(3),
  })
  .strict();

export const cityCostDataSchema = z
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
