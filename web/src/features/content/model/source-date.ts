// A source's date as the registry holds it ("2025-11", "2025-10-22", "undated, about 2022") in the
// words the /sources page shows: ISO months and days spelt out, anything else as written.
import { monthNames } from '#core';
const months: readonly string[] = monthNames;

export function readableSourceDate(date: string): string {
  return date.replace(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g, (whole, year: string, month: string, day: string | undefined) => {
    const name = months[Number(month) - 1];
    if (!name) return whole;
    return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
  });
}
