// The cash panel's rent lines: the first payment by local custom (UAE cheques, Saudi Ejar periods,
// months ahead elsewhere), then the place's deposit, agency fee, registration and utilities.
import { ruleForPlace } from '../places/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { OfferInput } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { UpfrontCashLine } from './upfront-cash.ts';
import type { KsaRentPeriod, UaeCheques } from './rent-payment.ts';
import { homeUnitName, ksaPeriodSources, monthsAhead, rentTerms, type HomeUnit, type Share } from './rent-terms.ts';
import { cashSource } from './cash-sources.ts';
import { message } from './messages.ts';

const chequeRecords = ['gn-pay-rent-dubai', 'gn-chequeless-rent-2026', 'manila-times-cheques-2017'];

export const chequeSources: ReadonlyMap<UaeCheques, FigureSource> = new Map<UaeCheques, FigureSource>(
  ([1, 2, 4, 6, 12] as const).map((cheques) => [
    cheques,
    cashSource(
      cheques === 1 ? message('cashUpFront.source.cheques.one') : message('cashUpFront.source.cheques.many', { cheques }),
      chequeRecords,
      // Landlords who take more than 4 cheques often ask a higher rent, which the panel does not add.
      cheques > 4 ? message('cashUpFront.source.cheques.manyAssumption') : undefined,
    ),
  ]),
);

/** The first rent line's name: the UAE's cheques, Saudi Ejar's period, or the months paid ahead elsewhere. */
function firstRentName(country: CountryCode, unit: HomeUnit, cheques: UaeCheques, period: KsaRentPeriod, months: number) {
  const home = homeUnitName(unit);
  if (country === 'UAE')
    return cheques === 1
      ? message('cashUpFront.line.rentYearInOneCheque', { home })
      : message('cashUpFront.line.rentCheque', { home, cheques });
  if (country === 'KSA')
    return message(period === 'yearly' ? 'cashUpFront.line.rentEjarYear' : 'cashUpFront.line.rentEjarHalfYear', { home });
  return months === 1 ? message('cashUpFront.line.rentFirstMonth', { home }) : message('cashUpFront.line.rentAhead', { home, months });
}

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
  const months = monthsAhead[country]?.months ?? 1;
  const name = firstRentName(country, unit, cheques, period, months);
  if (country === 'UAE') {
    lines.push({ key: 'rent-first', name, amount: Math.round(annual / cheques), source: chequeSources.get(cheques) });
  } else if (country === 'KSA') {
    lines.push({
      key: 'rent-first',
      name,
      amount: period === 'yearly' ? annual : Math.round(annual / 2),
      source: ksaPeriodSources[period],
    });
  } else {
    lines.push({ key: 'rent-first', name, amount: monthlyRent * months, source: monthsAhead[country]?.source });
  }
  const terms = ruleForPlace(rentTerms, country, city);
  const share = ([numerator, denominator]: Share) => Math.round((annual * numerator) / denominator);
  const { deposit, agency, registration, utilities } = terms;
  lines.push({ key: 'rent-deposit', name: deposit.name, amount: share(deposit.share), source: deposit.source });
  lines.push({ key: 'rent-agency', name: agency.name, amount: share(agency.share), source: agency.source });
  if (registration)
    lines.push({ key: 'rent-registration', name: registration.name, amount: registration.amount, source: registration.source });
  lines.push({ key: 'utilities', name: utilities.name, amount: utilities.amount(unit), source: utilities.source });
  return lines;
}
