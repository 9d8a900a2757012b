import type { FeedbackEntry, FeedbackStats, ValidFeedback } from '../../../contracts/feedback.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { FeedbackInsert } from './feedback-insert.ts';
import { GroupCommitQueue } from './group-commit-queue.ts';
import { runIngestTask } from './ingest-tasks.ts';

export class FeedbackRepository {
  // Through the same group commit as the other public writes, so on SQLite it is the ingest worker
  // that writes and the main thread never waits on the write lock.
  private readonly queue: GroupCommitQueue<FeedbackInsert, number>;

  constructor(private readonly storage: Storage) {
    this.queue = new GroupCommitQueue((items) => runIngestTask(storage, 'feedback', items), { maxBatchSize: 100, maxQueueLength: 5000 });
  }

  /** Returns the new id once the row is committed. */
  create(feedback: ValidFeedback, at: number): Promise<number> {
    return this.queue.enqueue({ feedback, at });
  }

  /** Deletes one entry; false when there was none with that id. The totals are read from the table, so they follow. */
  async delete(id: number): Promise<boolean> {
    const [deleted] = await runIngestTask(this.storage, 'feedback-delete', [id]);
    return deleted === true;
  }

  drain(): Promise<void> {
    return this.queue.drain();
  }

  latest(limit: number): Promise<FeedbackEntry[]> {
    return this.storage.availability.run(async () => {
      const rows = await this.storage.db
        .selectFrom('feedback')
        .select(['id', 'rating', 'comment', 'location', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    });
  }

  /**
   * Entries received at or after `since`, newest first, `limit` at a time below `beforeId` (the
   * previous page's last id): the export reads the feedback of a period page by page.
   */
  pageSince(since: number, beforeId: number | null, limit: number): Promise<FeedbackEntry[]> {
    return this.storage.availability.run(async () => {
      let query = this.storage.db
        .selectFrom('feedback')
        .select(['id', 'rating', 'comment', 'location', 'created_at'])
        .where('created_at', '>=', since)
        .orderBy('id', 'desc')
        .limit(limit);
      if (beforeId !== null) query = query.where('id', '<', beforeId);
      return (await query.execute()).map(toEntry);
    });
  }

  stats(): Promise<FeedbackStats> {
    return this.storage.availability.run(async () => {
      const row = await this.storage.db
        .selectFrom('feedback')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.avg<number | null>('rating').as('average')])
        .executeTakeFirstOrThrow();
      const average = row.average === null ? 0 : Number(row.average);
      return { totalCount: Number(row.total), avgRating: Math.round(average * 10) / 10 };
    });
  }
}

function toEntry(row: { id: number; rating: number; comment: string | null; location: string; created_at: number }): FeedbackEntry {
  // PostgreSQL's BIGINT arrives as a string unless parsed: Number() reads both dialects alike.
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    comment: row.comment,
    location: row.location,
    timestamp: new Date(Number(row.created_at)).toISOString(),
  };
}
