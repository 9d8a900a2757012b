import type { Clock } from '../../src/system/clock.ts';

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
