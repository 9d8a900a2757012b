// Savings in the home currency: the figures and sentences shared by the results panel and
// the PDF report, so both say the same. Each sentence takes the page's words (results-words.ts); the
// report, not yet moved to the catalogues, calls them without and gets the English in plain ASCII
// (the report's built-in font renders WinAnsi). Drop the English literals when it passes its words.
import {
  arabicLocale,
  formatAmountArabic,
  formatHomeMoney,
  formatMoney,
  fromHomeCurrency,
  homeCurrencies,
  homeCurrencyName,
  homeCurrencyUnit,
  sendHomeCheck,
  toHomeCurrency,
  type CountryCode,
  type HomeCurrency,
  type HomeCurrencyCode,
  type Language,
  type OfferEvaluation,
  type SendHomeCheck,
} from '#core';
import type { Words } from './results-words.ts';

/** The chosen home currency, or undefined for none ('') or a code the calculator has no rate for. */
export function chosenHomeCurrency(currency: string): Readonly<HomeCurrency> | undefined {
  return homeCurrencies.find((c) => c.code === currency);
}

/** "INR: Indian rupee" («INR: روبية هندية»), for the picker. */
export function homeCurrencyLabel(currency: Readonly<HomeCurrency>, t: Words['t']): string {
  return `${currency.code}: ${t(currency.name)}`;
}

/** "INR 240,272", «240,272 روبية هندية»: an amount of the home currency as the page's language writes it. */
export function homeMoney(amount: number, code: HomeCurrencyCode, words: Pick<Words, 'language' | 't'>): string {
  // + 0 turns a rounded -0 into 0.
  return words.language === 'ar'
    ? `${formatAmountArabic(Math.round(amount) + 0)} ${words.t(homeCurrencyUnit(code))}`
    : formatHomeMoney(amount, code);
}

const rateFormats: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }),
  ar: new Intl.NumberFormat(arabicLocale, { maximumSignificantDigits: 4 }),
};

/** "AED 1 = INR 24.03" («1 درهم = 24.03 روبية هندية»): one unit of the Gulf currency in the home currency, four significant digits. */
export function rateLine(country: CountryCode, code: HomeCurrencyCode, words?: Words): string {
  const rate = rateFormats[words?.language ?? 'en'].format(toHomeCurrency(1, country, code));
  if (words?.language === 'ar') return `${words.money(1, country)} = ${rate} ${words.t(homeCurrencyName(code))}`;
  return `${formatMoney(1, country)} = ${code} ${rate}`;
}

export interface HomeFigure {
  /** The amount in the Gulf currency, unrounded. */
  local: number;
  /** The same amount in the home currency, unrounded. */
  home: number;
}

export interface HomeFigures {
  surplus: HomeFigure;
  /** The monthly surplus x 12. */
  yearly: HomeFigure;
  /** The end-of-service benefit for the contract completed. */
  gratuity: HomeFigure;
}

/** The monthly surplus, a year's savings and the end-of-service benefit, in both currencies. */
export function homeFigures(evaluation: OfferEvaluation, country: CountryCode, code: HomeCurrencyCode): HomeFigures {
  const both = (local: number): HomeFigure => ({ local, home: toHomeCurrency(local, country, code) });
  return {
    surplus: both(evaluation.surplus),
    yearly: both(evaluation.surplus * 12),
    gratuity: both(evaluation.decoded.gratuity.amount),
  };
}

/** The amount to send home as typed (digits, home currency, monthly), or undefined when blank. */
function sendHomeTarget(digits: string): number | undefined {
  return digits === '' ? undefined : Number(digits);
}

/** The send-home check for typed digits, or undefined when nothing is typed. */
export function checkSendHome(digits: string, surplus: number, country: CountryCode, code: HomeCurrencyCode): SendHomeCheck | undefined {
  const targetHome = sendHomeTarget(digits);
  if (targetHome === undefined) return undefined;
  return sendHomeCheck({ monthlySurplus: surplus, targetHome, code, country });
}

/** "Achievable: AED 2,155 spare (INR 51,788) a month." or "Short by AED 845 (INR 20,306) a month." */
export function sendHomeSentence(check: SendHomeCheck, country: CountryCode, code: HomeCurrencyCode, words?: Words): string {
  if (words) {
    const local = words.money(Math.abs(check.difference), country);
    const home = homeMoney(Math.abs(check.differenceHome), code, words);
    return words.t(check.achievable ? 'results.home.achievable' : 'results.home.short', { local, home });
  }
  const local = formatMoney(Math.abs(check.difference), country);
  const home = formatHomeMoney(Math.abs(check.differenceHome), code);
  return check.achievable ? `Achievable: ${local} spare (${home}) a month.` : `Short by ${local} (${home}) a month.`;
}

/** "INR 50,000 a month is AED 2,081 at this rate." */
export function sendHomeTargetSentence(
  check: SendHomeCheck,
  digits: string,
  country: CountryCode,
  code: HomeCurrencyCode,
  words: Words,
): string {
  return words.t('results.home.target', {
    home: homeMoney(Number(digits), code, words),
    local: words.money(check.targetLocal, country),
  });
}

/** Said plainly when the package does not cover the costs and debts: there is nothing to save. */
export function negativeSurplusSentence(surplus: HomeFigure, country: CountryCode, code: HomeCurrencyCode, words?: Words): string {
  if (words) {
    return words.t('results.home.negative', {
      local: words.money(-surplus.local, country),
      home: homeMoney(-surplus.home, code, words),
    });
  }
  return `Your costs and debts are ${formatMoney(-surplus.local, country)} (${formatHomeMoney(-surplus.home, code)}) a month more than the package, so this offer leaves nothing to save or send home.`;
}

/**
 * The amount to send home carried over to another home currency at the same rates, so that it keeps
 * its worth when the visitor switches currency (whole units, digits).
 */
export function convertSendHome(digits: string, country: CountryCode, from: HomeCurrencyCode, to: HomeCurrencyCode): string {
  const amount = sendHomeTarget(digits);
  if (amount === undefined) return '';
  return String(Math.round(toHomeCurrency(fromHomeCurrency(amount, country, from), country, to)));
}
