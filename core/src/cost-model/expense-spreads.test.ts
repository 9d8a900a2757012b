import { describe, expect, it } from 'vitest';
import { estimateExpenses } from './cost-model.ts';
import { categoryRangePercents, expenseCategories, housingUnitFor, monthlySchoolFeeAed } from './cost-constants.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { countryName, currencyFor } from '../countries/index.ts';
import { money, type Message } from '../language/index.ts';
import { expenseCategoryLabel } from './expense-labels.ts';
import { costRecord, listCities, listDistricts } from '../places/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { rangeBasis, rangeMethodSummary, rentSpread, schoolFeeSpread } from './expense-spreads.ts';
import { offerInput } from '../test-support/index.ts';

describe('what the range bars are', () => {
  // The breakdown's wording describes these rules; if the cost model changes how a bar is made,
  // this fails before the wording turns false.
  it('makes every bar a fixed percentage band of the estimate, except Domestic Help, which is the wage range', () => {
    const input = offerInput({ household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }], domesticHelp: true } });
    for (const category of estimateExpenses(input)) {
      if (category.category === 'Domestic Help') {
        const hint = domesticHelpHint('UAE');
        expect([category.min, category.max]).toEqual([hint.min, hint.max]);
        continue;
      }
      const { low, high } = categoryRangePercents[category.category];
      expect([category.min, category.max], category.category).toEqual([
        Math.round((category.amount * low) / 100),
        Math.round((category.amount * high) / 100),
      ]);
    }
  });

  it('names each band from categoryRangePercents', () => {
    expect(rangeBasis('Housing', 'UAE')).toEqual({ messageId: 'costModel.range.band', values: { low: 70, high: 140 } });
    expect(rangeBasis('Domestic Help', 'UAE')).toEqual({
      messageId: 'costModel.range.wage',
      values: { country: countryName('UAE'), min: money(2_500, 'UAE'), max: money(3_500, 'UAE') },
    });
    // The summary lists every band but Domestic Help's, each with its category's name, in the order of the table.
    const bands: Message[] = [];
    for (let list = rangeMethodSummary.values?.bands as Message | undefined; list;) {
      const item = list.messageId === 'costModel.range.list' ? (list.values?.first as Message) : list;
      bands.push(item);
      list = list.messageId === 'costModel.range.list' ? (list.values?.rest as Message) : undefined;
    }
    expect(bands).toEqual(
      expenseCategories
        .filter((category) => category !== 'Domestic Help')
        .map((category) => ({
          messageId: 'costModel.range.categoryBand',
          values: { category: expenseCategoryLabel(category), ...categoryRangePercents[category] },
        })),
    );
    expect(rangeMethodSummary.values?.wageCategory).toEqual(expenseCategoryLabel('Domestic Help'));
  });
});

describe('rentSpread', () => {
  it("runs over the household unit's rent in every district of the city", () => {
    const districts = listDistricts('UAE', 'Dubai');
    const rents = districts.map((district) => costRecord({ country: 'UAE', city: 'Dubai', district }).rent1BR * 1.5);
    const spread = rentSpread({ country: 'UAE', city: 'Dubai' }, 4);
    expect(spread).toEqual({
      unit: '2BR',
      min: Math.round(Math.min(...rents)),
      max: Math.round(Math.max(...rents)),
      districts: districts.length,
      place: 'Dubai',
    });
  });

  it("prices the unit the cost model prices, so a district's rent in the estimate sits inside the spread", () => {
    for (const size of [1, 2, 3, 5]) expect(rentSpread({ country: 'KSA', city: 'Riyadh' }, size)?.unit).toBe(housingUnitFor(size).unit);
    const spread = rentSpread({ country: 'KSA', city: 'Riyadh' }, 1);
    for (const district of listDistricts('KSA', 'Riyadh')) {
      const input = offerInput({ location: { country: 'KSA', city: 'Riyadh', district } });
      const rent = estimateExpenses(input).find((c) => c.category === 'Housing')?.subItems[0]?.amount ?? NaN;
      expect(rent, district).toBeGreaterThanOrEqual(spread?.min ?? Infinity);
      expect(rent, district).toBeLessThanOrEqual(spread?.max ?? -Infinity);
    }
    expect([
      ...listDistricts('KSA', 'Riyadh').map(
        (district) =>
          estimateExpenses(offerInput({ location: { country: 'KSA', city: 'Riyadh', district } })).find((c) => c.category === 'Housing')
            ?.subItems[0]?.amount,
      ),
    ]).toContain(spread?.max);
  });

  it("uses the whole country's districts when no city (or an unknown one) is chosen", () => {
    const all = listCities('Qatar').flatMap((city) => listDistricts('Qatar', city));
    expect(rentSpread({ country: 'Qatar', city: null }, 2)).toMatchObject({ districts: all.length, place: 'Qatar' });
    expect(rentSpread({ country: 'Qatar', city: 'Atlantis' }, 2)).toMatchObject({ districts: all.length, place: 'Qatar' });
  });
});

describe('schoolFeeSpread', () => {
  it("sums the children's curriculum ranges, a twelfth a month, in local currency", () => {
    const factor = aedToLocalFactor(currencyFor('KSA'));
    const spread = schoolFeeSpread('KSA', [
      { age: 'grade1-5', curriculum: 'british' },
      { age: 'grade9-12', curriculum: 'ib' },
    ]);
    expect(spread).toEqual({
      min: Math.round((40_000 / 12) * factor) + Math.round((60_000 / 12) * factor),
      max: Math.round((62_000 / 12) * factor) + Math.round((90_000 / 12) * factor),
      fromRanges: 2,
      atFallback: 0,
    });
  });

  it("brackets the model's own fee for each child (the model takes the range's midpoint)", () => {
    for (const child of [{ age: 'nursery' }, { age: 'kg', curriculum: 'indian' }, { age: 'grade6-8', curriculum: 'american' }] as const) {
      const spread = schoolFeeSpread('UAE', [child]);
      expect(((spread?.min ?? NaN) + (spread?.max ?? NaN)) / 2).toBeCloseTo(monthlySchoolFeeAed(child), -1);
    }
  });

  it('counts a child without a curriculum at the fixed fallback at both ends, and is null with no range at all', () => {
    expect(schoolFeeSpread('UAE', [{ age: 'kg' }])).toBeNull();
    expect(schoolFeeSpread('UAE', [])).toBeNull();
    const spread = schoolFeeSpread('UAE', [{ age: 'kg' }, { age: 'grade1-5', curriculum: 'british' }]);
    expect(spread).toEqual({ min: 2_500 + Math.round(40_000 / 12), max: 2_500 + Math.round(62_000 / 12), fromRanges: 1, atFallback: 1 });
  });
});
