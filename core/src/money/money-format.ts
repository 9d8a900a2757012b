// Whole units of the local currency, formatted for the country's locale.
import type { CountryCode } from '../countries/index.ts';
import { countryProfiles, currencyFor } from '../countries/index.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(country: CountryCode | undefined | null): Intl.NumberFormat {
  const key = country ?? 'default';
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = country ? countryProfiles[country].locale : 'en-AE';
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyFor(country),
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "AED 7,500", "KWD 1,250": whole units with the currency code. */
export function formatMoney(amount: number, country: CountryCode | undefined | null): string {
  // Intl puts a no-break space between code and amount; a plain space reads the same and copies cleanly.
  return formatterFor(country)
    .format(Math.round(amount))
    .replace(/\u00a0/g, ' ');
}

const plainAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "7,500" without the currency, for chart axes and tables with a currency column. */
export function formatAmount(amount: number): string {
  return plainAmount.format(Math.round(amount));
}
