import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes, formatSchema, formatTables } from './backup/backup-output.ts';
import { postgresCommandsText } from './backup/postgres-commands.ts';
import { restoreSqliteStore } from './backup/restore-store.ts';
import { StoreCheckError } from './backup/sqlite-copy.ts';
import { StoreInUseError } from './backup/store-lock.ts';
import { EnvError, parseEnv } from './config/env.ts';
import { SchemaNewerThanCodeError } from './migrations/schema-version.ts';
import { describeError } from './storage/storage-availability.ts';

// `npm run restore -- PATH`: puts a SQLite backup in place of the store SQLITE_PATH names, with the
// server stopped (it refuses while any process has the store open). The replaced store is kept
// beside it as <name>.before-restore-<time>; the next start migrates an older backup as usual.
// With DATABASE_URL set it prints the pg_restore command instead. docs/operations.md.

const usage = 'Usage: npm run restore -- PATH_OF_THE_BACKUP\n';

async function main(): Promise<number> {
  let backupPath: string | undefined;
  let env;
  try {
    const { positionals } = parseArgs({ options: {}, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Give exactly one backup file.');
    backupPath = positionals[0];
    env = parseEnv(process.env);
  } catch (error) {
    process.stderr.write(error instanceof EnvError ? `${error.message}\n` : `${describeError(error)}\n${usage}`);
    return 1;
  }
  if (env.DATABASE_URL) {
    process.stdout.write(postgresCommandsText(env.DATABASE_URL));
    return 0;
  }
  const storePath = resolve(env.SQLITE_PATH);
  try {
    const report = await restoreSqliteStore(resolve(backupPath as string), storePath);
    process.stdout.write(
      [
        `Restored ${report.backup.path}`,
        `  into     ${report.storePath}`,
        `  kept     ${report.keptAs ?? '(there was no store to replace)'}`,
        `  size     ${formatBytes(report.backup.bytes)}`,
        '  check    PRAGMA integrity_check: ok',
        `  schema   ${formatSchema(report.backup.migrations)}`,
        report.pendingMigrations.length > 0
          ? `  upgrade  the next start applies ${report.pendingMigrations.join(', ')}`
          : '  upgrade  none needed: the backup is at this version',
        '  rows per table:',
        ...formatTables(report.backup.tables),
        '',
      ].join('\n'),
    );
    if (report.openedDuringRestore) {
      process.stderr.write(
        `Warning: a process opened the old store while it was being replaced, and now writes to ${report.keptAs}. ` +
          'Stop it, then start the server again.\n',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof StoreInUseError || error instanceof StoreCheckError || error instanceof SchemaNewerThanCodeError) {
      process.stderr.write(`Not restored: ${error.message}\nNothing was changed.\n`);
    } else {
      process.stderr.write(`Restoring ${backupPath} failed: ${describeError(error)}\n`);
    }
    return 1;
  }
}

process.exitCode = await main();
