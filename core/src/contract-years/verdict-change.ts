// The one sentence a reader needs from a projection: the first year the verdict changes, and why.
import type { ContractYear } from './contract-projection.ts';
import type { Message } from '../language/index.ts';
import { verdictLabel, verdictStates, type Verdict } from '../verdict/index.ts';
import { message, type ContractYearsMessageId } from './messages.ts';

const verdictRank = (verdict: Verdict) => verdictStates.indexOf(verdict.state);

export interface VerdictChange {
  year: number;
  verdict: Verdict;
  /** Whether the verdict gets worse than year 1's or better. */
  direction: 'worse' | 'better';
  /** "Year 3: Surviving Mode. Child 1 starts Grade 6 and their fees rise by AED 9,000." */
  sentence: Message<ContractYearsMessageId>;
}

/**
 * The first year whose verdict is worse than year 1's, with its cause in a sentence; where none is,
 * the first whose verdict is better, with what eased it ("Year 5: improves to Managing. Child 1
 * finishes school."); undefined when the verdict holds. A worse year comes first: it is the risk to
 * plan for, even when a later year recovers.
 */
export function firstVerdictChange(projection: readonly ContractYear[]): VerdictChange | undefined {
  const first = projection[0];
  if (!first) return undefined;
  const worse = projection.find((entry) => verdictRank(entry.verdict) > verdictRank(first.verdict));
  const better = worse ? undefined : projection.find((entry) => verdictRank(entry.verdict) < verdictRank(first.verdict));
  const entry = worse ?? better;
  if (!entry) return undefined;
  const direction = worse ? 'worse' : 'better';
  const clause = worse ? entry.cause : entry.easing;
  const values = { year: entry.year, verdict: verdictLabel(entry.verdict.state) };
  // The clause opens its own sentence: its start form (capitalised in English).
  const sentence = clause
    ? message(worse ? 'contractYears.verdictChange.worseBecause' : 'contractYears.verdictChange.betterBecause', {
        ...values,
        cause: { ...clause, values: { ...clause.values, form: 'start' } },
      })
    : message(worse ? 'contractYears.verdictChange.worse' : 'contractYears.verdictChange.better', values);
  return { year: entry.year, verdict: entry.verdict, direction, sentence };
}
