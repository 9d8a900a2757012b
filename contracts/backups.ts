import { z } from 'zod';

/**
 * The SQLite store's backups in GET /api/admin/health (absent on PostgreSQL, which pg_dump backs
 * up). lastGood is the newest checked backup in the folder, scheduled or made by `npm run backup`;
 * lastFailure is the latest scheduled backup that failed since then. Times are ISO 8601.
 */
export const backupStatusSchema = z.object({
  /** BACKUP_EVERY_HOURS; null when the server makes no scheduled backups. */
  everyHours: z.number().positive().nullable(),
  keep: z.number().int().positive(),
  directory: z.string(),
  lastGood: z.object({ at: z.string(), file: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  running: z.boolean(),
  nextAt: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
