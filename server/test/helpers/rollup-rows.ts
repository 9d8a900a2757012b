import type { DatabaseExecutor } from '../../src/repositories/database-executor.ts';

// The rollup tables in one fixed order, so two reads of them (before and after a rebuild, or two
// ways of ingesting the same traffic) compare row by row.

export function analyticsRollupRows(db: DatabaseExecutor) {
  return db.selectFrom('analytics_rollups').selectAll().orderBy('dimension').orderBy('grain').orderBy('bucket').orderBy('key').execute();
}

export function resultRollupRows(db: DatabaseExecutor) {
  return db
    .selectFrom('result_rollups')
    .selectAll()
    .orderBy('grain')
    .orderBy('bucket')
    .orderBy('verdict')
    .orderBy('country')
    .orderBy('city')
    .execute();
}
