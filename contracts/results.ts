import { z } from 'zod';
import { countryCodes } from '../core/src/countries/index.ts';
import { trackingValues, type TrackingValue } from '../core/src/verdict/index.ts';
import { stripControlCharacters } from './text-limits.ts';

/** The verdicts the calculator reports: the core's tracking vocabulary, not a copy of it. */
export type TrackedVerdict = TrackingValue;

const RESULT_CITY_MAX_CHARACTERS = 100;

/** POST /api/results/track. City is absent (or empty) for a country-average calculation. */
export const resultTrackRequestSchema = z.object({
  verdict: z.enum(trackingValues),
  country: z.enum(countryCodes),
  city: z
    .string()
    .max(RESULT_CITY_MAX_CHARACTERS)
    .nullish()
    .transform((value) => {
      const cleaned = value ? stripControlCharacters(value).trim() : '';
      return cleaned === '' ? null : cleaned;
    }),
});
export type ResultTrackRequest = z.input<typeof resultTrackRequestSchema>;

/** GET /api/admin/results/stats/{hours}. passRate is a percentage with one decimal. */
export const resultsStatsSchema = z.object({
  totalCalculations: z.number().int().nonnegative(),
  passCount: z.number().int().nonnegative(),
  borderlineCount: z.number().int().nonnegative(),
  failCount: z.number().int().nonnegative(),
  unknownCount: z.number().int().nonnegative(),
  passRate: z.number().min(0).max(100),
});
export type ResultsStats = z.infer<typeof resultsStatsSchema>;

const resultCountrySchema = z.object({ country: z.string(), calculations: z.number().int().nonnegative() });
export type ResultCountry = z.infer<typeof resultCountrySchema>;
export const resultCountriesSchema = z.array(resultCountrySchema);

/** city is null for calculations made on a country average. */
const resultCitySchema = z.object({
  city: z.string().nullable(),
  country: z.string(),
  calculations: z.number().int().nonnegative(),
});
export type ResultCity = z.infer<typeof resultCitySchema>;
export const resultCitiesSchema = z.array(resultCitySchema);
