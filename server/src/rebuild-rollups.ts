import { EnvError, parseEnv } from './config/env.ts';
import { runMigrations } from './migrations/run-migrations.ts';
import { retentionCutoff } from './repositories/expired-rows.ts';
import { rebuildRollups } from './repositories/rollup-rebuild.ts';
import { openStorage, storageConfigFromEnv } from './storage/open-storage.ts';
import { describeError } from './storage/storage-availability.ts';

// `npm run rollups:rebuild`: recomputes the rollup tables of the configured store (DATABASE_URL or
// SQLITE_PATH, read exactly as the server reads them) from the raw rows, for the days RETENTION_DAYS
// keeps, then exits.

async function main(): Promise<number> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  // The batched-write worker is for serving traffic; this process only runs one transaction.
  const storage = openStorage(storageConfigFromEnv(env));
  try {
    // The server migrates at every start; a store it never opened gets the same tables here.
    await runMigrations(storage);
    const started = performance.now();
    // Only days whose raw rows the retention task keeps whole: older rollups are all there is of them.
    const since = retentionCutoff(Date.now(), env.RETENTION_DAYS);
    const summary = await rebuildRollups(storage, since);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Rebuilt the rollups of ${storage.description} from ${new Date(since).toISOString().slice(0, 10)} on (RETENTION_DAYS=${env.RETENTION_DAYS}; older ones kept) in ${seconds} s: ${summary.analyticsRollups} analytics rows, ${summary.resultRollups} result rows.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`Rebuilding the rollups of ${storage.description} failed: ${describeError(error)}\n`);
    return 1;
  } finally {
    await storage.close();
  }
}

process.exitCode = await main();
