// Savings in the home currency: the reference rates, conversion and the amount to send home.
// This index is the concept's only face: other folders import from here, never from its files.
export { exchangeRatesSchema } from './exchange-rate-schema.ts';
export {
  formatHomeMoney,
  fromHomeCurrency,
  homeCurrencies,
  type HomeCurrency,
  type HomeCurrencyCode,
  homeCurrencyCodes,
  homeCurrencyName,
  homeCurrencyUnit,
  homeRateSource,
  toHomeCurrency,
} from './home-currency.ts';
export { sendHomeCheck, type SendHomeCheck, type SendHomeInput } from './send-home.ts';
export type { HomeCurrencyMessageId } from './messages.ts';
