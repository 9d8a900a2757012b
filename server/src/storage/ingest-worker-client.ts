import { Worker } from 'node:worker_threads';
import { StorageUnavailableError } from './storage-availability.ts';

/**
 * The main thread's handle on the writer thread, where every write of the server commits (ADR 0022),
 * on both stores: the batch commits on the second core while the main thread parses the next
 * requests, and a batch's round trips to PostgreSQL never wait behind the requests being answered.
 * Group commit is unchanged: the queue sends one batch and collects the next while the worker commits.
 * The thread starts with the first write, so a command that never writes never starts it.
 */
interface WorkerReply {
  id: number;
  ok: boolean;
  results?: unknown[];
  error?: { message: string; code?: string };
}

export interface IngestWorkerOptions {
  /** The worker's module: .ts when running from source (tests, tsx), .js when built. */
  entry: URL;
  workerData: unknown;
}

export class IngestWorkerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (results: unknown[]) => void; reject: (error: unknown) => void }>();
  private closing = false;

  constructor(private readonly options: IngestWorkerOptions) {}

  run(task: string, items: unknown[]): Promise<unknown[]> {
    if (this.closing) return Promise.reject(new StorageUnavailableError('shutting down'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, task, items });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ close: true });
    await exited;
  }

  private start(): Worker {
    const { entry, workerData } = this.options;
    const worker = entry.pathname.endsWith('.ts')
      ? new Worker(new URL('../system/tsx-worker.mjs', import.meta.url), { argv: [entry.href], workerData })
      : new Worker(entry, { workerData });
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.results ?? []);
      else waiting.reject(Object.assign(new Error(reply.error?.message ?? 'ingest worker failed'), { code: reply.error?.code }));
    });
    const failAll = (reason: string) => {
      this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(new StorageUnavailableError(reason));
      }
    };
    worker.on('error', (error) => failAll(`ingest worker failed: ${error.message}`));
    worker.on('exit', (code) => failAll(`ingest worker exited with ${code}`));
    this.worker = worker;
    return worker;
  }
}
