// The /sources page's catalogue and the registry behind it: every district, constant, country and
// currency is listed with at least one dated, titled source; every source the data cites exists and
// is listed; every URL parses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityName, countryCostDataSchema, sourceRegistrySchema } from '../places/index.ts';
import { costConstantKeys, constantSource, isEstimatedRent } from '../cost-model/index.ts';
import { countryCodes, countryName, currencyCodes } from '../countries/index.ts';
import { message } from './messages.ts';
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue, type SourceCatalogueSection } from './source-catalogue.ts';
import { sourceIds, sourceRef } from '../sources/index.ts';
import { allFacts } from '../facts/index.ts';
import { homeCurrencyCodes, homeRateSource } from '../home-currency/index.ts';
import type { Message } from '../language/index.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const registry = sourceRegistrySchema.parse(readJson('../../data/sources.json'));
const files = ['uae', 'ksa', 'qatar', 'oman', 'bahrain', 'kuwait'];
const districts = files.flatMap((file) =>
  countryCostDataSchema
    .parse(readJson(`../../data/districts/${file}.json`))
    .cities.flatMap((city) => city.districts.map((district) => ({ city: city.name, ...district }))),
);

/** The English of every core catalogue the page's messages come from, by id. */
const english: Readonly<Record<string, string>> = Object.assign(
  {},
  ...['cost-model', 'source-catalogue', 'sources', 'places', 'countries'].map((concept) => readJson(`../${concept}/locales/en.json`)),
);
/** A text of the page: a sentence, or a message, whose id must be in the catalogues. */
const textOf = (text: string | Message) => (typeof text === 'string' ? text : (english[text.messageId] ?? ''));

const catalogue = sourceCatalogue();
const entries = catalogue.flatMap((section) =>
  section.groups.flatMap((group) => group.entries.map((entry) => ({ section: section.id, ...entry }))),
);

describe('the source registry (core/data/sources.json)', () => {
  it('matches its schema, and the code reads the same ids', () => {
    expect(Object.keys(registry).length).toBeGreaterThan(80);
    expect([...sourceIds].sort()).toEqual(Object.keys(registry).sort());
  });

  it('has URLs that parse as http(s) addresses', () => {
    for (const [id, ref] of Object.entries(registry)) {
      if (ref.url === undefined) continue;
      expect(['http:', 'https:'], id).toContain(new URL(ref.url).protocol);
    }
  });

  it('has no source that nothing cites: each is listed on the sources page or ends a page that states its fact', () => {
    // The whole page, as the /sources route builds it: the cash up front and the contract years cite registry ids too.
    const page = sourceCatalogue([...ruleSourceSections(), ...cashAndRenewalSourceSections()]);
    const listed = new Set([
      ...page.flatMap((section) => section.groups.flatMap((group) => group.entries.flatMap((entry) => entry.source.sources))),
      ...allFacts().flatMap((fact) => fact.source.sources),
    ]);
    // The home currencies' rates are cited beside their figures on the results, not on the page.
    for (const code of homeCurrencyCodes) for (const ref of homeRateSource(code).sources) listed.add(ref);
    for (const id of sourceIds) expect(listed.has(sourceRef(id)), id).toBe(true);
  });

  it('fails on a district that cites an id it does not hold', () => {
    for (const district of districts)
      for (const id of district.sources) expect(Object.hasOwn(registry, id), `${district.name}: ${id}`).toBe(true);
    expect(() => sourceRef('pf-nov-2099')).toThrow(/Unknown source id "pf-nov-2099"/);
  });
});

describe('the districts', () => {
  it('all 166 cite at least one registry source with a title and a date', () => {
    expect(districts).toHaveLength(166);
    for (const district of districts) {
      expect(district.sources.length, district.name).toBeGreaterThan(0);
      for (const id of district.sources) {
        expect(registry[id]?.title.length ?? 0, `${district.name}: ${id}`).toBeGreaterThan(5);
        expect(registry[id]?.date.length ?? 0, `${district.name}: ${id}`).toBeGreaterThan(3);
      }
    }
  });

  it('explain their rent for a reader, not in shorthand', () => {
    for (const district of districts) {
      const basis = english[`costModel.rentBasis.${district.city}.${district.name}`];
      expect(basis, district.name).toMatch(/^[A-Z].*\.$/);
      expect(basis, district.name).toMatch(/\b[Ww]e use [A-Z]{3} [\d,]+ a (year|month)/);
      expect(basis, district.name).not.toMatch(/\binferred:|\bPF Nov|\d+k\b|\/yr|~/);
    }
  });

  it('keep the old inferred ones recognisable as estimates', () => {
    const estimated = districts.filter(isEstimatedRent);
    expect(estimated.length).toBeGreaterThan(80);
    expect(estimated.length).toBeLessThan(districts.length);
  });
});

