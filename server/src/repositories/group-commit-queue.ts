import { StorageUnavailableError } from '../storage/storage-availability.ts';

/**
 * Group commit: writes that arrive while the previous batch is committing are committed together in
 * the next transaction, and each caller's promise settles only after the transaction holding its item
 * has committed, so a 2xx always means "on disk". One transaction per batch instead of per request
 * is where the ingest throughput comes from; no artificial delay is added (an idle server commits a
 * lone write at once).
 */
export interface GroupCommitOptions {
  /** Upper bound per transaction, which also keeps statements under the drivers' parameter limits. */
  maxBatchSize: number;
  /** Beyond this many waiting items new writes are refused with 503 instead of queueing without bound. */
  maxQueueLength: number;
}

interface PendingItem<TItem, TResult> {
  item: TItem;
  resolve: (result: TResult) => void;
  reject: (error: unknown) => void;
}

export class GroupCommitQueue<TItem, TResult> {
  private pending: PendingItem<TItem, TResult>[] = [];
  private flushing = false;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly commitBatch: (items: TItem[]) => Promise<TResult[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  get queuedCount(): number {
    return this.pending.length;
  }

  enqueue(item: TItem): Promise<TResult> {
    if (this.pending.length >= this.options.maxQueueLength) {
      return Promise.reject(new StorageUnavailableError('write queue full'));
    }
    return new Promise<TResult>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every item queued so far has been committed or rejected (graceful shutdown). */
  drain(): Promise<void> {
    if (!this.flushing && !this.scheduled && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after the current poll phase, so every request read in this turn of the
    // event loop lands in the same batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.options.maxBatchSize);
        await this.commitOrIsolate(batch);
      }
    } finally {
      this.flushing = false;
      if (this.pending.length > 0) this.schedule();
      else this.notifyIdle();
    }
  }

  private async commitOrIsolate(batch: PendingItem<TItem, TResult>[]): Promise<void> {
    try {
      const results = await this.commitBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as TResult));
    } catch (error) {
      if (error instanceof StorageUnavailableError || batch.length === 1) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // Not an outage: one item may be at fault. Retry one by one so the others still commit.
      for (const entry of batch) {
        try {
          const [result] = await this.commitBatch([entry.item]);
          entry.resolve(result as TResult);
        } catch (itemError) {
          entry.reject(itemError);
        }
      }
    }
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
