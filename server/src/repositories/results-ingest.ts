import { sql } from 'kysely';
import type { TrackedVerdict } from '../../../contracts/results.ts';
import { startOfDay, startOfHour } from '../system/clock.ts';
import type { ResultRollupsTable, RollupGrain } from '../storage/database-schema.ts';
import { compare } from './analytics-rollup-deltas.ts';
import type { DatabaseExecutor } from './database-executor.ts';

export interface CalculatorResultEvent {
  at: number;
  verdict: TrackedVerdict;
  country: string;
  city: string | null;
}

const CHUNK = 500;

/** Stores a batch of results and their rollups inside the caller's transaction. */
export async function ingestCalculatorResults(executor: DatabaseExecutor, events: readonly CalculatorResultEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rollups = new Map<string, ResultRollupsTable>();
  const add = (grain: RollupGrain, bucket: number, event: CalculatorResultEvent) => {
    const city = event.city ?? '';
    const id = `${grain}\u0000${bucket}\u0000${event.verdict}\u0000${event.country}\u0000${city}`;
    const row = rollups.get(id);
    if (row) row.calculations += 1;
    else rollups.set(id, { grain, bucket, verdict: event.verdict, country: event.country, city, calculations: 1 });
  };
  for (const event of events) {
    add('hour', startOfHour(event.at), event);
    add('day', startOfDay(event.at), event);
  }
  for (let offset = 0; offset < events.length; offset += CHUNK) {
    await executor
      .insertInto('calculator_results')
      .values(
        events
          .slice(offset, offset + CHUNK)
          .map((event) => ({ created_at: event.at, verdict: event.verdict, country: event.country, city: event.city })),
      )
      .execute();
  }
  // Sorted so concurrent writers lock rollup rows in the same order.
  const rows = [...rollups.values()].sort(
    (a, b) =>
      compare(a.grain, b.grain) ||
      a.bucket - b.bucket ||
      compare(a.verdict, b.verdict) ||
      compare(a.country, b.country) ||
      compare(a.city, b.city),
  );
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    await executor
      .insertInto('result_rollups')
      .values(rows.slice(offset, offset + CHUNK))
      .onConflict((conflict) =>
        conflict
          .columns(['grain', 'bucket', 'verdict', 'country', 'city'])
          .doUpdateSet({ calculations: sql`result_rollups.calculations + excluded.calculations` }),
      )
      .execute();
  }
}
