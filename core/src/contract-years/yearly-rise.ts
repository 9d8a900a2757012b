// A yearly rise rule written in English and Arabic side by side (issue 13): the English is the
// rule's own text, the Arabic is kept beside it and read at display time through yearlyRiseRuleText.
import type { YearlyRiseRule } from './contract-projection.ts';
import type { Language } from '../language/index.ts';
import type { FigureSource, Words } from '../sources/index.ts';

const arabicRules = new WeakMap<YearlyRiseRule, string>();

export const rise = (
  percent: number,
  firstYear: number,
  everyYears: number,
  [rule, ruleArabic]: Words,
  ruleSource: FigureSource,
): YearlyRiseRule => {
  const made: YearlyRiseRule = { percent, firstYear, everyYears, rule, source: ruleSource };
  arabicRules.set(made, ruleArabic);
  return made;
};

/** A rise rule in plain words in a language: `rule.rule` in English, its Arabic otherwise. */
export function yearlyRiseRuleText(rule: YearlyRiseRule, language: Language = 'en'): string {
  return language === 'ar' ? (arabicRules.get(rule) ?? rule.rule) : rule.rule;
}

/** Whether a rule has its Arabic words (the tests check every rule of every place). */
export function hasArabicRule(rule: YearlyRiseRule): boolean {
  return arabicRules.has(rule);
}
