import type { Storage } from '../storage/open-storage.ts';
import type { DatabaseExecutor } from './database-executor.ts';

/**
 * Commits one batch of public writes in one transaction, through the store's availability (an
 * outage fails at once with 503, a refused write says why). Every write of the server goes this one
 * way, in this thread: the page views, beacons, results and feedback through their group-commit
 * queues, the operator's deletes and the retention task's directly (ADR 0022).
 *
 * `inserts`: the batch inserts rows, so its commit shows that the store keeps writes again and ends
 * a write refusal. An update or a delete can succeed on a full store, so it proves nothing.
 */
export function commitBatch<T>(
  storage: Storage,
  work: (executor: DatabaseExecutor) => Promise<T>,
  { inserts }: { inserts: boolean },
): Promise<T> {
  const { availability } = storage;
  const run = inserts ? availability.runInsert.bind(availability) : availability.run.bind(availability);
  return run(() => storage.db.transaction().execute(work));
}
