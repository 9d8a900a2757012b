// The spec's fixed amounts are AED; every other country's figures are converted with
// the official USD pegs (KWD floats against a basket; 0.307 per USD, dated October 2025).
// This is the only place the rates live.
import type { CurrencyCode } from '../countries/index.ts';
import type { MonthlyAed } from './units.ts';

export const currencyPerUsd: Readonly<Record<CurrencyCode, number>> = {
  AED: 3.6725,
  SAR: 3.75,
  QAR: 3.64,
  OMR: 0.3845,
  BHD: 0.376,
  KWD: 0.307,
};

export const ratesAsOf = '2025-10';

/** How many units of the local currency one AED buys. Exactly 1 for the UAE. */
export function aedToLocalFactor(currency: CurrencyCode): number {
  return currency === 'AED' ? 1 : currencyPerUsd[currency] / currencyPerUsd.AED;
}

/** Converts an AED amount to the local currency, unrounded. */
export function fromAed(amount: MonthlyAed | number, currency: CurrencyCode): number {
  return amount * aedToLocalFactor(currency);
}
