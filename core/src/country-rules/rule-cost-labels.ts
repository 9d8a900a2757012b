// What the rule-cost modules share: the data's month, the monthly share of a yearly amount, a rate as
// its sentences write it, and a FigureSource from the ids of core/data/sources.json. Every name and
// source is built once at module load (each line's name once per count of dependants, count-labels.ts),
// so an evaluation only multiplies.
import type { Message, MessageValue } from '../language/index.ts';
import { dataAsOf, resolveSources, type FigureSource } from '../sources/index.ts';
import { message, type CountryRulesMessageId } from './messages.ts';

const asOf = dataAsOf.asOfLabel;
export const perMonth = (annual: number) => Math.round(annual / 12);
/** 0.05 → "5%", as both languages write it. */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

type Values = Readonly<Record<string, MessageValue>>;

/**
 * The source of a rule's line: `countryRules.source.<name>`, and `countryRules.assumption.<name>`
 * where it assumes something, with the amounts their sentences quote.
 */
export function ruleSource(
  name: string,
  sources: readonly string[],
  values?: Values,
  assumption?: { values?: Values | undefined } | undefined,
): FigureSource {
  const source: FigureSource = {
    explanation: message(`countryRules.source.${name}` as CountryRulesMessageId, values),
    sources: resolveSources(sources),
    asOf,
  };
  if (assumption) source.assumption = message(`countryRules.assumption.${name}` as CountryRulesMessageId, assumption.values);
  return source;
}

/** A line's name without its amounts: `countryRules.title.<name>`. */
export const ruleTitle = (name: string) => message(`countryRules.title.${name}` as CountryRulesMessageId);

/** A rule's line as /sources lists it, by the place it applies to: "Dubai: Dubai housing fee". */
export const ruleCostEntryName = (place: Message, title: Message) => message('countryRules.titleAt', { place, title });
