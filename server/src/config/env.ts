import { z } from 'zod';
import { retentionDaysSchema } from '../../../contracts/retention.ts';

// Every setting the server reads from the environment, validated once at start. Documented in
// docs/server.md; a bad value stops the process with a readable message instead of failing later.

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * TRUST_PROXY: off by default, so X-Forwarded-For is ignored and the connection address is the client.
 * `true` trusts every hop, a number trusts that many hops, anything else is a comma-separated list of
 * proxy addresses or CIDR ranges (fastify's trustProxy forms).
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    const lowered = value.toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(lowered)) return false;
    if (['true', 'yes', 'on'].includes(lowered)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (
      entries.every(
        (entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) || entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal',
      )
    ) {
      return entries;
    }
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses/CIDRs' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL must be a postgres:// URL (leave it unset to use SQLite)',
    }),
  SQLITE_PATH: z.string().trim().min(1).default('var/salary-reality-check.sqlite'),
  SQLITE_BUSY_TIMEOUT_MS: positiveInt(2000),
  /**
   * normal: a commit reaches the operating system before its 2xx (a killed process loses nothing) and
   * the WAL is flushed to the disk every second; full: every commit is flushed first (ADR 0012).
   */
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  /** Unset: the store grows until the disk is full. Set: it stops at this size and refuses writes (503) as on a full disk. */
  SQLITE_MAX_SIZE_MB: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional()),
  /** Days of raw analytics and result rows kept (ADR 0010); the privacy page states the same number. */
  RETENTION_DAYS: z.preprocess((value) => (value === '' ? undefined : value), retentionDaysSchema),
  PG_POOL_SIZE: positiveInt(10),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 12, {
      message: 'ADMIN_PASSWORD must be at least 12 characters',
    }),
  TRUST_PROXY: trustProxySchema,
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_DIR: z.string().trim().min(1).default('build'),
  GEOIP_DIR: z.string().trim().optional(),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: positiveInt(600),
  RATE_LIMIT_RESULTS_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_FEEDBACK_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_ADMIN_PER_MINUTE: positiveInt(600),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(30),
  REQUEST_TIMEOUT_MS: positiveInt(15_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(15_000),
  STARTUP_DATABASE_WAIT_MS: positiveInt(60_000),
  // Scheduled SQLite backups (docs/operations.md): unset means none; hours may be fractional.
  BACKUP_EVERY_HOURS: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().positive().max(8760).optional()),
  BACKUP_KEEP: positiveInt(7),
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  LOG_REQUESTS: booleanish.default(true),
});

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  return result.data;
}

/** Test and bench defaults: everything valid, nothing read from the real environment. */
export function envForTesting(overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
