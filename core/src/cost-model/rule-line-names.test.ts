// TRANSITIONAL, with rule-line-names.ts: until the country rules name their lines with messages, every
// rule line the cost model gives has its Arabic beside its English.
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import { ruleCostKeys } from '../household/index.ts';
import { listCities } from '../places/index.ts';
import { offerInput } from '../test-support/index.ts';
import { estimateExpenses } from './cost-model.ts';
import { ruleLineLabel, ruleLineNameIn } from './rule-line-names.ts';

const arabicLetter = /[\u0621-\u064A]/;

describe('the rule lines’ names until the rules say them as messages', () => {
  it('finds Arabic for every rule line, with its figures', () => {
    const everyone = Object.fromEntries(ruleCostKeys.map((key) => [key, true]));
    const names = new Set<string>();
    for (const country of countryCodes)
      for (const city of [null, ...listCities(country)])
        for (const adults of [1, 2, 4] as const)
          for (const healthcareType of ['none', 'basic', 'family'] as const)
            for (const category of estimateExpenses(
              offerInput({
                location: { country, city },
                household: { adults, children: [{ age: 'grade1-5', curriculum: 'british' }, { age: 'kg' }, { age: 'nursery' }] },
                benefits: { healthcareType, employerPays: adults === 4 ? everyone : undefined },
              }),
            ))
              for (const item of category.subItems) {
                if (!item.rule) continue;
                const twin = item.label.messageId === 'costModel.line.employerPays' ? item.label.values?.line : item.label;
                const english = typeof twin === 'object' && 'values' in twin ? twin.values?.english : undefined;
                if (typeof english === 'string') names.add(english);
              }
    expect(names.size).toBeGreaterThan(20);
    const numbers = (text: string) => (text.match(/\d[\d,.]*/g) ?? []).filter((n) => n !== '1' && n !== '2').sort();
    for (const name of names) {
      const arabic = ruleLineNameIn(name, 'ar');
      expect(arabic, name).toMatch(arabicLetter);
      expect(numbers(arabic), name).toEqual(numbers(name));
      expect(ruleLineNameIn(name, 'en')).toBe(name);
    }
  });

  it('passes a message through, and keeps one label per name', () => {
    const named = { messageId: 'countryRules.line.levy' };
    expect(ruleLineLabel(named)).toBe(named);
    expect(ruleLineLabel('VAT on school fees (15%)')).toBe(ruleLineLabel('VAT on school fees (15%)'));
    expect(ruleLineLabel('VAT on school fees (15%)')).toEqual({
      messageId: 'costModel.line.ruleCostTwin',
      values: { language: '', english: 'VAT on school fees (15%)', arabic: 'ضريبة القيمة المضافة على الرسوم المدرسية (15%)' },
    });
  });
});
