import { parentPort, workerData } from 'node:worker_threads';
import { copySqliteStore } from './sqlite-copy.ts';

// A scheduled backup in a worker thread (see runBackupInWorker): the one-step copy and the integrity
// check are synchronous SQLite calls that take seconds on a large store, and on the server's main
// thread they would stop every request for that long.

interface BackupJob {
  source: string;
  destination: string;
  busyTimeoutMs: number;
}

const job = workerData as BackupJob;
const port = parentPort;
if (!port) throw new Error('backup-worker must run in a worker thread');

copySqliteStore(job.source, job.destination, job.busyTimeoutMs).then(
  (report) => port.postMessage({ ok: true, report }),
  (error: unknown) => {
    const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
    port.postMessage({
      ok: false,
      error: { message: error instanceof Error ? error.message : String(error), code: typeof code === 'string' ? code : undefined },
    });
  },
);
