// The facts store: every fee, threshold, levy, tariff, cap, deposit, grace period or fine
// a page states lives here once, with its sources and dates, and pages insert it by key at build
// time ({{fact:key}}), so the same fact reads the same everywhere. Two kinds: the facts the model
// itself uses (model-facts.ts, read from the rules' own modules, so they cannot drift from the
// results) and the facts only pages state (core/data/facts/*.json).
import { monthLabel } from '../language/index.ts';
import { dataAsOf, resolveSources } from '../sources/index.ts';
import { factFiles, type StoredFact } from './fact-files.ts';
import { modelFacts } from './model-facts.ts';
import type { FigureSource } from '../sources/index.ts';

export interface Fact {
  key: string;
  text: string;
  source: FigureSource;
  /** When the current value took effect (or, where that is not known, the newest source's date): "YYYY-MM-DD" or "YYYY-MM". */
  changed: string;
}

/** A fact key: the country it concerns (or "gcc" for the region), a dot, a kebab-case name. */
export const factKeyPattern = /^(gcc|uae|ksa|qatar|oman|bahrain|kuwait)\.[a-z0-9]+(-[a-z0-9]+)*$/;

function storedFact(key: string, stored: StoredFact): Fact {
  return {
    key,
    text: stored.text,
    changed: stored.changed,
    source: {
      explanation: stored.explanation,
      sources: resolveSources(stored.sources),
      asOf: monthLabel(stored.checked),
      assumption: stored.assumption,
    },
  };
}

let store: Map<string, Fact> | undefined;

/** Every fact by key. A key held twice (in two files, or in a file and the model) is an error. */
function factStore(): Map<string, Fact> {
  if (store) return store;
  const facts = new Map<string, Fact>();
  const add = (fact: Fact, where: string) => {
    if (facts.has(fact.key)) throw new Error(`The fact "${fact.key}" is held twice (again in ${where}); keep one and use its key.`);
    facts.set(fact.key, fact);
  };
  for (const fact of modelFacts()) add(fact, 'the model');
  for (const [file, { facts: entries }] of Object.entries(factFiles))
    for (const [key, stored] of Object.entries(entries)) add(storedFact(key, stored), `core/data/facts/${file}.json`);
  store = facts;
  return facts;
}

/**
 * "YYYY-MM": the newest month any stored fact was checked (or the model's date when none is
 * stored). Pages may announce dates after it; they may not report them (page-review.server.ts).
 */
export function factsCheckedThrough(): string {
  const months = Object.values(factFiles).flatMap((file) => Object.values(file.facts).map((fact) => fact.checked));
  return [dataAsOf.asOf, ...months].sort().at(-1) ?? dataAsOf.asOf;
}

export function allFacts(): Fact[] {
  return [...factStore().values()];
}

/** The fact for a key; an unknown key throws, so a page naming one fails the build. */
export function factByKey(key: string): Fact {
  const fact = factStore().get(key);
  if (!fact) throw new Error(`Unknown fact key "${key}" (core/data/facts/ or core/src/facts/model-facts.ts)`);
  return fact;
}
