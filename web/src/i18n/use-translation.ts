// The components' side of the catalogues: `t` for the current language, the language itself, and
// money in the language's form («18,268 درهم» or "AED 18,268").
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { formatMoney, formatMoneyArabic, type CountryCode } from '#core';
import { isLanguage, type Language } from './languages.ts';
import type { MessageId, MessageValues, Translate } from './i18n.ts';

export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

export type FormatMoney = (amount: number, country: CountryCode | undefined | null) => string;

export function useMoney(): FormatMoney {
  return useLanguage() === 'ar' ? formatMoneyArabic : formatMoney;
}
