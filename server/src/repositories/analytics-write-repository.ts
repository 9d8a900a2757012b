import type { Storage } from '../storage/open-storage.ts';
import { GroupCommitQueue } from './group-commit-queue.ts';
import { runIngestTask } from './ingest-tasks.ts';
import type { PageViewEvent } from './page-view-ingest.ts';
import type { TimeOnPageEvent, TimeOnPageOutcome } from './time-on-page-ingest.ts';

/** Page views and time-on-page beacons, each committed in groups (see GroupCommitQueue). */
export class AnalyticsWriteRepository {
  private readonly pageViews: GroupCommitQueue<PageViewEvent, void>;
  private readonly timesOnPage: GroupCommitQueue<TimeOnPageEvent, TimeOnPageOutcome>;

  constructor(storage: Storage) {
    const options = { maxBatchSize: 400, maxQueueLength: 20_000 };
    this.pageViews = new GroupCommitQueue((events) => runIngestTask(storage, 'page-views', events), options);
    this.timesOnPage = new GroupCommitQueue((events) => runIngestTask(storage, 'time-on-page', events), options);
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
