// A source's date as the registry holds it ("2025-11", "2025-10-22", "undated, about 2022") in the
// words a page shows: ISO months and days spelt out, anything else as written. On Arabic pages the
// registry's few English words (undated, about, school year…) are put in Arabic from the catalogue.
import { arabicLocale, monthNames, type Language } from '#core';
import { translator } from '#web/i18n/i18n.ts';

const months: readonly string[] = monthNames;
const isoDate = /\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g;

const arabicDay = new Intl.DateTimeFormat(arabicLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const arabicMonth = new Intl.DateTimeFormat(arabicLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «18 أكتوبر 2025» from "2025-10-18" (Western digits, as the glossary writes them). */
export function arabicDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : arabicDay.format(date);
}

/** "October 24, 2025" (the content's date labels) in the page's language: «24 أكتوبر 2025». */
export function dateLabelIn(label: string, language: Language = 'en'): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(label);
  const month = match ? months.indexOf(match[1] ?? '') : -1;
  if (language === 'en' || !match || month < 0) return label;
  return arabicDay.format(new Date(Date.UTC(Number(match[3]), month, Number(match[2]))));
}

export function readableSourceDate(date: string, language: Language = 'en'): string {
  if (language !== 'en') return arabicSourceDate(date);
  return date.replace(isoDate, (whole, year: string, month: string, day: string | undefined) => {
    const name = months[Number(month) - 1];
    if (!name) return whole;
    return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
  });
}

function arabicSourceDate(date: string): string {
  const t = translator('ar');
  const words: readonly [RegExp, string][] = [
    [/\bundated\b/g, t('sourceDate.undated')],
    [/\bin force from\b/g, t('sourceDate.inForceFrom')],
    [/\bupdated\b/g, t('sourceDate.updated')],
    [/\bconsolidated\b/g, t('sourceDate.consolidated')],
    [/\babout\b/g, t('sourceDate.about')],
    [/\bbefore\b/g, t('sourceDate.before')],
    [/\bafter\b/g, t('sourceDate.after')],
  ];
  let text = date
    .replace(/\b(\d{4}-\d{2}) school year\b/g, (_whole, years: string) => t('sourceDate.schoolYear', { years }))
    .replace(isoDate, (whole, year: string, month: string, day: string | undefined) => {
      const index = Number(month) - 1;
      if (!months[index]) return whole;
      const utc = new Date(Date.UTC(Number(year), index, day ? Number(day) : 1));
      return day ? arabicDay.format(utc) : arabicMonth.format(utc);
    })
    .replace(/\b([A-Z][a-z]+) (\d{4})\b/g, (whole, name: string, year: string) => {
      const index = months.indexOf(name);
      return index < 0 ? whole : arabicMonth.format(new Date(Date.UTC(Number(year), index, 1)));
    });
  for (const [pattern, word] of words) text = text.replace(pattern, word);
  return text.replace(/, /g, '، ').replace(/; /g, '؛ ');
}
