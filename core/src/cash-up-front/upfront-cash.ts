// Cash needed before the first salary: the first rent payment by local custom, deposits,
// agency and registration fees, utility deposits, school one-offs per child, a car, furniture,
// flights and dependants' first visas, in whole units of the local currency. Figures and their
// sources come from docs/research/renting.md and schools-flights-fx.md (November 2026, describing
// October 2025); the records they cite are entries of core/data/sources.json, cited by id. Every
// FigureSource is built once at module load, a call only multiplies.
//
// Left out on purpose, so nobody adds them by mistake:
// - registration the law puts on the landlord: Abu Dhabi's Tawtheeq, Sharjah's attestation (Law
//   5/2024), Qatar's 0.5% and Oman's 3% lease registration; Bahrain's and Kuwait's fees are unknown;
// - the education allowance: it is paid with the salary, so it does not arrive before the first one;
// - rent-linked municipality fees and dependants' health insurance: billed monthly, in the estimate.
// - recruiting a live-in helper (domestic-hiring.ts): a household can sponsor one only once its own
//   residence permit is issued, so the fee usually comes in the first months; the domestic-help tip quotes it.
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import { flightsCovered, housingUnitFor, returnFareFor, transportShares } from '../cost-model/index.ts';
import { costRecord } from '../places/index.ts';
import { householdSize } from '../household/index.ts';
import { packageAmountFor } from '../package/index.ts';
import type { OfferInput } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { Message } from '../language/index.ts';
import { carSource, flightSources, furnitureAed, furnitureSource, visaFees } from './move-costs.ts';
import { rentLines } from './rent-lines.ts';
import { homeUnitName } from './rent-terms.ts';
import { schoolLines } from './school-terms.ts';
import { message, type CashUpFrontMessageId } from './messages.ts';

import { defaultKsaRentPeriod, defaultUaeCheques, type KsaRentPeriod, type UaeCheques } from './rent-payment.ts';

export type { UaeCheques } from './rent-payment.ts';

export interface UpfrontCashOptions {
  /** How many cheques the UAE landlord takes for the year (default 4). */
  uaeCheques?: UaeCheques | undefined;
  /** How often Saudi rent is paid through Ejar (default yearly). */
  ksaRentPeriod?: KsaRentPeriod | undefined;
  /** A one-off relocation allowance from the employer, local currency. */
  relocationAllowance?: number | undefined;
  /** Amounts the user typed over lines, by line key (local currency); a key no line has is ignored. */
  lineEdits?: Readonly<Record<string, number>> | undefined;
  /** A monthly package typed on the results screen, for the weeks of package. */
  packageOverride?: number | null | undefined;
  /** The monthly rent the visitor's edited Housing implies (edited-rent.ts), in place of the model's. */
  monthlyRent?: number | undefined;
  /** The share of the model's school fees an edited Education keeps (edited-school-fees.ts); 0 drops the school lines. */
  schoolFeeScale?: number | undefined;
}

export interface UpfrontCashLine {
  /** Stable across option changes ('rent-first', 'child-2-deposit'): edits are kept by it. */
  key: string;
  name: Message<CashUpFrontMessageId>;
  /** Whole units of the local currency, never negative. */
  amount: number;
  source?: FigureSource | undefined;
  /** The model's amount when the user typed over it; absent otherwise. */
  estimate?: number | undefined;
}

export interface UpfrontCash {
  lines: UpfrontCashLine[];
  /** The sum of the lines. */
  total: number;
  relocationAllowance: number;
  /** total − relocationAllowance, never below 0. */
  net: number;
  /** net in weeks of the package (monthly package × 12 / 52), one decimal. */
  weeksOfPackage: number;
}

// ---- The panel --------------------------------------------------------------------------------

/** The cash a household needs before the first salary, local currency, whole units; the lines' names and sources are messages. */
export function upfrontCash(input: OfferInput, options: UpfrontCashOptions = {}): UpfrontCash {
  const { country } = input.location;
  const { adults, children } = input.household;
  const factor = aedToLocalFactor(currencyFor(country));
  const toLocal = (aed: number) => Math.round(aed * factor);
  const size = householdSize(adults, children.length);
  const figures = costRecord(input.location);
  const unit = housingUnitFor(size);
  const lines: UpfrontCashLine[] = [];

  if ((input.benefits.housing ?? 'allowance') !== 'provided') {
    lines.push(
      ...rentLines(
        input,
        options.uaeCheques ?? defaultUaeCheques,
        options.ksaRentPeriod ?? defaultKsaRentPeriod,
        unit.unit,
        options.monthlyRent ?? Math.round(figures.rent1BR * unit.factor),
      ),
    );
    lines.push({
      key: 'furniture',
      name: message('cashUpFront.line.furniture', { home: homeUnitName(unit.unit) }),
      amount: toLocal(furnitureAed[unit.unit]),
      source: furnitureSource,
    });
  }

  lines.push(...schoolLines(input, toLocal, options.schoolFeeScale));

  if (input.benefits.carProvided === 'none') {
    const monthlyCar = Math.round(figures.transportCost * transportShares.carLease);
    lines.push({
      key: 'car',
      name: message('cashUpFront.line.car'),
      amount: 2 * monthlyCar,
      source: carSource,
    });
  }

  const travellers = size - flightsCovered(input.benefits.annualFlights, size);
  if (travellers > 0) {
    lines.push({
      key: 'flights',
      name: message('cashUpFront.line.flights', { count: travellers }),
      amount: travellers * returnFareFor(country).fare,
      source: flightSources.get(country),
    });
  }

  const dependantAdults = Math.max(0, adults - 1);
  if (dependantAdults + children.length > 0) {
    const fees = visaFees[country];
    const count = dependantAdults + children.length;
    lines.push({
      key: 'visas',
      name: message('cashUpFront.line.visas', { fees: fees.name, count }),
      amount: (fees.perSponsor ?? 0) + dependantAdults * fees.perAdult + children.length * fees.perChild,
      source: fees.source,
    });
  }

  const edits = options.lineEdits ?? {};
  for (const line of lines) {
    line.amount = Math.max(0, line.amount);
    const edit = Object.hasOwn(edits, line.key) ? edits[line.key] : undefined;
    if (edit !== undefined && Number.isFinite(edit)) {
      line.estimate = line.amount;
      line.amount = Math.max(0, Math.round(edit));
    }
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const relocationAllowance = Math.max(0, Math.round(options.relocationAllowance ?? 0));
  const net = Math.max(0, total - relocationAllowance);
  const weeklyPackage = (packageAmountFor(input, options.packageOverride) * 12) / 52;
  const weeksOfPackage = weeklyPackage > 0 ? Math.round((net / weeklyPackage) * 10) / 10 : 0;
  return { lines, total, relocationAllowance, net, weeksOfPackage };
}

export interface UpfrontCoverage {
  /** Twice the monthly surplus (0 when the surplus is negative). */
  firstTwoMonths: number;
  covered: boolean;
  /** What must come from savings: net − firstTwoMonths, at least 0. */
  fromSavings: number;
}

/** Whether the first two months' surplus pays the cash needed up front, and what savings must add. */
export function upfrontCoverage(cash: Pick<UpfrontCash, 'net'>, monthlySurplus: number): UpfrontCoverage {
  const firstTwoMonths = Math.max(0, Math.round(monthlySurplus * 2));
  const fromSavings = Math.max(0, cash.net - firstTwoMonths);
  return { firstTwoMonths, covered: fromSavings === 0, fromSavings };
}
