import { type Logger, pino } from 'pino';
import { loggerOptions } from './logger-options.ts';

/** Lines are written to stdout in chunks of at least this many bytes, or once a second. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 1000;

/**
 * The server process's logger. Asynchronous, as pino's documentation recommends for throughput: lines
 * are buffered (sonic-boom) and written in chunks instead of one write per line, which took about 5%
 * of the CPU of page-view ingest with request logs on. A timer flushes a quiet server's lines within a
 * second, and pino flushes synchronously on exit, so only a killed process (kill -9) can lose its
 * last second of lines. Nothing acknowledged depends on a log line.
 */
export function createProcessLogger(level: string): Logger {
  const options = loggerOptions(level);
  const log = pino(
    typeof options === 'object' ? options : { level: 'silent' },
    pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES }),
  );
  setInterval(() => log.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return log;
}
