import { parentPort, workerData } from 'node:worker_threads';
import { type StorageConfig, openStorage } from '../storage/open-storage.ts';
import { WalFlush } from '../storage/wal-flush.ts';
import { type IngestTaskName, ingestTasks } from './ingest-tasks.ts';
import type { DatabaseExecutor } from './database-executor.ts';

// The SQLite ingest worker (see IngestWorkerClient): its own connection to the same file, committing
// the batches the main thread sends, one transaction each, with the same ingest functions.

interface TaskMessage {
  id: number;
  task: IngestTaskName;
  items: unknown[];
}

// The main thread's own SQLite config, so both connections have the same settings (max_page_count).
const config = workerData as Extract<StorageConfig, { kind: 'sqlite' }>;
const storage = openStorage(config, undefined, { ingestWorker: false });
// The writer bounds what a power cut can take when commits are not flushed one by one.
const walFlush = config.synchronous === 'full' ? undefined : new WalFlush(config.path);
const port = parentPort;
if (!port) throw new Error('sqlite-ingest-worker must run in a worker thread');

port.on('message', (message: TaskMessage | { close: true }) => {
  if ('close' in message) {
    walFlush?.stop();
    void storage.close().then(() => port.close());
    return;
  }
  const task = ingestTasks[message.task] as (executor: DatabaseExecutor, items: unknown[]) => Promise<unknown[]>;
  storage.db
    .transaction()
    .execute((transaction) => task(transaction, message.items))
    .then(
      (results) => port.postMessage({ id: message.id, ok: true, results }),
      (error: unknown) => {
        const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
        port.postMessage({
          id: message.id,
          ok: false,
          error: { message: error instanceof Error ? error.message : String(error), code: typeof code === 'string' ? code : undefined },
        });
      },
    );
});
