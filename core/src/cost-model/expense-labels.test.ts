import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import { expenseCategories } from './cost-constants.ts';
import { estimateExpenses } from './cost-model.ts';
import { listCities } from '../places/index.ts';
import { expenseCategoryLabel, expenseCategoryLabelsArabic, expenseLineLabel } from './expense-labels.ts';
import {
  type AdultCount,
  ageBands,
  carOptions,
  curricula,
  flightOptions,
  healthcareTypes,
  ruleCostKeys,
  suggestedOptionalCosts,
} from '../household/index.ts';
import type { ChildInput, OfferInput } from '../household/index.ts';
import { offerInput } from '../test-support/index.ts';

const arabicLetter = /[\u0621-\u064A]/;
const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
/** Names kept in Latin letters: exam and programme names as Gulf schools write them in Arabic. */
const allowedLatin = new Set(['IB', 'CBSE', 'PYP', 'MYP', 'DP', 'GCSE', 'A', 'Level', 'LKG', 'UKG', 'KG1', 'KG2']);

function expectArabic(label: string, english: string): void {
  expect(label, english).not.toBe(english);
  expect(label, english).toMatch(arabicLetter);
  expect(label, english).not.toMatch(arabicIndicDigit);
  const latin = (label.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !allowedLatin.has(word));
  expect(latin, `${english} → ${label}`).toEqual([]);
}

/** Every line name the cost model gives, over every country and city and each household and benefit choice. */
function allLineNames(): Set<string> {
  const names = new Set<string>();
  const add = (input: OfferInput) => {
    for (const category of estimateExpenses(input)) for (const item of category.subItems) names.add(item.name);
  };
  const everyone: Partial<Record<(typeof ruleCostKeys)[number], boolean>> = Object.fromEntries(ruleCostKeys.map((k) => [k, true]));
  const children: ChildInput[][] = [
    [],
    ...ageBands.flatMap((age) => [[{ age }], ...curricula.map((curriculum) => [{ age, curriculum }])]),
    [{ age: 'kg' }, { age: 'grade1-5', curriculum: 'british' }, { age: 'grade6-8', curriculum: 'ib' }, { age: 'nursery' }],
    Array.from({ length: 11 }, () => ({ age: 'grade1-5', curriculum: 'indian' }) as const),
  ];
  for (const country of countryCodes) {
    for (const city of [null, ...listCities(country)]) {
      for (const adults of [1, 2, 3, 4] as AdultCount[]) {
        for (const kids of [children[0], children[1], children.at(-2)] as ChildInput[][]) {
          for (const employerPays of [undefined, everyone]) {
            for (const healthcareType of healthcareTypes) {
              add(
                offerInput({
                  location: { country, city },
                  household: { adults, children: kids, domesticHelp: true },
                  benefits: { healthcareType, employerPays, educationAllowance: 500 },
                }),
              );
            }
          }
        }
      }
      for (const carProvided of carOptions)
        for (const annualFlights of flightOptions)
          for (const housing of ['allowance', 'provided', 'none'] as const)
            add(
              offerInput({
                location: { country, city },
                household: { adults: 2, children: children[1] ?? [] },
                benefits: { carProvided, annualFlights, housing },
              }),
            );
    }
    for (const kids of children)
      add(offerInput({ location: { country }, household: { adults: 2, children: kids }, benefits: { annualFlights: '0' } }));
  }
  return names;
}

describe('expense category labels', () => {
  it('names every category in Arabic and keeps the English name as it is', () => {
    expect(Object.keys(expenseCategoryLabelsArabic).sort()).toEqual([...expenseCategories].sort());
    for (const category of expenseCategories) {
      expectArabic(expenseCategoryLabel(category, 'ar'), category);
      expect(expenseCategoryLabel(category, 'en')).toBe(category);
      expect(expenseCategoryLabel(category)).toBe(category);
    }
    expect(expenseCategoryLabel('Housing', 'ar')).toBe('السكن');
    expect(expenseCategoryLabel('Education', 'ar')).toBe('التعليم');
  });
});

describe('expense line labels', () => {
  const names = allLineNames();

  it('names in Arabic every line the cost model gives', () => {
    expect(names.size).toBeGreaterThan(100);
    const missing = [...names].filter((name) => expenseLineLabel(name, 'ar') === name);
    expect(missing).toEqual([]);
    for (const name of names) expectArabic(expenseLineLabel(name, 'ar'), name);
  });

  it('keeps every amount and count of the English line', () => {
    // Arabic says one and two in words («رحلة واحدة», «فردين»), and so the rooms, the child's place
    // and the school stages («غرفتا نوم», «الطفل الثالث», «الحلقة الأولى»): those are left out.
    const numbers = (text: string) => (text.match(/\d[\d,.]*/g) ?? []).filter((n) => n !== '1' && n !== '2').sort();
    for (const name of names) {
      if (/^Rent \(\dBR\)$|^Child \d+: /.test(name)) continue;
      expect(numbers(expenseLineLabel(name, 'ar')), name).toEqual(numbers(name));
    }
  });

  it('names the suggested optional costs in Arabic', () => {
    for (const country of countryCodes)
      for (const { name } of suggestedOptionalCosts(country)) expectArabic(expenseLineLabel(name, 'ar'), name);
  });

  it('gives English back unchanged, and a name the visitor typed as it is', () => {
    for (const name of names) {
      expect(expenseLineLabel(name, 'en')).toBe(name);
      expect(expenseLineLabel(name)).toBe(name);
    }
    expect(expenseLineLabel('Piano lessons', 'ar')).toBe('Piano lessons');
    expect(expenseLineLabel('Child 1: Juggling school', 'ar')).toBe('Child 1: Juggling school');
  });

  it('writes counts, amounts and the employer-pays note as Arabic reads them', () => {
    expect(expenseLineLabel('Rent (2BR)', 'ar')).toBe('الإيجار (غرفتا نوم)');
    expect(expenseLineLabel('Child 2: Primary (Years 2-6) (British)', 'ar')).toBe(
      'الطفل الثاني: المرحلة الابتدائية (السنوات 2-6)، المنهج البريطاني',
    );
    expect(expenseLineLabel('Mobile lines (2)', 'ar')).toBe('خطوط الهاتف المتحرك (2)');
    expect(expenseLineLabel('Dependant levy (3 × SAR 400)', 'ar')).toBe('المقابل المالي للمرافقين (3 × 400 ريال سعودي شهريًا)');
    expect(expenseLineLabel('Dependant levy (3 × SAR 400) (your employer pays)', 'ar')).toBe(
      'المقابل المالي للمرافقين (3 × 400 ريال سعودي شهريًا) (على نفقة صاحب العمل)',
    );
    expect(expenseLineLabel('Government health-insurance fee (1 × KWD 40 + 2 × KWD 30 a year)', 'ar')).toBe(
      'رسوم التأمين الصحي الحكومي (1 × 40 دينار كويتي + 2 × 30 دينار كويتي سنويًا)',
    );
    const uaeTrips = [...names].find((n) => /^3 return trips × AED/.test(n)) ?? '';
    expect(expenseLineLabel(uaeTrips, 'ar')).toMatch(/^3 رحلات ذهاب وعودة × 2,500 درهم سنويًا \(/);
  });
});
