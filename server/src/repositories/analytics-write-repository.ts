import type { Storage } from '../storage/open-storage.ts';
import { GroupCommitQueue } from './group-commit-queue.ts';
import { type PageViewEvent, ingestPageViews } from './page-view-ingest.ts';
import { type TimeOnPageEvent, type TimeOnPageOutcome, applyTimeOnPage } from './time-on-page-ingest.ts';

export interface WriteQueueLimits {
  maxBatchSize?: number;
  maxQueueLength?: number;
}

/** Page views and time-on-page beacons, each committed in groups (see GroupCommitQueue). */
export class AnalyticsWriteRepository {
  private readonly pageViews: GroupCommitQueue<PageViewEvent, void>;
  private readonly timesOnPage: GroupCommitQueue<TimeOnPageEvent, TimeOnPageOutcome>;

  constructor(storage: Storage, limits: WriteQueueLimits = {}) {
    const options = { maxBatchSize: limits.maxBatchSize ?? 400, maxQueueLength: limits.maxQueueLength ?? 20_000 };
    this.pageViews = new GroupCommitQueue<PageViewEvent, void>(
      (events) =>
        storage.availability.run(async () => {
          await storage.db.transaction().execute((transaction) => ingestPageViews(transaction, events));
          return events.map((): void => undefined);
        }),
      options,
    );
    this.timesOnPage = new GroupCommitQueue(
      (events) => storage.availability.run(() => storage.db.transaction().execute((transaction) => applyTimeOnPage(transaction, events))),
      options,
    );
  }

  /** Resolves once the page view is committed. */
  recordPageView(event: PageViewEvent): Promise<void> {
    return this.pageViews.enqueue(event);
  }

  recordTimeOnPage(event: TimeOnPageEvent): Promise<TimeOnPageOutcome> {
    return this.timesOnPage.enqueue(event);
  }

  get queuedCount(): number {
    return this.pageViews.queuedCount + this.timesOnPage.queuedCount;
  }

  async drain(): Promise<void> {
    await Promise.all([this.pageViews.drain(), this.timesOnPage.drain()]);
  }
}
