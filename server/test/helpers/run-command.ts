import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StorageConfig } from '../../src/storage/open-storage.ts';
import { waitForExit } from './spawn-server.ts';

// The operator commands (npm run backup, restore) run the built dist/server/src/*.js; the tests run
// their source the same way the crash test runs the server: node with tsx as a module hook,
// configured only through the environment variables the server reads.

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
// By path, so a command can run in another folder (the PostgreSQL commands write their dump there).
const tsxLoader = new URL('node_modules/tsx/dist/loader.mjs', new URL('../../../', import.meta.url)).href;

/** The variables that point a command or a server at this store and nothing else. */
export function storeEnvironment(config: StorageConfig): Record<string, string> {
  if (config.kind === 'sqlite') return { SQLITE_PATH: config.path, DATABASE_URL: '' };
  const url = new URL(config.connectionString);
  // The test's schema travels in the URL, as libpq options (pg reads them from the connection string).
  if (config.schema) url.searchParams.set('options', `-c search_path=${config.schema}`);
  return { DATABASE_URL: url.toString() };
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `server/src/<entry>` with `args`, as npm run would run its build, and waits for it to exit. */
export async function runServerCommand(
  entry: string,
  args: string[],
  env: Record<string, string>,
  options: { cwd?: string; onStart?: () => void } = {},
): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', tsxLoader, `${repositoryRoot}server/src/${entry}`, ...args], {
    cwd: options.cwd ?? repositoryRoot,
    env: { ...process.env, BACKUP_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onStart?.();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const { code } = await waitForExit(child);
  return { code, stdout, stderr };
}
