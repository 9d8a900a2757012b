// Home currency and offers side by side in Arabic: the names, the rates' sources, the
// comparison's labels and sentences have their Arabic in the catalogues, said with the same numbers
// as the English; the figures do not depend on the language.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicProblems, numbersOf, offerArbitrary, offerInput, say } from '../test-support/index.ts';
import { estimateExpenses } from '../cost-model/index.ts';
import { formatHomeMoney, homeCurrencyCodes, homeCurrencyName, homeCurrencyUnit, homeRateSource } from '../home-currency/index.ts';
import type { Message } from '../language/index.ts';
import { formatAmountArabic } from '../money/index.ts';
import { compareOffers, offerLabels, type ComparedOffer } from './offer-comparison.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';

/** A message's English and Arabic problems, as the pages say it. */
const inArabic = (message: Message) => arabicProblems(say(message), say(message, 'ar'));

describe('home currencies in Arabic', () => {
  it('names every currency and explains every rate in Arabic, with the same numbers', () => {
    const problems: string[] = [];
    for (const code of homeCurrencyCodes) {
      const source = homeRateSource(code);
      problems.push(...inArabic(source.explanation as Message).map((p) => `${code}: ${p}`));
      if (source.assumption !== undefined) problems.push(...inArabic(source.assumption as Message).map((p) => `${code}: ${p}`));
      expect(say(homeCurrencyName(code), 'ar')).toMatch(/^[\u0621-\u064A ]+$/);
      expect(say(homeCurrencyName(code))).not.toBe(say(homeCurrencyName(code), 'ar'));
      // After an amount: the code in English, the name in Arabic.
      expect(say(homeCurrencyUnit(code))).toBe(code);
      expect(say(homeCurrencyUnit(code), 'ar')).toBe(say(homeCurrencyName(code), 'ar'));
    }
    expect(problems).toEqual([]);
  });

  it('writes the amount, then the currency’s name, with the numbers of the English', () => {
    const arabicHomeMoney = (amount: number, code: (typeof homeCurrencyCodes)[number]) =>
      `${formatAmountArabic(Math.round(amount) + 0)} ${say(homeCurrencyUnit(code), 'ar')}`;
    expect(arabicHomeMoney(240_272.4, 'INR')).toBe('240,272 روبية هندية');
    expect(arabicHomeMoney(-0.2, 'GBP')).toBe('0 جنيه إسترليني');
    expect(formatHomeMoney(240_272.4, 'INR')).toBe('INR 240,272');
    expect(numbersOf(arabicHomeMoney(-1_995, 'EUR'))).toEqual(numbersOf(formatHomeMoney(-1_995, 'EUR')));
  });
});

const compared = (input: OfferInput, upfrontNet = 0): ComparedOffer => {
  const expenses = estimateExpenses(input);
  return { location: input.location, evaluation: evaluateOffer(input, { expenses }), expenses, upfrontNet };
};

describe('compareOffers in Arabic', () => {
  it('says every label, row and sentence in Arabic with the same amounts, for any offers', () => {
    fc.assert(
      fc.property(fc.array(offerArbitrary(), { minLength: 1, maxLength: 3 }), fc.boolean(), (inputs, optional) => {
        const offers = inputs.map((input) => compared(input, 10_000));
        if (optional && offers[0]) offers[0] = { ...offers[0], evaluation: { ...offers[0].evaluation, optionalCostsTotal: 500 } };
        const comparison = compareOffers(offers);
        const problems = [
          ...comparison.rows.flatMap((row) => inArabic(row.label)),
          ...comparison.labels.flatMap(inArabic),
          ...comparison.sentences.flatMap(inArabic),
        ];
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('says what drives the gap in Arabic', () => {
    const family = { adults: 2 as const, children: [{ age: 'grade1-5' as const, curriculum: 'british' as const }] };
    const cheap = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 30_000 } });
    const richer = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 34_200 } });
    const { sentences, labels } = compareOffers([compared(cheap), compared(richer)]);
    expect(labels.map((label) => say(label, 'ar'))).toEqual(['العرض 1 (دبي)', 'العرض 2 (دبي)']);
    expect(sentences.map((sentence) => say(sentence, 'ar'))).toEqual([
      'يترك العرض 2 (دبي) فائضًا شهريًا أكبر بمقدار 4,200 درهم مما يتركه العرض 1 (دبي)، ويعود ذلك أساسًا إلى ارتفاع الحزمة.',
    ]);
    const named = offerLabels([cheap.location, { country: 'KSA', city: 'Riyadh', district: null }]);
    expect(named.map((label) => say(label, 'ar'))).toEqual(['دبي', 'الرياض']);
    // A sentence's subject is «عرض دبي» where the heading says «دبي».
    const [sentence] = compareOffers([
      compared(cheap),
      compared({ ...richer, location: { country: 'KSA', city: 'Riyadh', district: null } }),
    ]).sentences;
    expect(sentence && say(sentence, 'ar')).toMatch(/^يترك عرض الرياض فائضًا شهريًا (أكبر|أقل) بمقدار [\d,]+ درهم مما يتركه عرض دبي، /);
  });
});
