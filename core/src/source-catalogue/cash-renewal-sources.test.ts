// The cash up front and the contract years on /sources: every source a line or a rise rule can carry
// is listed, nothing else is, and every record they cite is an entry of core/data/sources.json.
import { describe, expect, it } from 'vitest';
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import { countryCodes } from '../countries/index.ts';
import { rentRiseRuleFor, schoolFeeRiseRuleFor } from '../contract-years/index.ts';
import { listCities } from '../places/index.ts';
import { sourceIds, sourceRef } from '../sources/index.ts';
import type { KsaRentPeriod, UaeCheques } from '../cash-up-front/index.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue } from './source-catalogue.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';
import type { Message } from '../language/index.ts';
import { offerInput } from '../test-support/index.ts';
import { upfrontCash } from '../cash-up-front/index.ts';

const sections = cashAndRenewalSourceSections();
/** A source's words for a failure's label: its message's id (what the words read is the catalogue test's). */
const said = (text: string | Message) => (typeof text === 'string' ? text : text.messageId);
const section = (id: string) => sections.find((s) => s.id === id);
const listedIn = (id: string) => new Set(section(id)?.groups.flatMap((group) => group.entries.map((entry) => entry.source)));

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
      for (const ref of entry.source.sources) expect(inRegistry(ref), `${entry.figure}: ${ref.title}`).toBe(true);
  });

  it('give every entry a name unique in its group, an explanation, a date, and sources or an assumption', () => {
    for (const s of sections) {
      expect(s.intro.length, s.id).toBeGreaterThan(40);
      expect(new Set(s.groups.map((g) => g.title)).size, s.id).toBe(s.groups.length);
      for (const group of s.groups) {
        const figures = group.entries.map((entry) => entry.figure);
        expect(new Set(figures).size, `${s.id} ${group.title ?? ''}`).toBe(figures.length);
        for (const { figure, source } of group.entries) {
          expect(said(source.explanation).length, figure).toBeGreaterThan(10);
          expect(source.asOf, figure).toMatch(/^[A-Z][a-z]+ \d{4}$/);
          expect(source.sources.length > 0 || source.assumption !== undefined, figure).toBe(true);
        }
      }
    }
  });

  it('are grouped by country, name the cities with their own rules, and are built once', () => {
    expect(section('upfront-cash')?.groups.map((g) => g.title)).toEqual([
      'UAE',
      'Saudi Arabia',
      'Qatar',
      'Oman',
      'Bahrain',
      'Kuwait',
      'Every country',
    ]);
    const uae = section('upfront-cash')?.groups[0]?.entries.map((e) => e.figure) ?? [];
    expect(uae).toEqual(
      expect.arrayContaining([
        'First rent cheque: 1 of 4',
        'Dubai: Ejari tenancy registration',
        'Sharjah: SEWA deposit',
        'Schools in Abu Dhabi: Registration fee (5% of tuition)',
      ]),
    );
    const ksa = section('contract-years')?.groups[1]?.entries.map((e) => e.figure);
    expect(ksa).toEqual(['Rent rises: Riyadh', 'Rent rises: other cities', 'School fee rises']);
    expect(cashAndRenewalSourceSections()).toBe(sections);
  });

  it('join the page without clashing ids, after the country rules', () => {
    const ids = sourceCatalogue([...ruleSourceSections(), ...sections]).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-2)).toEqual(['upfront-cash', 'contract-years']);
  });
});
