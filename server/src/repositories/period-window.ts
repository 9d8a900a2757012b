import { DAY_MS, HOUR_MS, startOfDay, startOfHour } from '../system/clock.ts';

/**
 * "The last N hours" split so that every part is read from the cheapest exact source:
 *   [start, firstFullHour)  raw rows (less than an hour of them)
 *   [firstFullHour, nextDay) hourly rollups (the rest of the start's day)
 *   [nextDay, ...)           daily rollups (every later day, today included, which ends at now)
 * The window always ends now, so nothing later than now needs excluding.
 */
export interface PeriodWindow {
  start: number;
  firstFullHour: number;
  startDay: number;
  nextDay: number;
}

export function periodWindow(now: number, hours: number): PeriodWindow {
  const start = now - hours * HOUR_MS;
  const hour = startOfHour(start);
  const firstFullHour = hour === start ? start : hour + HOUR_MS;
  const startDay = startOfDay(start);
  return { start, firstFullHour, startDay, nextDay: startDay + DAY_MS };
}
