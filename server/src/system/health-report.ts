import { getHeapStatistics } from 'node:v8';
import { MEMORY_DEGRADED_PERCENT, type HealthReport, type HealthStatus } from '../../../contracts/admin.ts';
import type { BackupStatus } from '../../../contracts/backups.ts';
import type { Storage } from '../storage/open-storage.ts';
import { StorageWriteRefusedError, describeError } from '../storage/storage-availability.ts';

/** A storage round trip slower than this makes the service 'degraded'. */
export const SLOW_STORAGE_MS = 500;
/** More queued writes than this means commits are falling behind. */
const WRITE_BACKLOG_LIMIT = 5000;

const MB = 1024 * 1024;

/**
 * Real measurements. responseTime is one storage round trip that needs write access;
 * memory is the JavaScript heap against its limit (what runs out first in a Node process). Writes
 * being refused (a full disk, a read-only store) make it 'degraded': the site and the reads go on.
 */
export async function measureHealth(storage: Storage, startedAt: number, now: number, queuedWrites: number): Promise<HealthReport> {
  let responseTime: number | null = null;
  let error: string | undefined;
  let refusedRoundTrip = false;
  try {
    responseTime = Math.round((await storage.measureRoundTrip()) * 100) / 100;
  } catch (caught) {
    error = describeError(caught);
    // A read-only store can fail the round trip (it takes the write lock) yet answer every read.
    refusedRoundTrip = caught instanceof StorageWriteRefusedError;
  }
  const writeRefusal = storage.availability.writeRefusal;
  const heap = getHeapStatistics();
  const used = heap.used_heap_size / MB;
  const total = heap.heap_size_limit / MB;
  const percentage = Math.round((used / total) * 1000) / 10;
  let status: HealthStatus = 'healthy';
  if (responseTime === null && !refusedRoundTrip) status = 'unhealthy';
  else if (
    writeRefusal ||
    refusedRoundTrip ||
    (responseTime ?? 0) > SLOW_STORAGE_MS ||
    percentage > MEMORY_DEGRADED_PERCENT ||
    queuedWrites > WRITE_BACKLOG_LIMIT
  )
    status = 'degraded';
  return {
    status,
    uptime: Math.max(0, Math.round((now - startedAt) / 1000)),
    responseTime,
    memory: { used: Math.round(used * 10) / 10, total: Math.round(total * 10) / 10, percentage },
    storage: {
      kind: storage.dialect,
      reachable: responseTime !== null || refusedRoundTrip,
      ...(error ? { error } : {}),
      ...(writeRefusal ? { writeRefusal } : {}),
    },
  };
}

/**
 * The operator's report with the SQLite store's backups. Failing backups make a healthy service
 * 'degraded', as refused writes do: the site serves, but the store has no fresh copy. The public
 * check (load balancers) leaves them out: a failing backup is no reason to take the site away.
 */
export function withBackups(report: HealthReport, backups: BackupStatus): HealthReport {
  return { ...report, status: report.status === 'healthy' && backups.lastFailure ? 'degraded' : report.status, backups };
}
