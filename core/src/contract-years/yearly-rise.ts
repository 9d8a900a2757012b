// A yearly rise rule (rent or school fees): a percent in a first year and every so many years after
// it, the rule in plain words and its source, both messages of the concept's catalogue. The rules of
// each place are data (core/data/contract-years/*.json); this builds one from its entry.
import type { Message, MessageValue } from '../language/index.ts';
import { dataAsOf, resolveSources, type FigureSource } from '../sources/index.ts';
import { message, type ContractYearsMessageId } from './messages.ts';

/** A yearly rise: `percent` in `firstYear` and every `everyYears` after it. */
export interface YearlyRiseRule {
  percent: number;
  firstYear: number;
  everyYears: number;
  /** The rule in plain words for a reader. */
  rule: Message<ContractYearsMessageId>;
  source: FigureSource;
}

/** A rule as the data files write it: its figures, the ids of its messages and of the records it cites. */
export interface RiseRuleEntry {
  percent: number;
  firstYear: number;
  everyYears: number;
  rule: string;
  explanation: string;
  assumption?: string | undefined;
  sources: readonly string[];
}

// The data files' ids are checked against the catalogue by their schemas (contract-years-data.test.ts).
export const dataMessage = (id: string, values?: Readonly<Record<string, MessageValue>>) => message(id as ContractYearsMessageId, values);

/** A rule from its entry, with the values its messages take (the country a typical rule names). */
export function riseRuleOf(entry: RiseRuleEntry, values?: Readonly<Record<string, MessageValue>>): YearlyRiseRule {
  const source: FigureSource = {
    explanation: dataMessage(entry.explanation, values),
    sources: resolveSources(entry.sources),
    asOf: dataAsOf.asOfLabel,
  };
  if (entry.assumption) source.assumption = dataMessage(entry.assumption, values);
  return {
    percent: entry.percent,
    firstYear: entry.firstYear,
    everyYears: entry.everyYears,
    rule: dataMessage(entry.rule, values),
    source,
  };
}

/** The rule's rise in a contract year, percent (0 in a year it does not rise). */
export const percentIn = (rule: Pick<YearlyRiseRule, 'percent' | 'firstYear' | 'everyYears'>, year: number) =>
  year >= rule.firstYear && (year - rule.firstYear) % rule.everyYears === 0 ? rule.percent : 0;
