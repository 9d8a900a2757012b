// Fast failure while the database is unreachable. After a connection-class error every storage call
// fails at once with StorageUnavailableError (a 503) instead of waiting for its own timeout, and a
// background probe closes the circuit again as soon as the database answers: the server recovers by
// itself, without a restart.
//
// A refused write (a full disk, a read-only store) opens no circuit: reads still work, and each write
// is tried, so the first one that commits once space is back ends the refusal. Until then health says
// 'degraded' with the cause.

import type { WriteRefusal, WriteRefusalCause } from '../../../contracts/admin.ts';

export class StorageUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Storage unavailable: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * The database answered but would not keep the write: full, read-only, failing (write-refusals.ts).
 * A kind of unavailability (a 503 that the group commit does not retry item by item), with its cause.
 */
export class StorageWriteRefusedError extends StorageUnavailableError {
  constructor(
    readonly refusal: WriteRefusalCause,
    reason: string,
  ) {
    super(reason);
    this.name = 'StorageWriteRefusedError';
  }
}

export interface AvailabilityLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface StorageAvailabilityOptions {
  /** True when the error means "the database cannot be reached", not "this query is wrong". */
  isUnavailableError: (error: unknown) => boolean;
  /** The cause when the error means "the database answered but would not keep the write". */
  writeRefusalOf: (error: unknown) => WriteRefusalCause | undefined;
  /** Cheap round trip used to find out when the database is back. */
  probe: () => Promise<void>;
  probeIntervalMs?: number;
  logger?: AvailabilityLogger;
}

export class StorageAvailability {
  private down = false;
  private lastReason = '';
  private probeTimer: NodeJS.Timeout | undefined;
  private probing = false;
  private closed = false;
  private refusal: WriteRefusal | undefined;

  constructor(private readonly options: StorageAvailabilityOptions) {}

  /** Set from the first refused write until a write commits again. */
  get writeRefusal(): WriteRefusal | undefined {
    return this.refusal;
  }

  get isDown(): boolean {
    return this.down;
  }

  get reason(): string {
    return this.lastReason;
  }

  /** Runs one storage operation, translating outages into StorageUnavailableError. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.down) throw new StorageUnavailableError(this.lastReason);
    try {
      return await operation();
    } catch (error) {
      throw this.translate(error);
    }
  }

  /**
   * Runs one operation that inserts rows; its commit shows that writes are kept again. (A delete or an
   * update in place can succeed on a full store, so only inserts end a refusal.)
   */
  async runInsert<T>(operation: () => Promise<T>): Promise<T> {
    const result = await this.run(operation);
    if (this.refusal) {
      this.options.logger?.info({ cause: this.refusal.cause, since: this.refusal.since }, 'storage keeps writes again');
      this.refusal = undefined;
    }
    return result;
  }

  /**
   * Maps an error to StorageWriteRefusedError when the database refused to keep a write, to
   * StorageUnavailableError (opening the circuit) when it is an outage, and leaves any other alone.
   */
  translate(error: unknown): unknown {
    if (error instanceof StorageUnavailableError) return error;
    const refusal = this.options.writeRefusalOf(error);
    if (refusal) return this.refuse(refusal, describeError(error));
    if (!this.options.isUnavailableError(error)) return error;
    this.markDown(describeError(error));
    return new StorageUnavailableError(this.lastReason);
  }

  private refuse(cause: WriteRefusalCause, reason: string): StorageWriteRefusedError {
    if (!this.refusal || this.refusal.cause !== cause) {
      this.options.logger?.warn({ cause, reason }, 'storage refuses writes; answering them 503 until one commits again');
      this.refusal = { cause, reason, since: new Date().toISOString() };
    } else {
      this.refusal = { ...this.refusal, reason };
    }
    return new StorageWriteRefusedError(cause, reason);
  }

  markDown(reason: string): void {
    this.lastReason = reason;
    if (this.down || this.closed) return;
    this.down = true;
    this.options.logger?.warn({ reason }, 'storage unavailable; failing fast until it answers again');
    this.probeTimer = setInterval(() => void this.probeOnce(), this.options.probeIntervalMs ?? 1000);
    this.probeTimer.unref();
  }

  private async probeOnce(): Promise<void> {
    if (this.probing || !this.down) return;
    this.probing = true;
    try {
      await this.options.probe();
      this.markUp();
    } catch (error) {
      this.lastReason = describeError(error);
    } finally {
      this.probing = false;
    }
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = undefined;
    this.options.logger?.info({}, 'storage reachable again');
  }

  close(): void {
    this.closed = true;
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = undefined;
  }
}

/** Error code and message only: driver errors never carry request data, but keep it short. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
