// The components' side of the catalogues: `t` for the current language, the language itself, and
// money in the language's form («18,268 درهم» or "AED 18,268").
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { currencyFor, currencyName, formatAmountArabic, formatMoney, type CountryCode } from '#core';
import { isLanguage, type Language } from './languages.ts';
import { translate, type Translate } from './i18n.ts';

export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export function useT(): Translate {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return useMemo(() => translate(i18n, language), [i18n, language]);
}

export type FormatMoney = (amount: number, country: CountryCode | undefined | null) => string;

export function useMoney(): FormatMoney {
  const t = useT();
  const arabic = useLanguage() === 'ar';
  // Arabic writes the amount, then the currency's name from the countries' catalogue («18,268 درهم»).
  return useMemo(
    () => (arabic ? (amount, country) => `${formatAmountArabic(amount)} ${t(currencyName(currencyFor(country)))}` : formatMoney),
    [arabic, t],
  );
}
