// Residence permits, IDs and medicals for each dependant, per country, spread over their validity and
// shown monthly (core/data/country-rules/residence-fees.json). Saudi Arabia charges its dependant levy
// instead (rule-costs.ts); no source gives the Saudi iqama fee for a dependant.
import { labelsByCounts, money, type Message } from '../language/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/residence-fees.json' with { type: 'json' };
import type { ResidenceFeesData } from './data-schemas.ts';
import { message } from './messages.ts';
import { perMonth, ruleSource, ruleTitle } from './rule-cost-labels.ts';
import type { RuleCost } from './rule-cost.ts';

type ResidenceCountry = 'UAE' | 'Qatar' | 'Oman' | 'Bahrain' | 'Kuwait';

interface ResidenceFees {
  annualPerAdult: number;
  annualPerChild: number;
  title: Message;
  name: (adults: number, children: number) => Message;
  source: FigureSource;
}

const fees = data as Readonly<Record<ResidenceCountry, ResidenceFeesData>>;
const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** One dependant's fees for a validity, and what an adult and a child cost a year. */
function yearly(entry: ResidenceFeesData) {
  const adultsOnly = new Set(entry.adultsOnly ?? []);
  const all = sum(Object.values(entry.fees));
  const children = sum(Object.entries(entry.fees).flatMap(([fee, amount]) => (adultsOnly.has(fee) ? [] : [amount])));
  return { all, annualPerAdult: all / entry.validityYears, annualPerChild: children / entry.validityYears };
}

// Kuwait's dependant fees under the residency by-laws in force from 23 December 2025 (a rule that
// changed after the data's date applies from its effective date).
export const kuwaitResidenceFee = fees.Kuwait.fees.residence ?? 0;

/** The line's name: how many dependants at what fee, as each country's permit is priced. */
function counted(title: Message, line: 'perYear' | 'everyTwoYears', fee: number, country: ResidenceCountry) {
  const amount = money(fee, country);
  return labelsByCounts((adults, children) => message(`countryRules.line.${line}`, { title, count: adults + children, fee: amount }));
}

function residence(country: ResidenceCountry): ResidenceFees {
  const entry = fees[country];
  const { all, annualPerAdult, annualPerChild } = yearly(entry);
  const title = ruleTitle(`${country.toLowerCase()}Residence`);
  const base = { annualPerAdult, annualPerChild, title };
  switch (country) {
    case 'UAE': {
      const { permit = 0, emiratesId = 0, medical = 0 } = entry.fees;
      return {
        ...base,
        name: labelsByCounts((adults, children) => message('countryRules.line.dependants', { title, count: adults + children })),
        source: ruleSource(
          'uaeResidence',
          entry.sources,
          {
            permit: money(permit, 'UAE'),
            emiratesId: money(emiratesId, 'UAE'),
            medical: money(medical, 'UAE'),
            perAdult: money(annualPerAdult, 'UAE'),
            perChild: money(annualPerChild, 'UAE'),
          },
          { values: { permit: money(permit, 'UAE') } },
        ),
      };
    }
    case 'Bahrain': {
      const { service = 0, admin = 0 } = entry.fees;
      return {
        ...base,
        name: counted(title, 'everyTwoYears', all, country),
        source: ruleSource(
          'bahrainResidence',
          entry.sources,
          { fee: money(all, country), service: money(service, country), admin: money(admin, country) },
          {},
        ),
      };
    }
    case 'Oman':
      return {
        ...base,
        name: counted(title, 'perYear', all, country),
        source: ruleSource('omanResidence', entry.sources, { fee: money(all, country) }),
      };
    // Qatar's and Kuwait's sources quote their amounts as the press writes them (QR, KD).
    case 'Qatar':
      return { ...base, name: counted(title, 'perYear', all, country), source: ruleSource('qatarResidence', entry.sources) };
    case 'Kuwait':
      return {
        ...base,
        name: counted(title, 'perYear', all, country),
        source: ruleSource('kuwaitResidence', entry.sources, undefined, {}),
      };
  }
}

const residenceFees: Readonly<Partial<Record<CountryCode, ResidenceFees>>> = {
  UAE: residence('UAE'),
  Qatar: residence('Qatar'),
  Oman: residence('Oman'),
  Bahrain: residence('Bahrain'),
  Kuwait: residence('Kuwait'),
};

/** The residence fees of a household's dependants, if the country charges any. */
export function residenceFeeCost(country: CountryCode, adults: number, children: number): RuleCost | undefined {
  const residence = residenceFees[country];
  if (!residence || adults + children === 0) return undefined;
  return {
    key: 'residence-permits',
    category: 'Residence & Visas',
    name: residence.name(adults, children),
    title: residence.title,
    monthly: perMonth(adults * residence.annualPerAdult + children * residence.annualPerChild),
    employerOftenPays: true,
    source: residence.source,
  };
}
