// The /sources page's sections for the cash needed before the first salary and the contract year by
// year: the same FigureSource objects upfrontCash and projectContract attach to their lines and
// rules, read from the tables that make them, by country and, where a city has its own rules, by
// city. Each source is listed once, under the first place that uses it.
import type { CountryCode } from './country-codes.ts';
import { countryCodes } from './country-codes.ts';
import { countryProfile } from './country-profiles.ts';
import { rentRiseRuleFor, schoolFeeRiseRuleFor } from './contract/rise-rules.ts';
import { listCities } from './district-data.ts';
import { ruleForPlace } from './place-rules.ts';
import type { SourceCatalogueEntry, SourceCatalogueGroup, SourceCatalogueSection } from './source-catalogue.ts';
import type { FigureSource } from './sources.ts';
import { carSource, flightSources, furnitureSource, visaFees } from './upfront/move-costs.ts';
import { chequeSources, ksaPeriodSources, monthsAhead } from './upfront/rent-lines.ts';
import { rentTerms } from './upfront/rent-terms.ts';
import { schoolTermsFor, uniformsAndBooksSource } from './upfront/school-terms.ts';

interface Place<T> {
  /** The city, or "Other emirates" / "Other cities" for the country's rule; absent when the country has one rule. */
  label: string | undefined;
  rule: T;
}

/** A country's rules by place: each city's own first (a city sharing the country's rule is not named), then the country's. */
function placesOf<T>(country: CountryCode, ruleFor: (city: string | null) => T): Place<T>[] {
  const fallback = ruleFor(null);
  const own: Place<T>[] = [];
  for (const city of listCities(country)) {
    const rule = ruleFor(city);
    if (rule !== fallback && !own.some((place) => place.rule === rule)) own.push({ label: city, rule });
  }
  if (own.length === 0) return [{ label: undefined, rule: fallback }];
  return [...own, { label: country === 'UAE' ? 'Other emirates' : 'Other cities', rule: fallback }];
}

/** "Dubai", or "other emirates" in the middle of a name. */
const inName = (label: string) => (label.startsWith('Other ') ? label.charAt(0).toLowerCase() + label.slice(1) : label);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const named = (label: string | undefined, figure: string) => (label ? `${label}: ${figure}` : figure);

/** Collects entries, each FigureSource once (the first name it is given wins). */
class EntryList {
  private readonly seen: Set<FigureSource>;
  readonly entries: SourceCatalogueEntry[] = [];
  constructor(seen: Set<FigureSource>) {
    this.seen = seen;
  }
  add(figure: string, source: FigureSource | undefined): void {
    if (!source || this.seen.has(source)) return;
    this.seen.add(source);
    this.entries.push({ figure, source });
  }
}

function firstRentEntries(country: CountryCode, list: EntryList): void {
  if (country === 'UAE') {
    for (const [cheques, source] of chequeSources)
      list.add(cheques === 1 ? 'First rent payment: the year in one cheque' : `First rent cheque: 1 of ${cheques}`, source);
  } else if (country === 'KSA') {
    list.add('First rent payment: the year through Ejar', ksaPeriodSources.yearly);
    list.add('First rent payment: six months through Ejar', ksaPeriodSources['half-yearly']);
  } else {
    const ahead = monthsAhead[country];
    if (ahead) list.add(ahead.months === 1 ? 'First month’s rent' : `Rent in advance: ${ahead.months} months`, ahead.source);
  }
}

function upfrontGroup(country: CountryCode, seen: Set<FigureSource>): SourceCatalogueGroup {
  const list = new EntryList(seen);
  firstRentEntries(country, list);
  for (const { label, rule } of placesOf(country, (city) => ruleForPlace(rentTerms, country, city))) {
    list.add(named(label, rule.deposit.name), rule.deposit.source);
    list.add(named(label, rule.agency.name), rule.agency.source);
    if (rule.registration) list.add(named(label, rule.registration.name), rule.registration.source);
    list.add(named(label, rule.utilities.name), rule.utilities.source);
  }
  for (const { label, rule } of placesOf(country, (city) => schoolTermsFor(country, city))) {
    const schools = label ? `Schools in ${inName(label)}` : 'Schools';
    // A registration of 0 (Abu Dhabi forbids application fees) makes no line, so it is not listed.
    if (rule.registration > 0) list.add(`${schools}: ${upperFirst(rule.registrationName)}`, rule.registrationSource);
    if (rule.deposit) list.add(`${schools}: ${upperFirst(rule.deposit.name)}`, rule.deposit.source);
    const firstTerm = `First term’s fees${rule.deposit ? ', less the deposit' : ''}${rule.vatPercent > 0 ? ` (with ${rule.vatPercent}% VAT)` : ''}`;
    list.add(`${schools}: ${firstTerm}`, rule.firstTermSource);
  }
  list.add(visaFees[country].name, visaFees[country].source);
  list.add('Flights out for those the employer does not fly', flightSources.get(country));
  return { title: countryProfile(country).name, entries: list.entries };
}

function contractGroup(country: CountryCode, seen: Set<FigureSource>): SourceCatalogueGroup {
  const list = new EntryList(seen);
  const rises = [
    ['Rent rises', (city: string | null) => rentRiseRuleFor({ country, city }).source],
    ['School fee rises', (city: string | null) => schoolFeeRiseRuleFor({ country, city }).source],
  ] as const;
  for (const [figure, sourceFor] of rises)
    for (const { label, rule } of placesOf(country, sourceFor)) list.add(label ? `${figure}: ${inName(label)}` : figure, rule);
  return { title: countryProfile(country).name, entries: list.entries };
}

function buildSections(): SourceCatalogueSection[] {
  const upfrontSeen = new Set<FigureSource>();
  const everywhere = new EntryList(upfrontSeen);
  const countryGroups = countryCodes.map((country) => upfrontGroup(country, upfrontSeen));
  everywhere.add('School uniforms and books', uniformsAndBooksSource);
  everywhere.add('Car: lease deposit and first month', carSource);
  everywhere.add('Furniture and household set-up', furnitureSource);
  const contractSeen = new Set<FigureSource>();
  return [
    {
      id: 'upfront-cash',
      title: 'Money you need up front',
      intro:
        'The cash a household needs before the first salary: the first rent payment by local custom (UAE cheques, Saudi Ejar periods, months in advance elsewhere), the deposit, agency and registration fees and utility deposits, each child’s school registration, deposit, first term and uniforms, a car, furniture, flights out and dependants’ first visas. Where a city has its own rules, the figure names it.',
      groups: [...countryGroups, { title: 'Every country', entries: everywhere.entries }],
    },
    {
      id: 'contract-years',
      title: 'Your contract, year by year',
      intro:
        'The yearly rises the year-by-year projection applies to rent and school fees: the city’s own rule where it has one, else the country’s. Where no rule or recent figure was found, the entry says what it assumes; you can type your own rise over it.',
      groups: countryCodes.map((country) => contractGroup(country, contractSeen)),
    },
  ];
}

let sections: SourceCatalogueSection[] | undefined;

/** The sections for the cash up front and the contract year by year, built once. */
export function cashAndRenewalSourceSections(): SourceCatalogueSection[] {
  sections ??= buildSections();
  return sections;
}
