import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName } from './backup/backup-files.ts';
import { formatBytes, formatSchema, formatSeconds, formatTables } from './backup/backup-output.ts';
import { backupDirectory } from './backup/backup-schedule.ts';
import { postgresCommandsText } from './backup/postgres-commands.ts';
import { StoreCheckError, copySqliteStore } from './backup/sqlite-copy.ts';
import { EnvError, parseEnv } from './config/env.ts';
import { describeError } from './storage/storage-availability.ts';

// `npm run backup [-- --out PATH]`: a consistent, checked copy of the SQLite store that SQLITE_PATH
// names (read exactly as the server reads it), taken while the server runs and writes. Without
// --out it goes to the backup folder (BACKUP_DIR, default var/backups/) under a timestamped name.
// With DATABASE_URL set it prints the pg_dump and pg_restore commands instead. docs/operations.md.

const usage = 'Usage: npm run backup [-- --out PATH]\n';

async function main(): Promise<number> {
  let out: string | undefined;
  let env;
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
    out = values.out;
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
  const destination = out ? resolve(out) : join(backupDirectory(env), backupFileName(storePath, Date.now()));
  try {
    // A backup may wait for a checkpoint or a recovery a little longer than a request would.
    const report = await copySqliteStore(storePath, destination, Math.max(env.SQLITE_BUSY_TIMEOUT_MS, 10_000));
    process.stdout.write(
      [
        `Backed up ${storePath}`,
        `  to       ${report.path}`,
        `  size     ${formatBytes(report.bytes)}`,
        '  check    PRAGMA integrity_check: ok',
        `  schema   ${formatSchema(report.migrations)}`,
        `  took     ${formatSeconds(report.copyMs)} to copy, ${formatSeconds(report.checkMs)} to check`,
        '  rows per table:',
        ...formatTables(report.tables),
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    process.stderr.write(
      error instanceof StoreCheckError ? `${error.message}\n` : `Backing up ${storePath} failed: ${describeError(error)}\n`,
    );
    return 1;
  }
}

process.exitCode = await main();
