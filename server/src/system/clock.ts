/** Milliseconds since the epoch. Injected everywhere time matters so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

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
