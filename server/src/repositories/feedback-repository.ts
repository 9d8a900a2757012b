import type { FeedbackEntry, FeedbackStats, ValidFeedback } from '../schemas/feedback.ts';
import type { Storage } from '../storage/open-storage.ts';

export class FeedbackRepository {
  constructor(private readonly storage: Storage) {}

  /** Returns the new id once the row is committed. */
  create(feedback: ValidFeedback, at: number): Promise<number> {
    return this.storage.availability.run(async () => {
      const row = await this.storage.db
        .insertInto('feedback')
        .values({ created_at: at, rating: feedback.rating, comment: feedback.comment, location: feedback.location })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  latest(limit: number): Promise<FeedbackEntry[]> {
    return this.storage.availability.run(async () => {
      const rows = await this.storage.db
        .selectFrom('feedback')
        .select(['id', 'rating', 'comment', 'location', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        rating: Number(row.rating),
        comment: row.comment,
        location: row.location,
        timestamp: new Date(Number(row.created_at)).toISOString(),
      }));
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
