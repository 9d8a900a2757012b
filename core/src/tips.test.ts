import { describe, expect, it } from 'vitest';
import { estimateExpenses } from './cost-model.ts';
import { evaluateOffer } from './offer-evaluation.ts';
import type { OfferInput } from './offer-input.ts';
import { tipCatalogue } from './tip-catalogue.ts';
import { selectTips } from './tips.ts';
import { offerInput } from './test-inputs.ts';

function tipsFor(input: OfferInput) {
  const expenses = estimateExpenses(input);
  const evaluation = evaluateOffer(input, { expenses });
  return { tips: selectTips(input, evaluation, expenses), evaluation };
}

describe('tip catalogue', () => {
  it('has at least 30 distinct tips across every category', () => {
    expect(tipCatalogue.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tipCatalogue.map((t) => t.id)).size).toBe(tipCatalogue.length);
    expect(new Set(tipCatalogue.map((t) => t.category))).toEqual(
      new Set(['housing', 'schools', 'transport', 'healthcare', 'negotiation', 'savings', 'country']),
    );
  });
});

describe('selectTips', () => {
  const dubai = { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' } as const;

  it('sorts high, then medium, then low', () => {
    const { tips } = tipsFor(
      offerInput({
        location: dubai,
        household: { adults: 2, children: [{ age: 'grade1-5' }] },
        financials: { grossSalary: 15_000, existingDebts: 3_000, savingsGoal: 5_000 },
      }),
    );
    const ranks = tips.map((t) => ({ high: 0, medium: 1, low: 2 })[t.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(tips.length).toBeGreaterThan(5);
  });

  it('triggers the verdict-specific negotiation tips for a stretched offer, with 1.2x and 1.25x expenses', () => {
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('not-viable');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('negotiate-minimum-1-2x');
    expect(ids).toContain('negotiate-with-data-1-25x');
    expect(ids).toContain('emergency-fund-first');
    const money = (n: number) => `AED ${new Intl.NumberFormat('en-US').format(n)}`;
    expect(tips.find((t) => t.id === 'negotiate-minimum-1-2x')?.description).toContain(money(Math.ceil(evaluation.totalExpenses * 1.2)));
    expect(tips.find((t) => t.id === 'negotiate-with-data-1-25x')?.description).toContain(
      money(Math.ceil(evaluation.totalExpenses * 1.25)),
    );
  });

  it('gives a comfortable offer its own tips and not the stretched ones', () => {
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: 60_000, existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('comfortable');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('comfortable-invest-surplus');
    expect(ids).toContain('comfortable-check-structure');
    expect(ids).not.toContain('negotiate-minimum-1-2x');
    expect(ids).not.toContain('negotiate-with-data-1-25x');
  });

  it('gives a managing offer the data-based negotiation tip only', () => {
    const base = tipsFor(offerInput({ location: dubai }));
    const total = base.evaluation.totalExpenses;
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: Math.round(total / 0.85), existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('managing');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('negotiate-with-data-1-25x');
    expect(ids).not.toContain('negotiate-minimum-1-2x');
  });

  it('selects country-specific tips from the inputs', () => {
    const riyadhFamily = tipsFor(
      offerInput({
        location: { country: 'KSA', city: 'Riyadh' },
        household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
        financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
      }),
    );
    const ids = riyadhFamily.tips.map((t) => t.id);
    expect(ids).toContain('ksa-dependants-levy');
    expect(ids).toContain('ksa-school-vat');
    expect(ids).toContain('ksa-ejar-lease');
    expect(riyadhFamily.tips.find((t) => t.id === 'ksa-dependants-levy')?.description).toContain('SAR 9,600'); // 2 dependants × 400 × 12
    const single = tipsFor(offerInput({ location: { country: 'KSA', city: 'Riyadh' } })).tips.map((t) => t.id);
    expect(single).not.toContain('ksa-dependants-levy');
  });

  it('reports the savings goal shortfall or spare', () => {
    const short = tipsFor(offerInput({ location: dubai, financials: { grossSalary: 25_000, existingDebts: 0, savingsGoal: 20_000 } }));
    expect(short.tips.map((t) => t.id)).toContain('savings-goal-shortfall');
    const spare = tipsFor(offerInput({ location: dubai, financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 1_000 } }));
    expect(spare.tips.map((t) => t.id)).toContain('savings-goal-spare');
  });

  it('names a cheaper district of the same city when housing is heavy', () => {
    const { tips } = tipsFor(
      offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Palm Jumeirah' },
        financials: { grossSalary: 18_000, existingDebts: 0, savingsGoal: 0 },
      }),
    );
    const housing = tips.find((t) => t.id === 'housing-share-high');
    expect(housing?.description).toMatch(/is the cheapest district we track in Dubai/);
  });
  describe('the flights tip agrees with the Travel line', () => {
    const flightsTip = (input: OfferInput, edits: { travel?: number } = {}) => {
      const estimate = estimateExpenses(input);
      const expenses =
        edits.travel === undefined
          ? estimate
          : estimate.map((c) => (c.category === 'Travel' ? { ...c, amount: edits.travel ?? c.amount } : c));
      const evaluation = evaluateOffer(input, { expenses });
      return selectTips(input, evaluation, expenses).find((t) => t.id === 'ask-annual-flights');
    };
    const family = { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] } as const;

    it('quotes the Travel line for the trips the employer does not pay', () => {
      const tip = flightsTip(
        offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: '1' } }),
      );
      expect(tip?.description).toContain(
        'but your household has 4: the Travel line counts 3 return trips home a year, about AED 625 a month',
      );
      const none = flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '0' } }));
      expect(none?.description).toContain(
        'The offer pays for no flights home, so the Travel line counts 1 return trip home a year, about AED 208 a month',
      );
    });

    it('follows an edited Travel line', () => {
      const tip = flightsTip(
        offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: '2' } }),
        { travel: 900 },
      );
      expect(tip?.description).toContain('the Travel line counts 2 return trips home a year, about AED 900 a month');
    });

    it('stays quiet when the employer pays for everyone, including a couple with two tickets', () => {
      expect(
        flightsTip(
          offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: 'family' } }),
        ),
      ).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, household: { adults: 2 }, benefits: { annualFlights: '2' } }))).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '1' } }))).toBeUndefined();
    });
  });
});
