// The negotiation brief in Arabic (issue 13): the same figures as the English, every ask's title and
// sentence and the text to paste in Arabic, with the same amounts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerArbitrary, offerInput } from '../test-support/index.ts';
import { estimateExpenses } from '../cost-model/index.ts';
import { negotiationBrief } from './negotiation-brief.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';

function briefs(input: OfferInput) {
  const expenses = estimateExpenses(input);
  const evaluation = evaluateOffer(input, { expenses });
  return [negotiationBrief(input, evaluation, expenses), negotiationBrief(input, evaluation, expenses, 'ar')] as const;
}

describe('negotiationBrief in Arabic', () => {
  it('has the same figures, and says every ask and the text in Arabic with the same amounts, for any offer', () => {
    fc.assert(
      fc.property(offerArbitrary(), (input) => {
        const [english, arabic] = briefs(input);
        if (!english || !arabic) {
          expect(arabic).toBe(english);
          return;
        }
        const figures = ({ text: _t, asks, basicRise, ...rest }: NonNullable<typeof english>) => ({
          ...rest,
          asks: asks.map(({ key, monthly, offered, estimate }) => ({ key, monthly, offered, estimate })),
          basicRise: { ...basicRise, gratuity: basicRise.gratuity.amount },
        });
        expect(figures(arabic)).toEqual(figures(english));
        const problems = [
          ...arabicProblems(english.text, arabic.text),
          ...english.asks.flatMap((ask, i) => [
            ...arabicProblems(ask.title, arabic.asks[i]?.title ?? ''),
            ...arabicProblems(ask.detail, arabic.asks[i]?.detail ?? ''),
          ]),
        ];
        expect(problems).toEqual([]);
        expect(arabic.text.split('\n')).toHaveLength(english.text.split('\n').length);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the English as it was', () => {
    const input = offerInput({
      household: { adults: 2, children: [{ age: 'kg', curriculum: 'british' }] },
      financials: { grossSalary: 12_000 },
    });
    const expenses = estimateExpenses(input);
    const evaluation = evaluateOffer(input, { expenses });
    expect(negotiationBrief(input, evaluation, expenses, 'en')).toEqual(negotiationBrief(input, evaluation, expenses));
  });

  it('writes the brief in the first person, with the place and the date in Arabic', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      benefits: { housingAllowance: 0, carProvided: 'none', annualFlights: '0', healthcareType: 'basic' },
      financials: { grossSalary: 15_000 },
    });
    const [, arabic] = briefs(input);
    const lines = arabic?.text.split('\n') ?? [];
    expect(lines[0]).toMatch(/^لكي تغطي أسرتي تكاليفها في دبي وتدّخر 20%، نحتاج إلى حزمة \(الراتب مع البدلات\) قدرها [\d,]+ درهم شهريًا\.$/);
    expect(lines.at(-1)).toBe('الأرقام تقديرية، من بيانات تكاليف بتاريخ أكتوبر 2025.');
    expect(arabic?.asks.map((ask) => ask.title)).toEqual([
      'بدل السكن',
      'بدل التعليم',
      'بدل مواصلات أو سيارة من الشركة',
      'تذاكر السفر إلى الوطن',
      'التأمين الصحي للعائلة',
    ]);
  });
});
