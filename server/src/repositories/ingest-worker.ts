import { parentPort, workerData } from 'node:worker_threads';
import { type StorageConfig, openStorage } from '../storage/open-storage.ts';
import { WalFlush } from '../storage/wal-flush.ts';
import { type IngestTaskName, ingestTasks } from './ingest-tasks.ts';
import type { DatabaseExecutor } from './database-executor.ts';

// The ingest worker (see IngestWorkerClient): its own connection to the same store (SQLite: the same
// file; PostgreSQL: a small pool of its own), committing the batches the main thread sends, one
// transaction each, with the same ingest functions.

interface TaskMessage {
  id: number;
  task: IngestTaskName;
  items: unknown[];
}

// The main thread's own config, so both connections have the same settings (max_page_count, schema).
const config = workerData as StorageConfig;
const storage = openStorage(config);
// The SQLite writer bounds what a power cut can take when commits are not flushed one by one.
const walFlush = config.kind === 'sqlite' && config.synchronous !== 'full' ? new WalFlush(config.path) : undefined;
const port = parentPort;
if (!port) throw new Error('ingest-worker must run in a worker thread');

/**
 * What the main thread needs of a failure to classify it as it would its own (outage, refused write,
 * other): the message and the driver's code. A refused connection to PostgreSQL is an AggregateError
 * (one error per address tried) whose own message is empty, so its first coded error speaks for it.
 */
function describeFailure(error: unknown): { message: string; code: string | undefined } {
  const inner =
    error instanceof AggregateError ? (error.errors.find((each) => each instanceof Error && codeOf(each)) ?? error.errors[0]) : error;
  const message = [error, inner].map((each) => (each instanceof Error ? each.message : String(each))).find((text) => text !== '') ?? '';
  return { message, code: codeOf(error) ?? codeOf(inner) };
}

function codeOf(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

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
      (error: unknown) => port.postMessage({ id: message.id, ok: false, error: describeFailure(error) }),
    );
});
