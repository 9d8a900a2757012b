import { z } from 'zod';
import { backupStatusSchema } from './backups.ts';

/** The dashboard's period choices in hours (spec 001, section 4); anything else is a 400. */
export const periodHours = [1, 24, 168, 720, 2160] as const;
export type PeriodHours = (typeof periodHours)[number];
const DEFAULT_PERIOD_HOURS: PeriodHours = 24;

const periodHoursSchema = z.enum(periodHours.map(String) as [string, ...string[]]).transform((value) => Number(value) as PeriodHours);

/** Path parameters of the admin reads whose path ends in /{hours}. */
export const periodParamsSchema = z.object({ hours: periodHoursSchema });

/** Default list sizes from spec 001, section 9; callers may ask for up to MAX_LIST_LIMIT. */
export const listLimits = {
  activity: 15,
  topPages: 10,
  sources: 10,
  countries: 8,
  resultCountries: 10,
  resultCities: 10,
  feedback: 20,
} as const;
const MAX_LIST_LIMIT = 100;

export function limitQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(defaultLimit),
  });
}

/** Optional ?hours= on the calls whose spec path has no period (countries, sources). */
export function limitAndPeriodQuerySchema(defaultLimit: number) {
  return limitQuerySchema(defaultLimit).extend({
    hours: periodHoursSchema.default(DEFAULT_PERIOD_HOURS),
  });
}

export const loginRequestSchema = z.object({ password: z.string().min(1).max(1024) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session id is the bearer token for every other admin call; kept under admin_session. */
export const loginResponseSchema = z.object({ sessionId: z.string(), expiresAt: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionStatusSchema = z.object({ valid: z.literal(true), expiresAt: z.string() });

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

const healthStatuses = ['healthy', 'degraded', 'unhealthy'] as const;
export type HealthStatus = (typeof healthStatuses)[number];

/** Why the database answers but does not keep writes (a full disk, a read-only store...). */
const writeRefusalCauses = ['disk-full', 'read-only', 'io-error', 'out-of-resources'] as const;
export type WriteRefusalCause = (typeof writeRefusalCauses)[number];

/**
 * Writes are being refused: since the first refused write (ISO 8601) and until one commits again.
 * reason is the driver's code and message, for the operator.
 */
const writeRefusalSchema = z.object({ cause: z.enum(writeRefusalCauses), reason: z.string(), since: z.string() });
export type WriteRefusal = z.infer<typeof writeRefusalSchema>;

/**
 * GET /api/admin/health. uptime in seconds; responseTime is the storage round trip in ms (null when
 * storage did not answer); memory is the JavaScript heap in MB against the heap limit.
 */
export const healthReportSchema = z.object({
  status: z.enum(healthStatuses),
  uptime: z.number().nonnegative(),
  responseTime: z.number().nonnegative().nullable(),
  memory: z.object({
    used: z.number().nonnegative(),
    total: z.number().nonnegative(),
    percentage: z.number().nonnegative(),
  }),
  storage: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
    error: z.string().optional(),
    /** Present while writes are refused; the status is then at least 'degraded'. */
    writeRefusal: writeRefusalSchema.optional(),
  }),
  /** The SQLite store's backups (contracts/backups.ts); absent on PostgreSQL. */
  backups: backupStatusSchema.optional(),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/**
 * Spec 001, section 9: a memory percentage above this is shown as a warning on the dashboard. It is
 * a warning, not a status: the server reports 'degraded' only at MEMORY_DEGRADED_PERCENT.
 */
export const MEMORY_WARNING_PERCENT = 80;
/** Heap use above this share of the heap limit makes the server report 'degraded'. */
export const MEMORY_DEGRADED_PERCENT = 90;

const seoPageCheckSchema = z.object({
  name: z.string(),
  path: z.string(),
  hasTitle: z.boolean(),
  hasDescription: z.boolean(),
  hasOGTags: z.boolean(),
  hasStructuredData: z.boolean(),
  mobileFriendly: z.boolean(),
  schemas: z.array(z.string()),
});
export type SeoPageCheck = z.infer<typeof seoPageCheckSchema>;

const seoToolSchema = z.object({ name: z.string(), url: z.string(), purpose: z.string() });

/** GET /api/admin/seo/validate: measured on the prerendered pages and sitemap the build produced. */
export const seoValidationSchema = z.object({
  note: z.string(),
  sitemap: z.object({
    url: z.string(),
    priority: z.string(),
    status: z.enum(['found', 'missing', 'invalid']),
    pages: z.number().int().nonnegative(),
  }),
  pages: z.array(seoPageCheckSchema),
  features: z.array(z.string()),
  tools: z.array(seoToolSchema),
});
export type SeoValidation = z.infer<typeof seoValidationSchema>;

export const attributionsSchema = z.object({
  geolocation: z.object({ text: z.string(), url: z.string(), license: z.string(), licenseUrl: z.string(), html: z.string() }),
});
