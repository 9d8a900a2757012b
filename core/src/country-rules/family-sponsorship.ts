// "Can your family join you?": the minimum monthly salary each country sets for an expatriate to
// sponsor a spouse and children, as in force in October 2025, against the offer's package.
//
// Saudi Arabia is left out on purpose: no official minimum salary was found. Whether a family
// residence is granted turns on the profession written on the iqama (professional jobs qualify,
// labourers and drivers get family visit visas instead); one newspaper report (Pakistan Today,
// 2024-12-07) gives SAR 3,500 plus an eligible profession, but no government source confirms it,
// so the app shows no pass or fail there rather than one it cannot stand behind.
import type { CountryCode } from '../countries/index.ts';
import { money, type Message } from '../language/index.ts';
import { dataAsOf, resolveSources, type FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/family-sponsorship.json' with { type: 'json' };
import type { ThresholdData } from './data-schemas.ts';
import { message } from './messages.ts';

export interface FamilySponsorshipQuery {
  country: CountryCode;
  /** The monthly package (gross salary plus any cash housing allowance), local currency. */
  packageMonthly: number;
  /** True when the employer provides the home (no rent to pay). */
  employerHousing: boolean;
  /**
   * What is deducted from pay a month at a given package (Bahrain's 1% unemployment insurance), for
   * a country whose minimum is on net income; none when absent.
   */
  deductionsAt?: ((packageMonthly: number) => number) | undefined;
}

export interface FamilySponsorship {
  eligible: boolean;
  /** The minimum monthly salary that applies, local currency. */
  threshold: number;
  /** How much the package must rise to meet the threshold (on net income, after the deductions at the higher package); 0 when eligible. */
  gap: number;
  /** The package less what is deducted from pay, where the minimum is on net income (Bahrain); absent elsewhere. */
  netIncome?: number | undefined;
  /** The rule for a reader, naming the variant that applies. */
  rule: Message;
  source: FigureSource;
}

type SponsoringCountry = Exclude<CountryCode, 'KSA'>;

interface CountryThreshold {
  data: ThresholdData;
  rules: { standard: Message; employerHousing: Message };
  source: FigureSource;
}

const thresholdData = data.thresholds as Readonly<Record<SponsoringCountry, ThresholdData>>;
const asOf = dataAsOf.asOfLabel;

/** The amounts a country's sentences quote: the thresholds, and the one before the latest change. */
function amountsOf(country: SponsoringCountry, entry: ThresholdData) {
  return {
    standard: money(entry.threshold, country),
    ...(entry.withEmployerHousing === undefined ? {} : { housed: money(entry.withEmployerHousing, country) }),
    ...(entry.previous === undefined ? {} : { previous: money(entry.previous, country) }),
  };
}

/** Each country's rule and source, built once: every evaluation with a family reads its country's entry. */
function thresholdOf(country: SponsoringCountry): CountryThreshold {
  const entry = thresholdData[country];
  const values = amountsOf(country, entry);
  // Qatar's and Kuwait's sources quote their amounts as the press writes them (QR, KD), not from the values.
  const explanation = message(`countryRules.family.explanation.${country}`, values);
  const rules =
    country === 'UAE' || country === 'Qatar'
      ? {
          standard: message(`countryRules.family.rule.${country}.standard`, values),
          employerHousing: message(`countryRules.family.rule.${country}.employerHousing`, values),
        }
      : {
          standard: message(`countryRules.family.rule.${country}`, values),
          employerHousing: message(`countryRules.family.rule.${country}`, values),
        };
  return { data: entry, rules, source: { explanation, sources: resolveSources(entry.sources), asOf } };
}

const thresholds: Readonly<Record<SponsoringCountry, CountryThreshold>> = {
  UAE: thresholdOf('UAE'),
  Qatar: thresholdOf('Qatar'),
  Oman: thresholdOf('Oman'),
  Bahrain: thresholdOf('Bahrain'),
  Kuwait: thresholdOf('Kuwait'),
};

// No government source states the profession test; the press does (research/residence.md §2), so
// the note says whose word it is, and /sources cites that report.
const ksaNote = message('countryRules.family.ksaNote');
const ksaNoteSource: FigureSource = { explanation: ksaNote, sources: resolveSources(data.noThreshold.KSA.sources), asOf };

/** What the family check says where the country publishes no threshold (KSA); nothing where it does. */
export function familySponsorshipNote(country: CountryCode): Message | undefined {
  return country === 'KSA' ? ksaNote : undefined;
}

/** Where the Saudi note comes from (the /sources page lists it with the thresholds). */
export function familySponsorshipNoteSource(): FigureSource {
  return ksaNoteSource;
}

/** Whether the package meets the country's minimum salary to sponsor a family; undefined where no threshold is published (KSA). */
export function familySponsorship({
  country,
  packageMonthly,
  employerHousing,
  deductionsAt,
}: FamilySponsorshipQuery): FamilySponsorship | undefined {
  if (country === 'KSA') return undefined;
  const entry = thresholds[country];
  const housedThreshold = employerHousing ? entry.data.withEmployerHousing : undefined;
  const threshold = housedThreshold ?? entry.data.threshold;
  const rule = housedThreshold === undefined ? entry.rules.standard : entry.rules.employerHousing;
  if (entry.data.onNetIncome !== true || deductionsAt === undefined) {
    const eligible = packageMonthly >= threshold;
    return { eligible, threshold, gap: eligible ? 0 : threshold - packageMonthly, rule, source: entry.source };
  }
  const netAt = (monthly: number) => monthly - deductionsAt(monthly);
  const netIncome = netAt(packageMonthly);
  const eligible = netIncome >= threshold;
  // The smallest package whose net meets the threshold: the deductions grow with the package (a
  // percentage), so the net shortfall alone is a little short; a few whole-unit steps settle it.
  let needed = packageMonthly;
  if (!eligible) {
    needed = packageMonthly + (threshold - netIncome);
    for (let step = 0; step < 100 && netAt(needed) < threshold; step += 1) needed += 1;
  }
  return { eligible, threshold, gap: needed - packageMonthly, netIncome, rule, source: entry.source };
}
