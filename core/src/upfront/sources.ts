// The cash panel's source helpers: a FigureSource from registry ids (core/data/sources.json), or
// from source records already resolved, and fromDirhams. Every record the panel cites is an entry
// of the registry, cited by id where the figure is made.
import type { CountryCode } from '../country-codes.ts';
import { aedToLocalFactor, currencyFor } from '../currency.ts';
import { dataAsOf } from '../data-date.ts';
import { resolveSources } from '../figure-sources.ts';
import type { FigureSource, SourceRef } from '../sources.ts';

const asOf = dataAsOf.asOfLabel;
/** A FigureSource citing records already resolved from the registry. */
export const sourceOf = (explanation: string, sources: readonly SourceRef[], assumption?: string): FigureSource =>
  assumption ? { explanation, sources, asOf, assumption } : { explanation, sources, asOf };
/** A FigureSource citing registry ids; an unknown id throws at module load. */
export const source = (explanation: string, ids: readonly string[], assumption?: string): FigureSource =>
  sourceOf(explanation, resolveSources(ids), assumption);
/** A dirham amount in a country's currency, whole units (for assumptions carried over from Dubai). */
export const fromDirhams = (aed: number, country: CountryCode) => Math.round(aed * aedToLocalFactor(currencyFor(country)));
