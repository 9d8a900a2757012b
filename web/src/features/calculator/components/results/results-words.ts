// What the results' sentences need to be said in the page's language: the translator, money in the
// language's form and the language itself (for core functions and place names). The sentence helpers
// shared with the PDF report take these as an argument, so the same branches serve both.
import { useMemo } from 'react';
import type { Language, SalaryPeriod } from '#core';
import type { Translate } from '#web/i18n/i18n.ts';
import { useLanguage, useMoney, useT, type FormatMoney } from '#web/i18n/use-translation.ts';
import { inPeriod } from './display-period.ts';

export interface Words {
  t: Translate;
  money: FormatMoney;
  language: Language;
}

export function useWords(): Words {
  const t = useT();
  const money = useMoney();
  const language = useLanguage();
  return useMemo(() => ({ t, money, language }), [t, money, language]);
}

/** A monthly amount in the period shown, with the period said after it: "AED 1,200 a month", «14,400 درهم سنويًا». */
export function amountPerPeriod({ t, money }: Words, monthly: number, period: SalaryPeriod, country: Parameters<FormatMoney>[1]): string {
  return t('results.period.amount', { amount: money(inPeriod(monthly, period), country), period });
}

/** Between items of a list inside a sentence: the Arabic semicolon on Arabic pages. */
export function listSeparator(language: Language): string {
  return language === 'ar' ? '؛ ' : '; ';
}
