import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costModelDataSchema } from './data-schemas.ts';
import {
  categoryRangePercents,
  costConstants,
  expenseCategories,
  housingUnitFor,
  personalAndEntertainment,
  transportShares,
} from './cost-constants.ts';

describe("the cost model's fixed parts (core/data/cost-model/cost-model.json)", () => {
  const data: unknown = JSON.parse(readFileSync(new URL('../../data/cost-model/cost-model.json', import.meta.url), 'utf8'));

  it('match their schema', () => {
    expect(() => costModelDataSchema.parse(data)).not.toThrow();
  });

  it('range every category, in the breakdown’s order', () => {
    expect(Object.keys(categoryRangePercents)).toEqual([...expenseCategories]);
    expect(categoryRangePercents['Residence & Visas']).toEqual({ low: 100, high: 100 });
  });

  it('hold the spec’s constants (section 9)', () => {
    expect(costConstants).toMatchObject({ groceriesPerPerson: 750, diningOutBase: 500, healthcarePerAdult: 1_200, internetTv: 300 });
    expect(personalAndEntertainment.reduce((sum, item) => sum + item.amount, 0)).toBe(1_900);
    expect(transportShares.carLease + transportShares.fuel + transportShares.parkingTolls).toBeCloseTo(1);
  });

  it('house every size of household, the largest in the last unit', () => {
    expect([1, 2, 3, 4, 5, 12].map((size) => housingUnitFor(size).unit)).toEqual(['Studio', '1BR', '2BR', '2BR', '3BR', '3BR']);
    expect(housingUnitFor(0).unit).toBe('Studio');
  });
});
