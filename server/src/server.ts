import { join } from 'node:path';
import { openDbIpGeolocator } from './analytics/geolocation.ts';
import { buildApp } from './app.ts';
import { AdminLogin } from './auth/admin-login.ts';
import { EnvError, type Env, parseEnv } from './config/env.ts';
import { runMigrations } from './migrations/run-migrations.ts';
import { SchemaNewerThanCodeError } from './migrations/schema-version.ts';
import { AdminAuthRepository } from './repositories/admin-auth-repository.ts';
import { loadReactRouterRenderer } from './site/react-router-renderer.ts';
import { privacyRetentionMismatch } from './site/privacy-retention-check.ts';
import { StaticSite } from './site/static-site.ts';
import { type Storage, openStorage, storageConfigFromEnv } from './storage/open-storage.ts';
import { describeError } from './storage/storage-availability.ts';
import { systemClock } from './system/clock.ts';
import { RetentionTask } from './system/retention-task.ts';
import { createProcessLogger } from './system/process-logger.ts';

// The process entry: read the environment, migrate, make sure there is an admin password, load the
// web build, listen, and shut down gracefully on SIGTERM/SIGINT.

function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const log = createProcessLogger(env.LOG_LEVEL);

/** Migrations double as the first connection: retried while the database is still starting. */
async function migrateWhenReachable(storage: Storage): Promise<void> {
  const deadline = Date.now() + env.STARTUP_DATABASE_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const applied = await runMigrations(storage);
      log.info({ storage: storage.description, applied }, 'database ready');
      return;
    } catch (error) {
      // Waiting does not make a newer store older: stop at once and say why.
      if (error instanceof SchemaNewerThanCodeError || Date.now() >= deadline) throw error;
      log.warn({ attempt, error: describeError(error) }, 'database not ready; retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * attempt, 5000)));
    }
  }
}

function printGeneratedPassword(password: string): void {
  // Printed once, on the first start only; only its scrypt hash is stored.
  process.stdout.write(
    [
      '',
      '================================================================',
      ' No ADMIN_PASSWORD was set, so one was generated for /admin:',
      '',
      `   ${password}`,
      '',
      ' It is shown only this once. Set ADMIN_PASSWORD to choose your own.',
      '================================================================',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const storage = openStorage(storageConfigFromEnv(env), log);
  await migrateWhenReachable(storage);
  const { generatedPassword } = await new AdminLogin(new AdminAuthRepository(storage), systemClock).ensurePassword(env.ADMIN_PASSWORD);
  if (generatedPassword) printGeneratedPassword(generatedPassword);

  const [geolocator, site, renderPage] = await Promise.all([
    openDbIpGeolocator(env.GEOIP_DIR),
    StaticSite.load(join(env.BUILD_DIR, 'client')),
    loadReactRouterRenderer(env.BUILD_DIR),
  ]);
  if (site.size === 0) log.warn({ buildDir: env.BUILD_DIR }, 'no web build found: API only (run npm run build)');
  const uncompressed = site.filesWithoutBrotli();
  if (uncompressed.length > 0) {
    // The build compresses (scripts/compress-build.mjs); the server never spends its CPU on it.
    log.warn(
      { files: uncompressed.length, example: uncompressed[0] },
      'build files without a .br variant are sent uncompressed: run npm run build',
    );
  }
  if (!renderPage) log.warn({ buildDir: env.BUILD_DIR }, 'no React Router server build: unknown paths get a plain 404 page');
  // The privacy page must state the retention this server applies: refuse to serve one that does not.
  const retentionMismatch = await privacyRetentionMismatch(site, env.RETENTION_DAYS);
  if (retentionMismatch) {
    process.stderr.write(`\n${retentionMismatch}\n`);
    throw new Error(retentionMismatch);
  }

  const app = await buildApp({ env, storage, geolocator, site, renderPage, logger: log });
  await app.listen({ port: env.PORT, host: env.HOST });
  const retention = new RetentionTask(storage, { retentionDays: env.RETENTION_DAYS, clock: systemClock, logger: log });
  retention.start();

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and queued writes');
    const timer = setTimeout(() => {
      log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // app.close stops accepting, waits for in-flight requests and drains the write queues (onClose).
    app
      .close()
      .then(() => retention.stop())
      .then(() => storage.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ error: describeError(error) }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

process.on('unhandledRejection', (reason) => {
  log.fatal({ error: describeError(reason) }, 'unhandled rejection');
  process.exit(1);
});

main().catch((error: unknown) => {
  log.fatal({ error: describeError(error) }, 'failed to start');
  // The reason in plain words too, for an operator reading a terminal rather than JSON logs.
  if (error instanceof SchemaNewerThanCodeError) process.stderr.write(`\n${error.message}\n`);
  process.exit(1);
});
