// The cash panel's source helpers: a FigureSource from registry ids (core/data/sources.json), or
// from source records already resolved, and fromDirhams. Every record the panel cites is an entry
// of the registry, cited by id where the figure is made. Each text is given in English and Arabic
// side by side; the Arabic is registered as the source's twin (figure-source-arabic.ts).
import type { CountryCode } from '../countries/index.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import { dataAsOf } from './data-date.ts';
import { resolveSources } from './source-registry.ts';
import { figureSourceIn, withArabicSource } from './figure-source-arabic.ts';
import { sentenceOf, type FigureSource, type SourceRef } from './sources.ts';

/** A text in English and in Arabic, written side by side. */
export type Words = readonly [english: string, arabic: string];

const asOf = dataAsOf.asOfLabel;
/** A FigureSource citing records already resolved from the registry. */
export const sourceOf = (explanation: Words, sources: readonly SourceRef[], assumption?: Words): FigureSource =>
  withArabicSource(
    assumption ? { explanation: explanation[0], sources, asOf, assumption: assumption[0] } : { explanation: explanation[0], sources, asOf },
    explanation[1],
    assumption?.[1],
  );
/** A FigureSource citing registry ids; an unknown id throws at module load. */
export const source = (explanation: Words, ids: readonly string[], assumption?: Words): FigureSource =>
  sourceOf(explanation, resolveSources(ids), assumption);
/** A copy of a source with another assumption, in both languages. */
export const withAssumption = (base: FigureSource, assumption: Words): FigureSource =>
  withArabicSource({ ...base, assumption: assumption[0] }, sentenceOf(figureSourceIn(base, 'ar').explanation), assumption[1]);
/** A dirham amount in a country's currency, whole units (for assumptions carried over from Dubai). */
export const fromDirhams = (aed: number, country: CountryCode) => Math.round(aed * aedToLocalFactor(currencyFor(country)));
