import type { WriteRefusalCause } from '../../../contracts/admin.ts';

// Which driver errors mean "the database answers but cannot keep what it is given": a full disk, a
// store that went read-only, a failing disk, a database out of memory. They are not outages (reads
// still work, so the circuit in StorageAvailability stays closed and the dashboards keep answering)
// and not bugs (no 500): the write is answered 503 naming the cause, and the first write that commits
// afterwards shows that space came back.

/** SQLite's primary result codes; better-sqlite3 puts the extended one (SQLITE_IOERR_WRITE) in `code`. */
const sqliteRefusals: [RegExp, WriteRefusalCause][] = [
  [/^SQLITE_FULL\b/, 'disk-full'],
  [/^SQLITE_READONLY/, 'read-only'],
  [/^SQLITE_IOERR/, 'io-error'],
];

export function sqliteWriteRefusal(error: unknown): WriteRefusalCause | undefined {
  const code = errorCode(error);
  if (code === undefined) return undefined;
  return sqliteRefusals.find(([pattern]) => pattern.test(code))?.[1];
}

/**
 * PostgreSQL SQLSTATEs. Class 53 is "insufficient resources": 53100 disk_full, 53200 out_of_memory,
 * 53400 configuration_limit_exceeded (temp_file_limit and the like), 53000 the class itself. 53300
 * too_many_connections is left to the outage circuit: it is a refused connection, not a refused write.
 * 25006 is a write sent to a read-only server (a standby after failover, default_transaction_read_only);
 * 58030 an I/O error on the server.
 */
const postgresRefusals: Record<string, WriteRefusalCause> = {
  '53100': 'disk-full',
  '25006': 'read-only',
  '58030': 'io-error',
  '53000': 'out-of-resources',
  '53200': 'out-of-resources',
  '53400': 'out-of-resources',
};

export function postgresWriteRefusal(error: unknown): WriteRefusalCause | undefined {
  const code = errorCode(error);
  return code === undefined ? undefined : postgresRefusals[code];
}

/** What a client is told, per cause: the server's storage, never the client's request, is at fault. */
export const writeRefusalMessages: Record<WriteRefusalCause, string> = {
  'disk-full': "The server's storage is full; try again later",
  'read-only': "The server's storage is read-only; try again later",
  'io-error': "The server's storage could not write; try again later",
  'out-of-resources': 'The database is out of resources; try again later',
};

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
