// Home currency and offers side by side in Arabic (issue 13): names, sentences and
// sources in Arabic with the same numbers as the English, and the figures unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicProblems, numbersOf, offerArbitrary, offerInput } from '../test-support/index.ts';
import { estimateExpenses } from '../cost-model/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import { formatHomeMoney, homeCurrencyCodes, homeCurrencyName, homeRateSource } from '../home-currency/index.ts';
import { compareOffers, offerLabels, type ComparedOffer } from './offer-comparison.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';

describe('home currencies in Arabic', () => {
  it('names every currency and explains every rate in Arabic, with the same numbers', () => {
    const problems: string[] = [];
    for (const code of homeCurrencyCodes) {
      const source = homeRateSource(code);
      const arabic = figureSourceIn(source, 'ar');
      if (!hasArabicSource(source)) problems.push(`${code}: no Arabic source (or its assumption does not match the data's)`);
      problems.push(...arabicProblems(source.explanation, arabic.explanation).map((p) => `${code}: ${p}`));
      if (source.assumption !== undefined)
        problems.push(...arabicProblems(source.assumption, arabic.assumption ?? '').map((p) => `${code}: ${p}`));
      expect(arabic.asOf).toBe('أكتوبر 2025');
      expect(homeCurrencyName(code, 'ar')).toMatch(/^[\u0621-\u064A ]+$/);
      expect(homeCurrencyName(code)).not.toBe(homeCurrencyName(code, 'ar'));
    }
    expect(problems).toEqual([]);
  });

  it('writes the amount, then the currency’s name', () => {
    expect(formatHomeMoney(240_272.4, 'INR', 'ar')).toBe('240,272 روبية هندية');
    expect(formatHomeMoney(-0.2, 'GBP', 'ar')).toBe('0 جنيه إسترليني');
    expect(formatHomeMoney(240_272.4, 'INR')).toBe('INR 240,272');
    expect(numbersOf(formatHomeMoney(-1_995, 'EUR', 'ar'))).toEqual(numbersOf(formatHomeMoney(-1_995, 'EUR')));
  });
});

const compared = (input: OfferInput, upfrontNet = 0): ComparedOffer => {
  const expenses = estimateExpenses(input);
  return { location: input.location, evaluation: evaluateOffer(input, { expenses }), expenses, upfrontNet };
};

describe('compareOffers in Arabic', () => {
  it('has the same figures, Arabic labels and sentences with the same amounts, for any offers', () => {
    fc.assert(
      fc.property(fc.array(offerArbitrary(), { minLength: 1, maxLength: 3 }), fc.boolean(), (inputs, optional) => {
        const offers = inputs.map((input) => compared(input, 10_000));
        if (optional && offers[0]) offers[0] = { ...offers[0], evaluation: { ...offers[0].evaluation, optionalCostsTotal: 500 } };
        const english = compareOffers(offers);
        const arabic = compareOffers(offers, 'ar');
        expect(arabic.rows.map(({ label: _l, ...row }) => row)).toEqual(english.rows.map(({ label: _l, ...row }) => row));
        const problems = [
          ...english.rows.flatMap((row, i) => arabicProblems(row.label, arabic.rows[i]?.label ?? '')),
          ...english.labels.flatMap((label, i) => arabicProblems(label, arabic.labels[i] ?? '')),
          ...english.sentences.flatMap((sentence, i) => arabicProblems(sentence, arabic.sentences[i] ?? '')),
        ];
        expect(problems).toEqual([]);
        expect(compareOffers(offers, 'en')).toEqual(english);
      }),
      { numRuns: 100 },
    );
  });

  it('says what drives the gap in Arabic', () => {
    const family = { adults: 2 as const, children: [{ age: 'grade1-5' as const, curriculum: 'british' as const }] };
    const cheap = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 30_000 } });
    const richer = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 34_200 } });
    const { sentences, labels } = compareOffers([compared(cheap), compared(richer)], 'ar');
    expect(labels).toEqual(['العرض 1 (دبي)', 'العرض 2 (دبي)']);
    expect(sentences).toEqual([
      'يترك العرض 2 (دبي) فائضًا شهريًا أكبر بمقدار 4,200 درهم مما يتركه العرض 1 (دبي)، ويعود ذلك أساسًا إلى ارتفاع الحزمة.',
    ]);
    expect(offerLabels([cheap.location, { country: 'KSA', city: 'Riyadh', district: null }], 'ar')).toEqual(['دبي', 'الرياض']);
  });
});
