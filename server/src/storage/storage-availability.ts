// Fast failure while the database is unreachable. After a connection-class error every storage call
// fails at once with StorageUnavailableError (a 503) instead of waiting for its own timeout, and a
// background probe closes the circuit again as soon as the database answers: the server recovers by
// itself, without a restart.

export class StorageUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Storage unavailable: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}

export interface AvailabilityLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface StorageAvailabilityOptions {
  /** True when the error means "the database cannot be reached", not "this query is wrong". */
  isUnavailableError: (error: unknown) => boolean;
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

  constructor(private readonly options: StorageAvailabilityOptions) {}

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

  /** Maps an error to StorageUnavailableError (opening the circuit) when it is an outage. */
  translate(error: unknown): unknown {
    if (error instanceof StorageUnavailableError) return error;
    if (!this.options.isUnavailableError(error)) return error;
    this.markDown(describeError(error));
    return new StorageUnavailableError(this.lastReason);
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
