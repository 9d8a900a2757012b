import type { Storage } from '../storage/open-storage.ts';
import { GroupCommitQueue } from './group-commit-queue.ts';
import { commitBatch } from './commit-batch.ts';
import { type PageViewEvent, ingestPageViews } from './page-view-ingest.ts';
import { type TimeOnPageEvent, type TimeOnPageOutcome, applyTimeOnPage } from './time-on-page-ingest.ts';

/** Page views and time-on-page beacons, each committed in groups (see GroupCommitQueue). */
export class AnalyticsWriteRepository {
  private readonly pageViews: GroupCommitQueue<PageViewEvent, void>;
  private readonly timesOnPage: GroupCommitQueue<TimeOnPageEvent, TimeOnPageOutcome>;

  constructor(storage: Storage) {
    const options = { maxBatchSize: 400, maxQueueLength: 20_000 };
    this.pageViews = new GroupCommitQueue(
      (events) => commitBatch(storage, (executor) => ingestPageViews(executor, events), { inserts: true }),
      options,
    );
    // A beacon only updates a view already stored.
    this.timesOnPage = new GroupCommitQueue(
      (beacons) => commitBatch(storage, (executor) => applyTimeOnPage(executor, beacons), { inserts: false }),
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
