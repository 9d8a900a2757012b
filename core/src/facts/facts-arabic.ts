// The facts store's wording in Arabic: the same facts, values and sources as facts.ts,
// written for the Arabic pages (core/data/facts-ar.json; content/arabic-content.test.ts checks that
// every fact has its Arabic text with the same numbers).
import arabicFacts from '../../data/facts-ar.json' with { type: 'json' };
import type { Fact } from './facts.ts';
import type { Language } from '../language/index.ts';

const arabicTexts: Readonly<Record<string, string>> = arabicFacts;

/** A fact as a page in `language` states it; a fact without Arabic wording throws (fails the build). */
export function factTextIn(fact: Fact, language: Language): string {
  if (language === 'en') return fact.text;
  const text = arabicTexts[fact.key];
  if (text === undefined) throw new Error(`Fact ${fact.key} has no Arabic wording in core/data/facts-ar.json`);
  return text;
}
