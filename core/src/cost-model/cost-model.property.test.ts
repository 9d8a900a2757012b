import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateExpenses } from './cost-model.ts';
import type { AdultCount, FlightOption, OfferInput } from '../household/index.ts';
import { evaluateOffer } from '../verdict/index.ts';
import { returnFareFor, uncoveredTravellers } from './return-fares.ts';
import { childArbitrary, offerArbitrary } from '../test-support/index.ts';

const offer = offerArbitrary();
const child = childArbitrary;

const total = (input: OfferInput) => estimateExpenses(input).reduce((sum, c) => sum + c.amount, 0);

describe('cost model invariants', () => {
  it('never produces a negative amount, and every amount lies within its range', () => {
    fc.assert(
      fc.property(offer, (input) => {
        for (const c of estimateExpenses(input)) {
          expect(c.amount).toBeGreaterThanOrEqual(0);
          expect(c.min).toBeLessThanOrEqual(c.amount);
          expect(c.max).toBeGreaterThanOrEqual(c.amount);
          expect(Number.isInteger(c.amount)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives percentages that sum to 100 within rounding', () => {
    fc.assert(
      fc.property(offer, (input) => {
        const sum = estimateExpenses(input).reduce((s, c) => s + c.percentage, 0);
        expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers costs when a child joins the household', () => {
    fc.assert(
      fc.property(offer, child, (input, extra) => {
        const bigger = { ...input, household: { ...input.household, children: [...input.household.children, extra] } };
        expect(total(bigger)).toBeGreaterThanOrEqual(total(input));
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers costs when an adult joins the household', () => {
    fc.assert(
      fc.property(
        offer.filter((i) => i.household.adults < 4),
        (input) => {
          const bigger = { ...input, household: { ...input.household, adults: (input.household.adults + 1) as AdultCount } };
          expect(total(bigger)).toBeGreaterThanOrEqual(total(input));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prices Travel at a whole, non-negative amount, and only when someone flies at their own cost', () => {
    fc.assert(
      fc.property(offer, (input) => {
        const travel = estimateExpenses(input).find((c) => c.category === 'Travel');
        const size = input.household.adults + input.household.children.length;
        const uncovered = uncoveredTravellers(input.benefits.annualFlights, size);
        if (uncovered === 0) expect(travel).toBeUndefined();
        else {
          expect(travel?.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(travel?.amount)).toBe(true);
          expect(travel?.amount).toBe(Math.round((uncovered * returnFareFor(input.location.country).fare) / 12));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers the total when the employer pays for fewer flights', () => {
    // From most to fewest flights paid: full family, two, one, none.
    const mostToFewest: readonly FlightOption[] = ['family', '2', '1', '0'];
    fc.assert(
      fc.property(offer, fc.integer({ min: 0, max: mostToFewest.length - 2 }), (input, i) => {
        const withFlights = (annualFlights: FlightOption) => ({ ...input, benefits: { ...input.benefits, annualFlights } });
        expect(total(withFlights(mostToFewest[i + 1] as FlightOption))).toBeGreaterThanOrEqual(
          total(withFlights(mostToFewest[i] as FlightOption)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('keeps surplus = package - expenses - debts, and the verdict in step with the rate', () => {
    fc.assert(
      fc.property(offer, fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 4 }), (input, optional) => {
        const result = evaluateOffer(input, { optionalCosts: optional.map((amount) => ({ amount })) });
        expect(result.surplus).toBe(result.packageAmount - result.totalExpenses - input.financials.existingDebts);
        if (result.savingsRate === null) expect(result.packageAmount).toBe(0);
        else if (result.savingsRate >= 20) expect(result.verdict.state).toBe('comfortable');
        else if (result.savingsRate < 0) expect(result.verdict.state).toBe('not-viable');
        expect(result.recommendedMinimumPackage * 0.8).toBeGreaterThanOrEqual(result.totalExpenses - 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});
