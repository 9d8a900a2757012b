// School one-offs per child before the first salary: registration, deposit, the first term's fees
// (with VAT where charged) and uniforms and books, by regulator or country, with their sources. The
// table is core/data/cash-up-front/school-terms.json; here it becomes rules, each built once.
import type { CountryCode } from '../countries/index.ts';
import { money, type Message } from '../language/index.ts';
import { monthlySchoolFeeAed } from '../cost-model/index.ts';
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import { fromDirhams, type FigureSource } from '../sources/index.ts';
import type { OfferInput } from '../household/index.ts';
import schools from '../../data/cash-up-front/school-terms.json' with { type: 'json' };
import type { UpfrontCashLine } from './upfront-cash.ts';
import type { Share } from './rent-terms.ts';
import { dataMessage, namedSources, shareOf, type SourceEntry } from './cash-sources.ts';
import { message, type CashUpFrontMessageId } from './messages.ts';

export interface SchoolTerms {
  /** Application or registration fee, not deducted from tuition; local currency. */
  registration: number;
  registrationName: Message<CashUpFrontMessageId>;
  registrationSource: FigureSource;
  /** Enrolment deposit, deducted from the first term; omitted when undefined. */
  deposit?: { share?: Share; amount?: number; name: Message<CashUpFrontMessageId>; source: FigureSource } | undefined;
  firstTerm: Share;
  firstTermSource: FigureSource;
  /** VAT on tuition, percent. */
  vatPercent: number;
}

interface SchoolTermsData {
  terms: Readonly<
    Record<
      string,
      {
        registration: { amount?: number; amountFromAed?: number; name: string; source: string };
        deposit?: { share?: readonly number[]; amount?: number; name: string; source: string };
        firstTerm: { share: readonly number[]; source: string };
        vatPercent: number;
      }
    >
  >;
  sources: Readonly<Record<string, SourceEntry>>;
  places: { country: Readonly<Record<CountryCode, string>>; city: Readonly<Record<`${CountryCode}/${string}`, string>> };
}

const data = schools as SchoolTermsData;

// Built once per name: Dubai's deposit and first term stand for the other emirates too.
const sourceNamed = namedSources(data.sources, 'school-terms.json');

const terms = new Map<string, SchoolTerms>();
function termsNamed(key: string, country: CountryCode): SchoolTerms {
  const made = terms.get(key);
  if (made) return made;
  const entry = data.terms[key];
  if (!entry) throw new Error(`school-terms.json: no terms "${key}"`);
  const { registration, deposit } = entry;
  const built: SchoolTerms = {
    registration: registration.amount ?? fromDirhams(registration.amountFromAed ?? 0, country),
    registrationName: dataMessage(registration.name),
    registrationSource: sourceNamed(registration.source, country),
    firstTerm: shareOf(entry.firstTerm.share, `school-terms.json: ${key}`),
    firstTermSource: sourceNamed(entry.firstTerm.source, country),
    vatPercent: entry.vatPercent,
  };
  if (deposit)
    built.deposit = {
      share: deposit.share && shareOf(deposit.share, `school-terms.json: ${key}`),
      amount: deposit.amount,
      name: dataMessage(deposit.name),
      source: sourceNamed(deposit.source, country),
    };
  terms.set(key, built);
  return built;
}

const schoolTerms: PlaceRules<SchoolTerms> = {
  country: Object.fromEntries(
    Object.entries(data.places.country).map(([country, key]) => [country, termsNamed(key, country as CountryCode)]),
  ) as Record<CountryCode, SchoolTerms>,
  city: Object.fromEntries(
    Object.entries(data.places.city).map(([place, key]) => [place, termsNamed(key, place.split('/')[0] as CountryCode)]),
  ),
};

export function schoolTermsFor(country: CountryCode, city: string | null | undefined): SchoolTerms {
  return ruleForPlace(schoolTerms, country, city);
}

const uniformsAndBooksAed = 1_500;
export const uniformsAndBooksSource = sourceNamed('uniforms', 'UAE');

/**
 * The first term's line name after the child's prefix. Where a deposit is taken off, the name carries
 * both figures: a fixed deposit (Kuwait's KWD 200 seat reservation) can cover most of a nursery's
 * term, and "first term's fees: KWD 8" alone reads like an error.
 */
function firstTermName(less: { term: number; deposit: number } | null, vat: number, country: CountryCode) {
  if (!less) return vat > 0 ? message('cashUpFront.school.firstTermWithVat', { vat }) : message('cashUpFront.school.firstTerm');
  const values = { term: money(less.term, country), deposit: money(less.deposit, country) };
  return vat > 0
    ? message('cashUpFront.school.firstTermLessDepositWithVat', { ...values, vat })
    : message('cashUpFront.school.firstTermLessDeposit', values);
}

export function schoolLines(input: OfferInput, toLocal: (aed: number) => number, feeScale = 1): UpfrontCashLine[] {
  // Education edited to 0: no fee-paying school, so nothing to register, deposit or buy for it.
  if (feeScale <= 0) return [];
  const { country, city } = input.location;
  const terms = schoolTermsFor(country, city);
  const uniforms = fromDirhams(uniformsAndBooksAed, country);
  const lines: UpfrontCashLine[] = [];
  input.household.children.forEach((child, index) => {
    const position = index + 1;
    const name = (item: Message) => message('cashUpFront.line.child', { position, item });
    const key = `child-${position}-`;
    const annual = Math.round(toLocal(monthlySchoolFeeAed(child)) * 12 * feeScale);
    if (terms.registration > 0)
      lines.push({
        key: key + 'registration',
        name: name(terms.registrationName),
        amount: terms.registration,
        source: terms.registrationSource,
      });
    let deposit = 0;
    if (terms.deposit) {
      const { share, amount } = terms.deposit;
      deposit = share ? Math.round((annual * share[0]) / share[1]) : (amount ?? 0);
      lines.push({ key: key + 'deposit', name: name(terms.deposit.name), amount: deposit, source: terms.deposit.source });
    }
    const firstTerm = Math.round((annual * terms.firstTerm[0]) / terms.firstTerm[1]);
    const withVat = Math.round((Math.max(0, firstTerm - deposit) * (100 + terms.vatPercent)) / 100);
    lines.push({
      key: key + 'first-term',
      name: name(firstTermName(deposit > 0 ? { term: firstTerm, deposit } : null, terms.vatPercent, country)),
      amount: withVat,
      source: terms.firstTermSource,
    });
    // A nursery (0-3) sells no books and rarely a uniform: the line is for school-age children, as its source is.
    if (child.age === 'nursery') return;
    lines.push({
      key: key + 'uniforms',
      name: name(message('cashUpFront.school.uniforms')),
      amount: uniforms,
      source: uniformsAndBooksSource,
    });
  });
  return lines;
}
