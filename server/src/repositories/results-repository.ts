import { type Expression, type RawBuilder, sql } from 'kysely';
import type { ResultCity, ResultCountry, ResultsStats, TrackedVerdict } from '../../../contracts/results.ts';
import type { RollupGrain } from '../storage/database-schema.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { DatabaseExecutor } from './database-executor.ts';
import { GroupCommitQueue } from './group-commit-queue.ts';
import { runIngestTask } from './ingest-tasks.ts';
import type { CalculatorResultEvent } from './results-ingest.ts';
import { type KeyCount, type PeriodWindow, periodWindow, totalsByKey } from './period-window.ts';

const KEY_SEPARATOR = '\u001f';

export type { CalculatorResultEvent } from './results-ingest.ts';

/** Calculator verdicts reported by the results screen: raw rows plus hourly and daily rollups. */
export class ResultsRepository {
  private readonly queue: GroupCommitQueue<CalculatorResultEvent, void>;

  constructor(private readonly storage: Storage) {
    this.queue = new GroupCommitQueue<CalculatorResultEvent, void>((events) => runIngestTask(storage, 'calculator-results', events), {
      maxBatchSize: 400,
      maxQueueLength: 20_000,
    });
  }

  /** Resolves once the result is committed. */
  record(event: CalculatorResultEvent): Promise<void> {
    return this.queue.enqueue(event);
  }

  drain(): Promise<void> {
    return this.queue.drain();
  }

  stats(now: number, hours: number): Promise<ResultsStats> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const raw = db
        .selectFrom('calculator_results')
        .select((eb) => ['verdict as key', eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', window.start)
        .where('created_at', '<', window.firstFullHour)
        .groupBy('verdict');
      const rows = await this.sumByKey(db, window, { key: sql<string>`verdict`, groupBy: ['verdict'] }, raw);
      const count = (verdict: TrackedVerdict) => rows.find((row) => row.key === verdict)?.count ?? 0;
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      const passCount = count('Pass');
      return {
        totalCalculations: total,
        passCount,
        borderlineCount: count('Borderline'),
        failCount: count('Fail'),
        unknownCount: count('Unknown'),
        passRate: total === 0 ? 0 : Math.round((passCount / total) * 1000) / 10,
      };
    });
  }

  countries(now: number, hours: number, limit: number): Promise<ResultCountry[]> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      const raw = db
        .selectFrom('calculator_results')
        .select((eb) => ['country as key', eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', window.start)
        .where('created_at', '<', window.firstFullHour)
        .groupBy('country');
      const rows = await this.sumByKey(db, window, { key: sql<string>`country`, groupBy: ['country'] }, raw, limit);
      return rows.map((row) => ({ country: row.key, calculations: row.count }));
    });
  }

  cities(now: number, hours: number, limit: number): Promise<ResultCity[]> {
    const window = periodWindow(now, hours);
    return this.read(async (db) => {
      // Country and city travel as one key so one grouping serves both databases; the separator is a
      // control character, which stored text never contains (stripControlCharacters).
      const cityKey = sql<string>`country || ${sql.lit(KEY_SEPARATOR)} || city`;
      const raw = db
        .selectFrom('calculator_results')
        .select((eb) => [
          sql<string>`country || ${sql.lit(KEY_SEPARATOR)} || coalesce(city, '')`.as('key'),
          eb.fn.countAll<number>().as('count'),
        ])
        .where('created_at', '>=', window.start)
        .where('created_at', '<', window.firstFullHour)
        .groupBy(['country', 'city']);
      const rows = await this.sumByKey(db, window, { key: cityKey, groupBy: ['country', 'city'] }, raw, limit);
      return rows.map((row) => {
        const [country = '', city = ''] = row.key.split(KEY_SEPARATOR);
        return { city: city === '' ? null : city, country, calculations: row.count };
      });
    });
  }

  private read<T>(query: (db: DatabaseExecutor) => Promise<T>): Promise<T> {
    return this.storage.availability.run(() => query(this.storage.db));
  }

  private sumByKey(
    db: DatabaseExecutor,
    window: PeriodWindow,
    grouping: { key: RawBuilder<string>; groupBy: ('verdict' | 'country' | 'city')[] },
    raw: Expression<KeyCount>,
    limit?: number,
  ): Promise<KeyCount[]> {
    const part = (grain: RollupGrain, from: number, to?: number) => {
      let query = db.selectFrom('result_rollups').where('grain', '=', grain).where('bucket', '>=', from);
      if (to !== undefined) query = query.where('bucket', '<', to);
      // Grouped by the columns, not the key expression: PostgreSQL only accepts the select-list
      // expression when it is built from grouped columns.
      return query.select((eb) => [grouping.key.as('key'), eb.fn.sum<number>('calculations').as('count')]).groupBy(grouping.groupBy);
    };
    return totalsByKey(db, [part('hour', window.firstFullHour, window.nextDay), part('day', window.nextDay), raw], limit);
  }
}
