// The /sources page's sections for the cash needed before the first salary and the contract year by
// year: the same FigureSource objects upfrontCash and projectContract attach to their lines and
// rules, read from the tables that make them, by country and, where a city has its own rules, by
// city. Each source is listed once, under the first place that uses it.
import type { CountryCode } from '../countries/index.ts';
import { countryCodes, countryName } from '../countries/index.ts';
import { cityName, listCities, ruleForPlace } from '../places/index.ts';
import { rentRiseRuleFor, schoolFeeRiseRuleFor } from '../contract-years/index.ts';
import type { Message, MessageValue } from '../language/index.ts';
import { section, type SourceCatalogueEntry, type SourceCatalogueGroup, type SourceCatalogueSection } from './source-catalogue.ts';
import type { FigureSource } from '../sources/index.ts';
import {
  carSource,
  chequeSources,
  flightSources,
  furnitureSource,
  ksaPeriodSources,
  monthsAhead,
  rentTerms,
  schoolTermsFor,
  uniformsAndBooksSource,
  visaFees,
} from '../cash-up-front/index.ts';
import { message } from './messages.ts';

interface Place<T> {
  /** The city, or the country's other cities for the country's rule; absent when the country has one rule. */
  city: string | null | undefined;
  rule: T;
}

/** A country's rules by place: each city's own first (a city sharing the country's rule is not named), then the country's (`city` null). */
function placesOf<T>(country: CountryCode, ruleFor: (city: string | null) => T): Place<T>[] {
  const fallback = ruleFor(null);
  const own: Place<T>[] = [];
  for (const city of listCities(country)) {
    const rule = ruleFor(city);
    if (rule !== fallback && !own.some((place) => place.rule === rule)) own.push({ city, rule });
  }
  if (own.length === 0) return [{ city: undefined, rule: fallback }];
  return [...own, { city: null, rule: fallback }];
}

/** A place as an entry names it: the city, or "Other emirates" ("other emirates" inside a name). */
function placeName(country: CountryCode, city: string | null, form: 'start' | 'inside'): Message {
  if (city !== null) return cityName(city);
  return message(country === 'UAE' ? 'sourceCatalogue.place.otherEmirates' : 'sourceCatalogue.place.otherCities', { form });
}

/** "Dubai: …" where a city has its own rule, the figure alone where the country has one. */
const named = (country: CountryCode, city: string | null | undefined, figure: MessageValue): Message =>
  city === undefined
    ? message('sourceCatalogue.words', { words: figure })
    : message('sourceCatalogue.named', { place: placeName(country, city, 'start'), figure });

/** A school line's name as it opens an entry ("Registration fee"; inside a line it reads "registration fee"). */
const atStart = (name: Message): Message => ({ ...name, values: { ...name.values, form: 'start' } });

/** Collects entries, each FigureSource once (the first name it is given wins). */
class EntryList {
  private readonly seen: Set<FigureSource>;
  readonly entries: SourceCatalogueEntry[] = [];
  constructor(seen: Set<FigureSource>) {
    this.seen = seen;
  }
  add(figure: Message, source: FigureSource | undefined): void {
    if (!source || this.seen.has(source)) return;
    this.seen.add(source);
    this.entries.push({ figure, source });
  }
}

function firstRentEntries(country: CountryCode, list: EntryList): void {
  if (country === 'UAE') {
    for (const [cheques, source] of chequeSources)
      list.add(
        cheques === 1 ? message('sourceCatalogue.upfront.oneCheque') : message('sourceCatalogue.upfront.firstCheque', { cheques }),
        source,
      );
  } else if (country === 'KSA') {
    list.add(message('sourceCatalogue.upfront.ejarYear'), ksaPeriodSources.yearly);
    list.add(message('sourceCatalogue.upfront.ejarHalfYear'), ksaPeriodSources['half-yearly']);
  } else {
    const ahead = monthsAhead[country];
    if (ahead)
      list.add(
        ahead.months === 1
          ? message('sourceCatalogue.upfront.firstMonth')
          : message('sourceCatalogue.upfront.monthsAhead', { months: ahead.months }),
        ahead.source,
      );
  }
}

