// Where a figure comes from: the FigureSource every figure carries, the registry of cited sources (core/data/sources.json) and the data's date.
// This index is the concept's only face: other folders import from here, never from its files.
export { dataAsOf, dataDateLine } from './data-date.ts';
export { arabicAsOfLabel, figureSourceIn, hasArabicSource, withArabicSource } from './figure-source-arabic.ts';
export { fromDirhams, source, sourceOf, withAssumption, type Words } from './source-builders.ts';
export { resolveSources, sourceByUrl, sourceIds, sourceRef } from './source-registry.ts';
export type { SourcesMessageId } from './messages.ts';
export {
  type FigureSource,
  joinedSentences,
  joinedTexts,
  sentenceOf,
  type SourceKind,
  type SourceRef,
  userEntrySource,
} from './sources.ts';
