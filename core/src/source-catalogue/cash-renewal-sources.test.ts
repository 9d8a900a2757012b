// The cash up front and the contract years on /sources: every source a line or a rise rule can carry
// is listed, nothing else is, and every record they cite is an entry of core/data/sources.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import { countryCodes, countryName } from '../countries/index.ts';
import { messageWords } from '../test-support/index.ts';
import cashEnglish from '../cash-up-front/locales/en.json' with { type: 'json' };
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import placesEnglish from '../places/locales/en.json' with { type: 'json' };
import catalogueEnglish from './locales/en.json' with { type: 'json' };
import { message } from './messages.ts';
import { rentRiseRuleFor, schoolFeeRiseRuleFor } from '../contract-years/index.ts';
import { cityName, listCities } from '../places/index.ts';
import { sourceIds, sourceRef } from '../sources/index.ts';
import type { KsaRentPeriod, UaeCheques } from '../cash-up-front/index.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue } from './source-catalogue.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';
import { offerInput } from '../test-support/index.ts';
import { upfrontCash } from '../cash-up-front/index.ts';

const sections = cashAndRenewalSourceSections();
const englishWords = messageWords('en', catalogueEnglish, cashEnglish, countriesEnglish, placesEnglish);
/** A text or a name of the page, for a failure's label. */
const said = (text: unknown) => JSON.stringify(text);
const section = (id: string) => sections.find((s) => s.id === id);
const listedIn = (id: string) => new Set(section(id)?.groups.flatMap((group) => group.entries.map((entry) => entry.source)));

const english = JSON.parse(readFileSync(new URL('locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

const places = countryCodes.flatMap((country) => [null, ...listCities(country)].map((city) => ({ country, city })));
const chequeCounts: readonly UaeCheques[] = [1, 2, 4, 6, 12];
const ksaPeriods: readonly KsaRentPeriod[] = ['yearly', 'half-yearly'];

/** Every source upfrontCash attaches to a line: every place, cheque count and Ejar period, children, no car, flights. */
function lineSources(): Set<FigureSource> {
  const found = new Set<FigureSource>();
  for (const { country, city } of places) {
    for (const adults of [1, 2] as const) {
      const input = offerInput({
        location: { country, city },
        household: {
          adults,
          children: [
            { age: 'kg', curriculum: 'indian' },
            { age: 'grade9-12', curriculum: 'british' },
          ],
        },
        benefits: { carProvided: 'none', annualFlights: '0' },
      });
      for (const uaeCheques of chequeCounts)
        for (const ksaRentPeriod of ksaPeriods)
          for (const line of upfrontCash(input, { uaeCheques, ksaRentPeriod }).lines) {
            expect(line.source, `${country} ${city ?? ''}: ${line.key}`).toBeDefined();
            if (line.source) found.add(line.source);
          }
    }
  }
  return found;
}

const riseSources = new Set(places.flatMap((place) => [rentRiseRuleFor(place).source, schoolFeeRiseRuleFor(place).source]));

describe('the cash up front and the contract years on /sources', () => {
  it('list every source a cash line can carry, and only those', () => {
    const produced = lineSources();
    const listed = listedIn('upfront-cash');
    for (const source of produced) expect(listed.has(source), said(source.explanation)).toBe(true);
    for (const source of listed) expect(produced.has(source), said(source.explanation)).toBe(true);
    // Every cheque count and both Ejar periods have their own source.
    expect(produced.size).toBe(listed.size);
    expect(listed.size).toBeGreaterThan(60);
  });

  it('list every rent and school-fee rise rule of every place, and only those', () => {
    const listed = listedIn('contract-years');
    for (const source of riseSources) expect(listed.has(source), said(source.explanation)).toBe(true);
    expect(listed).toEqual(riseSources);
  });

  it('cite only records of the registry', () => {
    const registry = sourceIds.map(sourceRef);
    const inRegistry = (ref: SourceRef) =>
      registry.includes(ref) ||
      registry.some((entry) => entry.title === ref.title && entry.url === ref.url && entry.date === ref.date && entry.kind === ref.kind);
    for (const entry of sections.flatMap((s) => s.groups.flatMap((g) => g.entries)))
      for (const ref of entry.source.sources) expect(inRegistry(ref), `${said(entry.figure)}: ${ref.title}`).toBe(true);
  });

  it('give every entry a name unique in its group, an explanation, a date, and sources or an assumption', () => {
    for (const s of sections) {
      expect(english[s.intro.messageId]?.length, s.id).toBeGreaterThan(40);
      expect(new Set(s.groups.map((g) => said(g.title))).size, s.id).toBe(s.groups.length);
      for (const group of s.groups) {
        const figures = group.entries.map((entry) => said(entry.figure));
        expect(new Set(figures).size, `${s.id} ${said(group.title)}`).toBe(figures.length);
        for (const { figure, source } of group.entries) {
          const where = said(figure);
          if (typeof source.explanation === 'string') expect(source.explanation.length, where).toBeGreaterThan(10);
          else expect(source.explanation.messageId, where).toBeTruthy();
          expect(source.asOf, where).toMatch(/^[A-Z][a-z]+ \d{4}$/);
          expect(source.sources.length > 0 || source.assumption !== undefined, where).toBe(true);
        }
      }
    }
  });

  it('are grouped by country, name the cities with their own rules, and are built once', () => {
    expect(section('upfront-cash')?.groups.map((g) => g.title)).toEqual([
      ...countryCodes.map(countryName),
      message('sourceCatalogue.upfront.everyCountry'),
    ]);
    const uae = section('upfront-cash')?.groups[0]?.entries.map((e) => englishWords(e.figure)) ?? [];
    expect(uae).toEqual(
      expect.arrayContaining([
        englishWords(message('sourceCatalogue.upfront.firstCheque', { cheques: 4 })),
        'Dubai: Ejari tenancy registration',
        'Sharjah: SEWA deposit',
        'Schools in Abu Dhabi: Registration fee (5% of tuition)',
      ]),
    );
    const rentRises = message('sourceCatalogue.contract.rentRises');
    const ksa = section('contract-years')?.groups[1]?.entries.map((e) => e.figure);
    expect(ksa).toEqual([
      message('sourceCatalogue.contract.at', { figure: rentRises, place: cityName('Riyadh') }),
      message('sourceCatalogue.contract.at', {
        figure: rentRises,
        place: message('sourceCatalogue.place.otherCities', { form: 'inside' }),
      }),
      message('sourceCatalogue.contract.schoolFeeRises'),
    ]);
    expect(cashAndRenewalSourceSections()).toBe(sections);
  });

  it('join the page without clashing ids, after the country rules', () => {
    const ids = sourceCatalogue([...ruleSourceSections(), ...sections]).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-2)).toEqual(['upfront-cash', 'contract-years']);
  });
});
