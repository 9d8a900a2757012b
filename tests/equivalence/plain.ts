// The core's values as plain data in a language, for the equivalence view (view.ts): sources cited by
// a hash of what they say (kept once in sourceTable), messages rendered with the web app's
// translator, and the fields whose words the model kept in English until they moved, in English.
import { createHash } from 'node:crypto';
import type { verdictStates } from '#core';
import {
  type CountryCode,
  type ExpenseSubItem,
  type FigureSource,
  type Language,
  type Message,
  familySponsorshipNote,
  isMessage,
  verdictLabel,
} from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { sourceText } from '#web/i18n/source-text.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isSource(value: object): value is FigureSource {
  return 'explanation' in value && 'sources' in value && 'asOf' in value;
}

/**
 * Every source the views name, by a hash of what it says: the same source stands on many lines of many
 * states, so the views cite it as "§hash" and the table holds its words once.
 */
export const sourceTable = new Map<string, Json>();

function cite(source: Json): string {
  const text = JSON.stringify(source);
  const key = `§${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  sourceTable.set(key, source);
  return key;
}

/** A source as the visitor reads it in a language: the explanation, assumption and date in that language. */
export function sourceView(source: FigureSource, language: Language): Json {
  const shown = sourceText(source, language, translator(language));
  return cite({
    explanation: shown.explanation,
    assumption: shown.assumption ?? null,
    asOf: shown.asOf,
    userEntry: shown.userEntry,
    sources: shown.sources.map((ref) => ({ title: ref.title, url: ref.url ?? null, date: ref.date, kind: ref.kind })),
  });
}

/** Any value of the core as JSON, with every message and source rendered in the language; functions are left out. */
export function plain(value: unknown, language: Language): Json {
  if (value === null || value === undefined) return null;
  if (isMessage(value)) return translator(language)(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'function') return null;
  if (Array.isArray(value)) return value.map((item) => plain(item, language));
  if (typeof value === 'object') {
    if (isSource(value)) return sourceView(value, language);
    // A category's lines were named by their English name until their words moved to the catalogues
    // (the screen said them through expenseLineLabel): the view keeps that name, in English, in place
    // of the line's key and message.
    if ('subItems' in value && Array.isArray(value.subItems) && value.subItems.some((line: Partial<ExpenseSubItem>) => 'label' in line))
      return plain(
        {
          ...value,
          subItems: (value.subItems as ExpenseSubItem[]).map(({ key: _key, label, ...line }) => ({
            name: translator('en')(label),
            ...line,
          })),
        },
        language,
      );
    // The negotiation brief was one text until its lines became messages (the panel and the PDF join them).
    if ('lines' in value && 'basicRise' in value && Array.isArray(value.lines)) {
      const { lines, ...brief } = value as { lines: Message[] };
      return plain({ ...brief, text: lines.map((line) => translator(language)(line)).join('\n') }, language);
    }
    const out: Record<string, Json> = {};
    // The country rules' sentences were English in the model until their words moved to the catalogues
    // (the screen said them through endOfServiceRule and familySponsorshipRule): the view keeps them so.
    const englishRule = 'rule' in value && isMessage(value.rule) ? translator('en')(value.rule) : undefined;
    if (englishRule !== undefined && (('scheme' in value && 'monthlyAccrual' in value) || ('eligible' in value && 'gap' in value)))
      return plain({ ...value, rule: englishRule }, language);
    if ('familyNote' in value && 'gratuity' in value && typeof value.familyNote !== 'string')
      return plain({ ...value, familyNote: isMessage(value.familyNote) ? translator('en')(value.familyNote) : '' }, language);
    // A rise rule carried its words in English until they moved to the catalogues (the view's words
    // say them in the language): the model keeps them in English.
    if ('everyYears' in value && 'rule' in value && isMessage(value.rule)) out.rule = translator('en')(value.rule);
    // A verdict carried its English label until its words moved to the catalogues (the screen said it through verdictLabel).
    if ('state' in value && 'confidence' in value && 'trackingValue' in value)
      out.label = translator('en')(verdictLabel(value.state as (typeof verdictStates)[number]));
    for (const [key, item] of Object.entries(value))
      if (typeof item !== 'function' && item !== undefined && !(key in out)) out[key] = plain(item, language);
    return out;
  }
  return String(value);
}

/** What the family check says where there is no threshold, in the language; empty where there is one. */
export function familyNote(country: CountryCode, language: Language): string {
  const note = familySponsorshipNote(country);
  return note ? translator(language)(note) : '';
}
