import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Geolocator } from './analytics/geolocation.ts';
import { VisitRecorder } from './analytics/visit-recorder.ts';
import type { AppContext } from './app-context.ts';
import { AdminLogin } from './auth/admin-login.ts';
import { backupScheduleFor } from './backup/backup-schedule.ts';
import type { Env } from './config/env.ts';
import { createAdminSessionGuard } from './http/admin-session-guard.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerRateLimiting } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { AdminAuthRepository } from './repositories/admin-auth-repository.ts';
import { AnalyticsReadRepository } from './repositories/analytics-read-repository.ts';
import { AnalyticsWriteRepository } from './repositories/analytics-write-repository.ts';
import { FeedbackRepository } from './repositories/feedback-repository.ts';
import { ResultsRepository } from './repositories/results-repository.ts';
import { VisitorSaltRepository } from './repositories/visitor-salt-repository.ts';
import { VisitorsOverTimeRepository } from './repositories/visitors-over-time-repository.ts';
import { registerAdminAnalyticsRoutes } from './routes/admin-analytics-routes.ts';
import { registerAdminExportRoutes } from './routes/admin-export-routes.ts';
import { registerAdminFeedbackRoutes } from './routes/admin-feedback-routes.ts';
import { registerAdminResultsRoutes } from './routes/admin-results-routes.ts';
import { registerAdminLoginRoute, registerAdminSessionRoutes } from './routes/admin-session-routes.ts';
import { registerAnalyticsTrackRoutes } from './routes/analytics-track-routes.ts';
import { registerFeedbackRoutes } from './routes/feedback-routes.ts';
import { registerAdminSystemRoutes, registerPublicHealthRoute } from './routes/health-routes.ts';
import { registerResultsRoutes } from './routes/results-routes.ts';
import { registerSiteRoutes } from './routes/site-routes.ts';
import type { RenderPage } from './site/react-router-renderer.ts';
import { SeoValidator } from './site/seo-validation.ts';
import { StaticSite } from './site/static-site.ts';
import type { Storage } from './storage/open-storage.ts';
import { type Clock, systemClock } from './system/clock.ts';
import { loggerOptions, pathOnly } from './system/logger-options.ts';

/** Every request body is small JSON; anything larger is refused with 413 before it is read. */
const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  env: Env;
  storage: Storage;
  geolocator: Geolocator;
  /** The web build's client folder, indexed at start (see StaticSite). Defaults to an empty site. */
  site?: StaticSite;
  /** React Router's request handler in production; a stub in tests; null when there is no web build. */
  renderPage?: RenderPage | null;
  clock?: Clock;
  /** The process logger (server.ts); without it the app makes its own from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole server without listening: server.ts listens, tests use inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, storage } = options;
  const clock = options.clock ?? systemClock;
  const site = options.site ?? StaticSite.empty();

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(env.LOG_LEVEL) }),
    // One line per response from the onResponse hook below instead of fastify's two, without addresses.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    // Time allowed to receive a whole request; a slow client cannot hold a socket open for long.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 2048 },
  });

  const analyticsWrites = new AnalyticsWriteRepository(storage);
  const results = new ResultsRepository(storage);
  const feedback = new FeedbackRepository(storage);
  const login = new AdminLogin(new AdminAuthRepository(storage), clock);
  const context: AppContext = {
    env,
    clock,
    storage,
    startedAt: clock.now(),
    visits: new VisitRecorder(new VisitorSaltRepository(storage), analyticsWrites, options.geolocator, clock),
    analyticsReads: new AnalyticsReadRepository(storage),
    analyticsWrites,
    visitorsOverTime: new VisitorsOverTimeRepository(storage),
    results,
    feedback,
    login,
    adminSession: createAdminSessionGuard(login, clock),
    seo: new SeoValidator(site.clientDirectory, env.SITE_URL),
    backups: backupScheduleFor(env, storage, app.log),
  };

  registerErrorHandler(app, BODY_LIMIT_BYTES);
  registerBodyParsers(app);
  registerSecurityHeaders(app);
  await registerRateLimiting(app);
  if (env.LOG_REQUESTS) {
    // A callback-style hook: an async one costs a promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { method: request.method, path: pathOnly(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
      done();
    });
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

  await app.register(async (publicWrites) => {
    await registerLoadShedding(publicWrites);
    registerFeedbackRoutes(publicWrites, context);
    registerResultsRoutes(publicWrites, context);
    registerAnalyticsTrackRoutes(publicWrites, context);
  });
  registerAdminLoginRoute(app, context);
  registerPublicHealthRoute(app, context);
  await app.register(async (admin) => {
    // The session check runs first, before bodies are parsed or queries validated: without a valid
    // session every admin call is a 401 and reveals nothing else.
    admin.addHook('onRequest', admin.rateLimit({ max: env.RATE_LIMIT_ADMIN_PER_MINUTE, timeWindow: 60_000 }));
    admin.addHook('onRequest', context.adminSession.guard);
    registerAdminSessionRoutes(admin, context);
    registerAdminAnalyticsRoutes(admin, context);
    registerAdminResultsRoutes(admin, context);
    registerAdminFeedbackRoutes(admin, context);
    registerAdminExportRoutes(admin, context);
    registerAdminSystemRoutes(admin, context);
  });
  registerSiteRoutes(app, { site, renderPage: options.renderPage ?? null, siteUrl: env.SITE_URL });

  // Acknowledged writes are already committed; this lets writes still queued at shutdown commit too.
  app.addHook('onClose', async () => {
    await Promise.all([analyticsWrites.drain(), results.drain(), feedback.drain()]);
  });
  // BACKUP_EVERY_HOURS: scheduled from start; a backup in progress finishes before the store closes.
  const { backups } = context;
  if (backups) {
    app.addHook('onReady', async () => backups.start());
    app.addHook('onClose', async () => backups.stop());
  } else if (env.BACKUP_EVERY_HOURS !== undefined) {
    app.log.warn('BACKUP_EVERY_HOURS is for the SQLite store: back PostgreSQL up with pg_dump (npm run backup prints the commands)');
  }
  return app;
}

/** TRUST_PROXY=<n>: trust the nearest n proxies (fastify's typings do not list the numeric form). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
