// The cash panel's rent lines: the first payment by local custom (UAE cheques, Saudi Ejar periods,
// months ahead elsewhere), then the place's deposit, agency fee, registration and utilities.
import { ruleForPlace } from '../place-rules.ts';
import type { CountryCode } from '../country-codes.ts';
import type { OfferInput } from '../offer-input.ts';
import type { FigureSource } from '../sources.ts';
import type { KsaRentPeriod, UaeCheques, UpfrontCashLine } from '../upfront-cash.ts';
import { rentTerms, type HomeUnit, type Share } from './rent-terms.ts';
import { source } from './sources.ts';

// ---- Rent: first payment ----------------------------------------------------------------------

export const chequeSources: ReadonlyMap<UaeCheques, FigureSource> = new Map<UaeCheques, FigureSource>(
  ([1, 2, 4, 6, 12] as const).map((cheques) => [
    cheques,
    source(
      `UAE landlords take the year’s rent in post-dated cheques, the first paid at signing: with ${cheques} ${cheques === 1 ? 'cheque that is the whole year' : `cheques it is 1/${cheques} of the year`}. The rent is the model’s district rent for your home size. Fewer cheques often buy a lower rent.`,
      ['gn-pay-rent-dubai', 'gn-chequeless-rent-2026', 'manila-times-cheques-2017'],
      cheques > 4 ? 'Landlords who take more than 4 cheques often ask a higher rent; the rent is not raised here.' : undefined,
    ),
  ]),
);

export const ksaPeriodSources: Readonly<Record<KsaRentPeriod, FigureSource>> = {
  yearly: source(
    'Saudi rent is paid through Ejar, traditionally as one payment for the year when the contract is authenticated. The rent is the model’s district rent for your home size.',
    ['dlight-ejar-instalments', 'kt-ejar-payments-2024'],
  ),
  'half-yearly': source(
    'Saudi rent is paid through Ejar; half-yearly payment in advance is common. The rent is the model’s district rent for your home size.',
    ['dlight-ejar-instalments', 'kt-ejar-payments-2024'],
  ),
};

interface MonthsAhead {
  months: number;
  source: FigureSource;
}

export const monthsAhead: Readonly<Partial<Record<CountryCode, MonthsAhead>>> = {
  Qatar: {
    months: 1,
    source: source('Doha rent is paid by 12 monthly post-dated cheques handed over at signing; the first is due at once.', [
      'mirage-qatar-faqs',
      'maroon-qatar-faqs',
    ]),
  },
  Oman: {
    months: 6,
    source: source(
      'Muscat landlords take post-dated cheques for a year, six months or a quarter in advance; six months is used.',
      ['resfix-oman-tenancy', 'retalk-oman-2017'],
      'Assumes six months in advance; some landlords ask for the year, some accept a quarter.',
    ),
  },
  Bahrain: {
    months: 3,
    source: source('Bahrain landlords usually take three months’ rent in advance at signing, then monthly.', ['impact-estate-bahrain']),
  },
  Kuwait: {
    months: 1,
    source: source('Kuwait rents are paid monthly; newcomers are not asked for the year in advance.', ['kuwait-times-rental-concerns']),
  },
};

export function rentLines(
  input: OfferInput,
  cheques: UaeCheques,
  period: KsaRentPeriod,
  unit: HomeUnit,
  monthlyRent: number,
): UpfrontCashLine[] {
  const { country, city } = input.location;
  const annual = monthlyRent * 12;
  const lines: UpfrontCashLine[] = [];
  if (country === 'UAE') {
    lines.push({
      key: 'rent-first',
      name: cheques === 1 ? `First rent payment (${unit}): the year in one cheque` : `First rent cheque (${unit}): 1 of ${cheques}`,
      amount: Math.round(annual / cheques),
      source: chequeSources.get(cheques),
    });
  } else if (country === 'KSA') {
    lines.push({
      key: 'rent-first',
      name:
        period === 'yearly'
          ? `First rent payment (${unit}): the year through Ejar`
          : `First rent payment (${unit}): six months through Ejar`,
      amount: period === 'yearly' ? annual : Math.round(annual / 2),
      source: ksaPeriodSources[period],
    });
  } else {
    const ahead = monthsAhead[country];
    const months = ahead?.months ?? 1;
    lines.push({
      key: 'rent-first',
      name: months === 1 ? `First month’s rent (${unit})` : `Rent in advance (${unit}): ${months} months`,
      amount: monthlyRent * months,
      source: ahead?.source,
    });
  }
  const terms = ruleForPlace(rentTerms, country, city);
  const share = ([numerator, denominator]: Share) => Math.round((annual * numerator) / denominator);
  lines.push({ key: 'rent-deposit', name: terms.deposit.name, amount: share(terms.deposit.share), source: terms.deposit.source });
  lines.push({ key: 'rent-agency', name: terms.agency.name, amount: share(terms.agency.share), source: terms.agency.source });
  if (terms.registration) lines.push({ key: 'rent-registration', ...terms.registration });
  lines.push({ key: 'utilities', name: terms.utilities.name, amount: terms.utilities.amount(unit), source: terms.utilities.source });
  return lines;
}
