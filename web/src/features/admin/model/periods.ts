import type { PeriodHours } from '#contracts/admin.ts';

/** The dashboard's period choices (spec 001 section 4), shared by the Analytics and Results tabs. */
export const periodOptions: readonly { hours: PeriodHours; label: string }[] = [
  { hours: 1, label: 'Last Hour' },
  { hours: 24, label: 'Last 24 Hours' },
  { hours: 168, label: 'Last 7 Days' },
  { hours: 720, label: 'Last 30 Days' },
  { hours: 2160, label: 'Last 90 Days' },
];

export const defaultPeriod: PeriodHours = 24;

export function periodLabel(hours: PeriodHours): string {
  return periodOptions.find((option) => option.hours === hours)?.label ?? `Last ${hours} hours`;
}

export function isPeriodHours(value: number): value is PeriodHours {
  return periodOptions.some((option) => option.hours === value);
}
