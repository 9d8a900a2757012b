// Which driver errors mean "the database cannot be reached right now" (answer 503 and retry later)
// as opposed to a bug in a query (a 500 that must be fixed). A database that answers but refuses to
// write (full disk, read-only) is write-refusals.ts.

const postgresUnavailableCodes = new Set([
  // Node socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08: connection exception
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '08007',
  '08P01',
  // SQLSTATE 57P0x: the server is shutting down or starting up
  '57P01',
  '57P02',
  '57P03',
  // too many connections (the rest of class 53 is a refused write: write-refusals.ts)
  '53300',
]);

const postgresUnavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|query read timeout|client has encountered a connection error|not queryable|cannot use a pool after calling end|econnrefused|econnreset/i;

export function isPostgresUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && postgresUnavailableCodes.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isPostgresUnavailableError);
  return postgresUnavailableMessages.test(error.message);
}

// FULL, READONLY and IOERR are refused writes, not outages: write-refusals.ts.
const sqliteUnavailableCodes = /^SQLITE_(BUSY|LOCKED|CANTOPEN|PROTOCOL|NOMEM)/;

export function isSqliteUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && sqliteUnavailableCodes.test(code)) return true;
  return /database connection is not open/i.test(error.message);
}
