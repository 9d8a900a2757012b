// TRANSITIONAL (ADR 0020): the cost model's words as sentences still written in the core need them
// (the categories' sources), read from its catalogues until those sentences become messages. Each
// takes the language the sentence is written in.
import arabic from './locales/ar.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import { countryNameIn, type CountryCode } from '../countries/index.ts';
import type { Language } from '../language/index.ts';
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import { categoryRangePercents, type ExpenseCategoryName } from './cost-constants.ts';
import { domesticHelpHint } from '../household/index.ts';
import { categoryIds } from './expense-labels.ts';
import type { CostModelMessageId } from './messages.ts';

const catalogues: Readonly<Record<Language, Readonly<Record<CostModelMessageId, string>>>> = { en: english, ar: arabic };

/** A message of plain placeholders ("{low}% to {high}%") filled with its values. */
function filled(id: CostModelMessageId, language: Language, values: Readonly<Record<string, string | number>>): string {
  return catalogues[language][id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** A category's name in a language: "Housing". */
export function expenseCategoryLabelIn(category: ExpenseCategoryName, language: Language): string {
  return catalogues[language][categoryIds[category]];
}

/** How a category's bar is made, in a language: "70% to 140% of our estimate". */
export function rangeBasisIn(category: ExpenseCategoryName, country: CountryCode, language: Language): string {
  if (category === 'Domestic Help') {
    const hint = domesticHelpHint(country);
    const format = language === 'ar' ? formatMoneyArabic : formatMoney;
    return filled('costModel.range.wage', language, {
      country: countryNameIn(country, language),
      min: format(hint.min, country),
      max: format(hint.max, country),
    });
  }
  return filled('costModel.range.band', language, categoryRangePercents[category]);
}
