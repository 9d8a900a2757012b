import { EnvError, parseEnv } from './config/env.ts';
import { runMigrations } from './migrations/run-migrations.ts';
import { rebuildRollups } from './repositories/rollup-rebuild.ts';
import { openStorage, storageConfigFromEnv } from './storage/open-storage.ts';
import { describeError } from './storage/storage-availability.ts';

// `npm run rollups:rebuild`: recomputes every rollup table of the configured store (DATABASE_URL or
// SQLITE_PATH, read exactly as the server reads them) from the raw rows, then exits.

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
  const storage = openStorage(storageConfigFromEnv(env), undefined, { ingestWorker: false });
  try {
    // The server migrates at every start; a store it never opened gets the same tables here.
    await runMigrations(storage);
    const started = performance.now();
    const summary = await rebuildRollups(storage);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Rebuilt the rollups of ${storage.description} in ${seconds} s: ${summary.analyticsRollups} analytics rows, ${summary.resultRollups} result rows.\n`,
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
