import type { ValidFeedback } from '../../../contracts/feedback.ts';
import type { DatabaseExecutor } from './database-executor.ts';

export interface FeedbackInsert {
  feedback: ValidFeedback;
  at: number;
}

/** One insert per entry, so each caller gets its own id back whatever order RETURNING uses. */
export async function insertFeedback(executor: DatabaseExecutor, items: readonly FeedbackInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const { feedback, at } of items) {
    const row = await executor
      .insertInto('feedback')
      .values({ created_at: at, rating: feedback.rating, comment: feedback.comment, location: feedback.location })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

/** Deletes entries by id; one answer per id: whether a row was there to delete. */
export async function deleteFeedback(executor: DatabaseExecutor, ids: readonly number[]): Promise<boolean[]> {
  const deleted: boolean[] = [];
  for (const id of ids) {
    const result = await executor.deleteFrom('feedback').where('id', '=', id).executeTakeFirst();
    deleted.push(Number(result.numDeletedRows) > 0);
  }
  return deleted;
}