function upfrontGroup(country: CountryCode, seen: Set<FigureSource>): SourceCatalogueGroup {
  const list = new EntryList(seen);
  const nameOf = (line: { name: Message }) => line.name;
  firstRentEntries(country, list);
  for (const { city, rule } of placesOf(country, (city) => ruleForPlace(rentTerms, country, city))) {
    list.add(named(country, city, nameOf(rule.deposit)), rule.deposit.source);
    list.add(named(country, city, nameOf(rule.agency)), rule.agency.source);
    if (rule.registration) list.add(named(country, city, nameOf(rule.registration)), rule.registration.source);
    list.add(named(country, city, nameOf(rule.utilities)), rule.utilities.source);
  }
  for (const { city, rule } of placesOf(country, (city) => schoolTermsFor(country, city))) {
    const schools = (figure: MessageValue) =>
      city === undefined
        ? message('sourceCatalogue.upfront.schools', { figure })
        : message('sourceCatalogue.upfront.schoolsIn', { place: placeName(country, city, 'inside'), figure });
    // A registration of 0 (Abu Dhabi forbids application fees) makes no line, so it is not listed.
    if (rule.registration > 0) list.add(schools(atStart(rule.registrationName)), rule.registrationSource);
    if (rule.deposit) list.add(schools(atStart(rule.deposit.name)), rule.deposit.source);
    const firstTerm = message('sourceCatalogue.upfront.firstTerm', { deposit: rule.deposit ? 'less' : 'none' });
    list.add(
      schools(rule.vatPercent > 0 ? message('sourceCatalogue.upfront.withVat', { figure: firstTerm, vat: rule.vatPercent }) : firstTerm),
      rule.firstTermSource,
    );
  }
  list.add(message('sourceCatalogue.words', { words: nameOf(visaFees[country]) }), visaFees[country].source);
  list.add(message('sourceCatalogue.upfront.flights'), flightSources.get(country));
  return { title: countryName(country), entries: list.entries };
}

function contractGroup(country: CountryCode, seen: Set<FigureSource>): SourceCatalogueGroup {
  const list = new EntryList(seen);
  const rises = [
    [message('sourceCatalogue.contract.rentRises'), (city: string | null) => rentRiseRuleFor({ country, city }).source],
    [message('sourceCatalogue.contract.schoolFeeRises'), (city: string | null) => schoolFeeRiseRuleFor({ country, city }).source],
  ] as const;
  for (const [figure, sourceFor] of rises)
    for (const { city, rule } of placesOf(country, sourceFor))
      list.add(
        city === undefined ? figure : message('sourceCatalogue.contract.at', { figure, place: placeName(country, city, 'inside') }),
        rule,
      );
  return { title: countryName(country), entries: list.entries };
}

function buildSections(): SourceCatalogueSection[] {
  const upfrontSeen = new Set<FigureSource>();
  const everywhere = new EntryList(upfrontSeen);
  const countryGroups = countryCodes.map((country) => upfrontGroup(country, upfrontSeen));
  everywhere.add(message('sourceCatalogue.upfront.uniformsAndBooks'), uniformsAndBooksSource);
  everywhere.add(message('sourceCatalogue.upfront.car'), carSource);
  everywhere.add(message('sourceCatalogue.upfront.furniture'), furnitureSource);
  const contractSeen = new Set<FigureSource>();
  return [
    section('upfront-cash', 'upfrontCash', [
      ...countryGroups,
      { title: message('sourceCatalogue.upfront.everyCountry'), entries: everywhere.entries },
    ]),
    section(
      'contract-years',
      'contractYears',
      countryCodes.map((country) => contractGroup(country, contractSeen)),
    ),
  ];
}

let built: SourceCatalogueSection[] | undefined;

/** The sections for the cash up front and the contract year by year, built once. */
export function cashAndRenewalSourceSections(): SourceCatalogueSection[] {
  built ??= buildSections();
  return built;
}
