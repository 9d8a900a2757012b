import type { VisitRecorder } from './analytics/visit-recorder.ts';
import type { AdminLogin } from './auth/admin-login.ts';
import type { BackupSchedule } from './backup/backup-schedule.ts';
import type { Env } from './config/env.ts';
import type { AnalyticsReadRepository } from './repositories/analytics-read-repository.ts';
import type { AnalyticsWriteRepository } from './repositories/analytics-write-repository.ts';
import type { FeedbackRepository } from './repositories/feedback-repository.ts';
import type { ResultsRepository } from './repositories/results-repository.ts';
import type { VisitorsOverTimeRepository } from './repositories/visitors-over-time-repository.ts';
import type { SeoValidator } from './site/seo-validation.ts';
import type { Storage } from './storage/open-storage.ts';
import type { Clock } from './system/clock.ts';
import type { createAdminSessionGuard } from './http/admin-session-guard.ts';

/** What the route modules are given: built once per app in app.ts. */
export interface AppContext {
  env: Env;
  clock: Clock;
  storage: Storage;
  startedAt: number;
  visits: VisitRecorder;
  analyticsReads: AnalyticsReadRepository;
  analyticsWrites: AnalyticsWriteRepository;
  visitorsOverTime: VisitorsOverTimeRepository;
  results: ResultsRepository;
  feedback: FeedbackRepository;
  login: AdminLogin;
  adminSession: ReturnType<typeof createAdminSessionGuard>;
  seo: SeoValidator;
  /** The SQLite store's backups (reported by the admin health call); undefined on PostgreSQL. */
  backups: BackupSchedule | undefined;
}
