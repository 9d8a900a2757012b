// The cash panel's FigureSources: what a figure is and what it assumes as messages of the concept's
// catalogue, the records it cites as ids of core/data/sources.json, and the data's month. A source
// entry of the data files (tenancy-terms.json, school-terms.json) names its messages by id; one
// converted from a Dubai amount (`convertedAed`) says the dirhams and the country's amount.
import type { CountryCode } from '../countries/index.ts';
import { money } from '../language/index.ts';
import { dataAsOf, fromDirhams, resolveSources, type FigureSource } from '../sources/index.ts';
import { message, type CashUpFrontMessageId } from './messages.ts';

/** A source as the data files write it. */
export interface SourceEntry {
  explanation: string;
  assumption?: string | undefined;
  sources: readonly string[];
  /** A Dubai amount in dirhams the figure is converted from at the pegs. */
  convertedAed?: number | undefined;
}

/** A FigureSource of the cash panel; an unknown record id throws at module load. */
export function cashSource(
  explanation: ReturnType<typeof message>,
  ids: readonly string[],
  assumption?: ReturnType<typeof message>,
): FigureSource {
  const made: FigureSource = { explanation, sources: resolveSources(ids), asOf: dataAsOf.asOfLabel };
  if (assumption) made.assumption = assumption;
  return made;
}

// The data files' ids are checked against the catalogue by their schemas (cash-up-front-data.test.ts).
const id = (name: string) => name as CashUpFrontMessageId;

/** A data file's source entry as a FigureSource, for a figure of `country`. */
export function sourceOfEntry(entry: SourceEntry, country: CountryCode): FigureSource {
  const aed = entry.convertedAed;
  const values = aed === undefined ? undefined : { aed: money(aed, 'UAE'), amount: money(fromDirhams(aed, country), country) };
  return cashSource(message(id(entry.explanation), values), entry.sources, entry.assumption ? message(id(entry.assumption)) : undefined);
}

/**
 * A data file's named sources, each built once on first use: places that share a source share the
 * object, so /sources lists it once. `file` names the table in the error for a name it lacks.
 */
export function namedSources(entries: Readonly<Record<string, SourceEntry>>, file: string) {
  const made = new Map<string, FigureSource>();
  return (name: string, country: CountryCode): FigureSource => {
    let source = made.get(name);
    if (!source) {
      const entry = entries[name];
      if (!entry) throw new Error(`${file}: no source "${name}"`);
      made.set(name, (source = sourceOfEntry(entry, country)));
    }
    return source;
  };
}

/** A message the data files name by id. */
export const dataMessage = (name: string) => message(id(name));

/** A share as the data files write it, [numerator, denominator]; anything else is a mistake in the data. */
export function shareOf(share: readonly number[], what: string): readonly [number, number] {
  const [numerator, denominator] = share;
  if (share.length !== 2 || numerator === undefined || denominator === undefined)
    throw new Error(`${what}: a share is [numerator, denominator]`);
  return [numerator, denominator];
}
