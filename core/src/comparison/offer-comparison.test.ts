import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateExpenses } from '../cost-model/index.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { compareOffers, offerLabels, type ComparedOffer } from './offer-comparison.ts';
import { offerArbitrary, offerInput, say } from '../test-support/index.ts';
import type { Message } from '../language/index.ts';

const said = (messages: readonly Message[]) => messages.map((m) => say(m));

const compared = (input: OfferInput, upfrontNet = 0): ComparedOffer => {
  const expenses = estimateExpenses(input);
  return { location: input.location, evaluation: evaluateOffer(input, { expenses }), expenses, upfrontNet };
};

describe('compareOffers', () => {
  const family = { adults: 2 as const, children: [{ age: 'grade1-5' as const, curriculum: 'british' as const }] };
  const dubai = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 30_000 } });
  const riyadh = offerInput({ location: { country: 'KSA', city: 'Riyadh' }, household: family, financials: { grossSalary: 30_000 } });

  it('takes differences in the first offer’s currency, at the pegs', () => {
    const a = compared(dubai);
    const b = compared(riyadh);
    const { rows, labels } = compareOffers([a, b]);
    expect(said(labels)).toEqual(['Dubai', 'Riyadh']);
    const surplus = rows.find((row) => row.key === 'surplus');
    // SAR → AED at the pegs: × 3.6725 / 3.75.
    expect(surplus?.values).toEqual([a.evaluation.surplus, b.evaluation.surplus]);
    expect(surplus?.differences[1]).toBe(Math.round((b.evaluation.surplus * 3.6725) / 3.75 - a.evaluation.surplus));
    // A package of 30,000 in each currency: SAR 30,000 is AED 29,380 at the pegs.
    expect(rows.find((row) => row.key === 'package')?.differences[1]).toBe(29_380 - 30_000);
    // Every category of either offer has a row; Saudi Arabia adds Residence & Visas (the dependant levy).
    expect(rows.some((row) => row.key === 'category:Residence & Visas')).toBe(true);
  });

  it('names what drives the gap', () => {
    const cheap = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 30_000 } });
    const richer = offerInput({ location: { country: 'UAE', city: 'Dubai' }, household: family, financials: { grossSalary: 34_200 } });
    const { sentences, labels } = compareOffers([compared(cheap), compared(richer)]);
    expect(said(labels)).toEqual(['Offer 1 (Dubai)', 'Offer 2 (Dubai)']);
    // Same home and costs; only the package differs by AED 4,200.
    expect(said(sentences)).toEqual(['Offer 2 (Dubai) leaves AED 4,200 a month more than Offer 1 (Dubai), mostly a higher package.']);
    const [sentence] = compareOffers([compared(dubai), compared(riyadh)]).sentences;
    expect(sentence && say(sentence)).toMatch(/^Riyadh leaves AED [\d,]+ a month (more|less) than Dubai, mostly /);
  });

  it('compares when each offer makes back its cash up front, in months, only where every offer says', () => {
    const at = (paybackMonth: number | null) => ({ ...compared(dubai, 50_000), paybackMonth });
    const row = (...months: (number | null)[]) => compareOffers(months.map(at)).rows.find((r) => r.key === 'payback');
    expect(row(15, 9)).toMatchObject({
      label: { messageId: 'comparison.row.payback' },
      kind: 'month',
      values: [15, 9],
      differences: [0, -6],
      notable: [false, true],
    });
    expect(row(15, 9)?.higherIsBetter).toBe(false);
    // Not within the contract, or nothing to make back: no months apart to count, so nothing marked.
    expect(row(15, null)).toMatchObject({ values: [15, null], differences: [0, 0], notable: [false, false] });
    expect(row(null, 9)).toMatchObject({ differences: [0, 0], notable: [false, false] });
    expect(row(0, 9)).toMatchObject({ differences: [0, 9], notable: [false, true] });
    // The row sits after the cash up front; an offer without the figure leaves it out.
    const keys = compareOffers([at(15), at(9)]).rows.map((r) => r.key);
    expect(keys.indexOf('payback')).toBe(keys.indexOf('upfront') + 1);
    expect(compareOffers([at(15), compared(dubai)]).rows.some((r) => r.key === 'payback')).toBe(false);
    expect(say(compareOffers([at(15), at(9)]).rows.find((r) => r.key === 'payback')?.label ?? { messageId: '' })).toBe(
      'Cash up front made back',
    );
  });

  it('says when the surplus is the same', () => {
    expect(said(compareOffers([compared(dubai), compared(dubai)]).sentences)).toEqual([
      'Offer 2 (Dubai) leaves the same surplus a month as Offer 1 (Dubai).',
    ]);
  });

  it('compares any offers: one sentence per later offer, every row with a value or a gap per offer', () => {
    fc.assert(
      fc.property(fc.array(offerArbitrary(), { minLength: 1, maxLength: 3 }), (inputs) => {
        const offers = inputs.map((input) => compared(input));
        const comparison = compareOffers(offers);
        expect(comparison.labels).toHaveLength(offers.length);
        expect(new Set(said(comparison.labels)).size).toBe(offers.length);
        expect(comparison.sentences).toHaveLength(offers.length - 1);
        for (const row of comparison.rows) {
          expect(row.values).toHaveLength(offers.length);
          expect(row.differences[0]).toBe(0);
          expect(row.notable[0]).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('offerLabels', () => {
  it('uses the city, else the country', () => {
    expect(
      said(
        offerLabels([
          { country: 'Qatar', city: null },
          { country: 'Oman', city: 'Muscat' },
        ]),
      ),
    ).toEqual(['Qatar', 'Muscat']);
  });
});
