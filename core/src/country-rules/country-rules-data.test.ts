// The country rules' tables (core/data/country-rules/*.json) against their schemas, their sources
// against the registry, and the amounts the page facts still hold against the rules' own figures:
// one amount, one record.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceIds } from '../sources/index.ts';
import {
  domesticHiringDataSchema,
  familySponsorshipDataSchema,
  gratuityDataSchema,
  healthCoverDataSchema,
  housingFeesDataSchema,
  leviesDataSchema,
  residenceFeesDataSchema,
  unemploymentInsuranceDataSchema,
} from './data-schemas.ts';
import { ruleFigure, type RuleFigureId } from './rule-figures.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

const tables = [
  ['gratuity.json', gratuityDataSchema],
  ['family-sponsorship.json', familySponsorshipDataSchema],
  ['domestic-hiring.json', domesticHiringDataSchema],
  ['residence-fees.json', residenceFeesDataSchema],
  ['health-cover.json', healthCoverDataSchema],
  ['housing-fees.json', housingFeesDataSchema],
  ['unemployment-insurance.json', unemploymentInsuranceDataSchema],
  ['levies.json', leviesDataSchema],
] as const;

/** Every `sources` list anywhere in a table. */
function citedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(citedIds);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'sources' && Array.isArray(item) ? item.map(String) : citedIds(item)));
}

describe('the country rules’ tables (core/data/country-rules/)', () => {
  it.each(tables)('%s matches its schema', (file, schema) => {
    expect(() => schema.parse(readJson(`../../data/country-rules/${file}`))).not.toThrow();
  });

  it('cite only sources of core/data/sources.json, and so does the basic share table', () => {
    const known = new Set(sourceIds);
    const files = [...tables.map(([file]) => `../../data/country-rules/${file}`), '../../data/package/basic-shares.json'];
    for (const file of files) for (const id of citedIds(readJson(file))) expect(known.has(id), `${file}: ${id}`).toBe(true);
  });

  it('fails on a table that breaks its schema', () => {
    const gratuity = readJson('../../data/country-rules/gratuity.json') as Record<string, Record<string, unknown>>;
    const broken = {
      ...gratuity,
      KSA: {
        ...gratuity.KSA,
        resignation: [
          { under: 2, share: 0 },
          { under: 10, share: 1 },
        ],
      },
    };
    expect(() => gratuityDataSchema.parse(broken)).toThrow(/the last step has no bound/);
    expect(() =>
      leviesDataSchema.parse({ dependantLevy: { monthly: 400, sources: [] }, schoolVat: { rate: 0.15, sources: ['x'] } }),
    ).toThrow();
  });
});

/** The amounts a fact's text states, in order: "AED 5 a month (… AED 16,000) or AED 10" → 5, 16000, 10; "1%" → 0.01. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)(%?)/g)].map(([, number = '', percent]) => {
    const value = Number(number.replace(/,/g, ''));
    return percent ? value / 100 : value;
  });
}

describe('the amounts the facts and the rules both hold', () => {
  // Each fact that states a rule's figure, and the figures its text states, in order.
  const shared: Readonly<Record<string, readonly [file: string, figures: readonly RuleFigureId[]]>> = {
    'kuwait.dependant-health-fee': ['gcc-visas', ['kuwait.dependant-health-fee']],
    'kuwait.dependant-residence-fee': ['gcc-visas', ['kuwait.dependant-residence-fee']],
    'qatar.dependant-residence-fee': ['gcc-visas', ['qatar.dependant-residence-fee']],
    'oman.resident-card-fee': ['gcc-visas', ['oman.resident-card-fee']],
    'bahrain.dependant-permit-fee': ['gcc-visas', ['bahrain.dependant-permit-fee']],
    'uae.residence-permit-fee': ['gcc-visas', ['uae.residence-permit-fee']],
    'uae.emirates-id-fee': ['gcc-visas', ['uae.emirates-id-fee']],
    'uae.medical-test-fee': ['gcc-visas', ['uae.medical-test-fee']],
    'bahrain.unemployment-insurance': ['gcc-money', ['bahrain.unemployment-insurance']],
    'uae.unemployment-insurance-premium': [
      'gcc-money',
      ['uae.unemployment-insurance-premium', 'uae.unemployment-insurance-band-limit', 'uae.unemployment-insurance-premium-higher'],
    ],
  };

  it.each(Object.entries(shared))('%s states the rule’s figure', (key, [file, figures]) => {
    const facts = (readJson(`../../data/facts/${file}.json`) as { facts: Record<string, { text: string }> }).facts;
    const fact = facts[key];
    expect(fact, key).toBeDefined();
    expect(amountsIn(fact?.text ?? '').slice(0, figures.length)).toEqual(figures.map(ruleFigure));
  });

  it('reads Kuwait’s KD 100 dependant health fee from the rule the results charge', () => {
    expect(ruleFigure('kuwait.dependant-health-fee')).toBe(100);
    expect(ruleFigure('bahrain.dependant-permit-fee')).toBe(95);
  });
});
