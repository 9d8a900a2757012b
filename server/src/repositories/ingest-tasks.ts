import type { Storage } from '../storage/open-storage.ts';
import type { DatabaseExecutor } from './database-executor.ts';
import { type ExpiredRowsBatch, deleteExpiredRows } from './expired-rows.ts';
import { type FeedbackInsert, deleteFeedback, insertFeedback } from './feedback-insert.ts';
import { type PageViewEvent, ingestPageViews } from './page-view-ingest.ts';
import { type CalculatorResultEvent, ingestCalculatorResults } from './results-ingest.ts';
import { type TimeOnPageEvent, type TimeOnPageOutcome, applyTimeOnPage } from './time-on-page-ingest.ts';

/**
 * The batched writes, by name: the main thread sends a task's name and items to the writer thread,
 * which runs the function in one transaction (ADR 0022). Each returns one result per item. The
 * operator's deletes and the retention task's go the same way, so on SQLite the main thread never
 * waits for the write lock and a delete batch commits between two ingest batches, never beside one.
 */
export const ingestTasks = {
  'page-views': async (executor: DatabaseExecutor, items: PageViewEvent[]): Promise<void[]> => {
    await ingestPageViews(executor, items);
    return items.map((): void => undefined);
  },
  'time-on-page': (executor: DatabaseExecutor, items: TimeOnPageEvent[]): Promise<TimeOnPageOutcome[]> => applyTimeOnPage(executor, items),
  'calculator-results': async (executor: DatabaseExecutor, items: CalculatorResultEvent[]): Promise<void[]> => {
    await ingestCalculatorResults(executor, items);
    return items.map((): void => undefined);
  },
  feedback: (executor: DatabaseExecutor, items: FeedbackInsert[]): Promise<number[]> => insertFeedback(executor, items),
  'feedback-delete': (executor: DatabaseExecutor, ids: number[]): Promise<boolean[]> => deleteFeedback(executor, ids),
  'expired-rows': async (executor: DatabaseExecutor, batches: ExpiredRowsBatch[]): Promise<number[]> => {
    const deleted: number[] = [];
    for (const batch of batches) deleted.push(await deleteExpiredRows(executor, batch));
    return deleted;
  },
};

/** Tasks that only update or delete: they can succeed on a full store, so they do not end a write refusal. */
const insertsNothing: ReadonlySet<IngestTaskName> = new Set(['time-on-page', 'feedback-delete', 'expired-rows']);

type IngestTasks = typeof ingestTasks;
export type IngestTaskName = keyof IngestTasks;
export type IngestItem<Name extends IngestTaskName> = Parameters<IngestTasks[Name]>[1][number];
export type IngestResult<Name extends IngestTaskName> = Awaited<ReturnType<IngestTasks[Name]>>[number];

/** Commits one batch in one transaction and returns its per-item results. */
export async function runIngestTask<Name extends IngestTaskName>(
  storage: Storage,
  name: Name,
  items: IngestItem<Name>[],
): Promise<IngestResult<Name>[]> {
  const availability = storage.availability;
  const run = insertsNothing.has(name) ? availability.run.bind(availability) : availability.runInsert.bind(availability);
  return run(async () => (await storage.ingestWorker.run(name, items)) as IngestResult<Name>[]);
}