describe('the catalogue', () => {
  it('has its sections in order, each with an intro and entries', () => {
    expect(catalogue.map((s) => s.id)).toEqual([
      'rents',
      'utilities',
      'transport',
      'groceries',
      'school-fees',
      'fixed-figures',
      'domestic-help',
      'fares-home',
      'exchange-rates',
    ]);
    for (const section of catalogue) {
      expect(textOf(section.intro).length, section.id).toBeGreaterThan(40);
      expect(section.groups.flatMap((g) => g.entries).length, section.id).toBeGreaterThan(0);
    }
    expect(sourceCatalogue()[0]).toBe(catalogue[0]);
  });

  it('lists every district rent once, grouped by city', () => {
    const rents = catalogue.find((s) => s.id === 'rents');
    const dubai = rents?.groups.find(
      (g) =>
        JSON.stringify(g.title) ===
        JSON.stringify(message('sourceCatalogue.rents.city', { city: cityName('Dubai'), country: countryName('UAE') })),
    );
    expect(dubai?.detail).toEqual(message('sourceCatalogue.rents.districts', { count: 19 }));
    expect(english['sourceCatalogue.rents.districts']).toContain('# districts');
    expect(rents?.groups.flatMap((g) => g.entries)).toHaveLength(districts.length);
  });

  it('lists every constant, country and currency', () => {
    const listed = new Set(entries.map((entry) => entry.source));
    for (const key of costConstantKeys) expect(listed.has(constantSource(key)), key).toBe(true);
    const count = (id: string) => entries.filter((e) => e.section === id).length;
    expect(count('domestic-help')).toBe(countryCodes.length);
    expect(count('fares-home')).toBe(countryCodes.length);
    expect(count('exchange-rates')).toBe(currencyCodes.length);
  });

  it('gives every entry an explanation, a date and sources with a title and a date', () => {
    for (const entry of entries) {
      const where = `${entry.section}: ${JSON.stringify(entry.figure)}`;
      // A message's own words may be only how it joins others ("{first} {then}"): it must be in the catalogues.
      const { explanation } = entry.source;
      if (typeof explanation === 'string') expect(explanation.length, where).toBeGreaterThan(20);
      else expect(english[explanation.messageId], where).toBeDefined();
      expect(entry.source.asOf, where).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      expect(entry.source.sources.length, where).toBeGreaterThan(0);
      for (const ref of entry.source.sources) {
        expect(ref.title.length, where).toBeGreaterThan(5);
        expect(ref.date.length, where).toBeGreaterThan(3);
        if (ref.url) expect(() => new URL(ref.url ?? ''), where).not.toThrow();
      }
    }
  });

  it('appends the sections passed in, refusing one whose id is taken', () => {
    const rules: SourceCatalogueSection = {
      id: 'country-rules',
      title: message('sourceCatalogue.section.ruleCosts.title'),
      intro: message('sourceCatalogue.section.ruleCosts.intro'),
      groups: [{ entries: [{ figure: message('sourceCatalogue.endOfService.benefit'), source: constantSource('internetTv') }] }],
    };
    const withRules = sourceCatalogue([rules]);
    expect(withRules.map((s) => s.id).slice(-2)).toEqual(['exchange-rates', 'country-rules']);
    expect(sourceCatalogue().map((s) => s.id)).not.toContain('country-rules');
    expect(() => sourceCatalogue([{ ...rules, id: 'rents' }])).toThrow(/share the id "rents"/);
    expect(() => sourceCatalogue([rules, rules])).toThrow(/share the id "country-rules"/);
  });
});
