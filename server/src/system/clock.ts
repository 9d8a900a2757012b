/** Milliseconds since the epoch. Injected everywhere time matters so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: session expiry, salt rotation and period tests use it. */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  set(epochMs: number): void {
    this.current = epochMs;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export function startOfHour(epochMs: number): number {
  return Math.floor(epochMs / HOUR_MS) * HOUR_MS;
}

/** Days are UTC days: the visitor salt rotates at 00:00 UTC. */
export function startOfDay(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}
