// The contract years' tables (core/data/contract-years/*.json) against their schemas, and the rules
// built from them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryName } from '../countries/index.ts';
import { rentRiseRulesSchema, schoolFeeRiseRulesSchema } from './data-schemas.ts';
import { dubaiRentCapPercent, rentRiseRuleFor, riyadhFirstRiseYear } from './rent-rise-rules.ts';
import { schoolFeeRiseRuleFor } from './school-fee-rise-rules.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../data/contract-years/${file}`, import.meta.url), 'utf8'));

describe('the contract years’ tables', () => {
  it('match their schemas: every message a key of the catalogue, every record an id of sources.json', () => {
    expect(rentRiseRulesSchema.safeParse(readJson('rent-rise-rules.json')).error).toBeUndefined();
    expect(schoolFeeRiseRulesSchema.safeParse(readJson('school-fee-rise-rules.json')).error).toBeUndefined();
  });

  it('refuse a place that names no rule', () => {
    const data = readJson('school-fee-rise-rules.json') as { places: { country: { Oman: string } } };
    data.places.country.Oman = 'nowhere';
    expect(schoolFeeRiseRulesSchema.safeParse(data).success).toBe(false);
  });

  it('cap Dubai’s rises by the RERA index bands', () => {
    expect([0, 10, 11, 20, 25, 35, 40, 41, 90].map(dubaiRentCapPercent)).toEqual([0, 0, 5, 5, 10, 15, 15, 20, 20]);
    expect(rentRiseRuleFor({ country: 'UAE', city: 'Dubai' })).toMatchObject({ percent: 5, firstYear: 2, everyYears: 1 });
  });

  it('freeze Riyadh’s rents until September 2030', () => {
    expect(riyadhFirstRiseYear('2025-10')).toBe(6);
    expect(riyadhFirstRiseYear('2026-11')).toBe(5);
    expect(riyadhFirstRiseYear('2030-10')).toBe(2);
    const rule = rentRiseRuleFor({ country: 'KSA', city: 'Riyadh' }, '2026-11');
    expect(rule).toMatchObject({ percent: 7.6, firstYear: 5 });
    expect(rule.source.explanation).toEqual({
      messageId: 'contractYears.rentRise.riyadh.explanationFrozen',
      values: { lastFrozenYear: 4, start: { month: '2026-11' } },
    });
    expect(rentRiseRuleFor({ country: 'KSA', city: 'Riyadh' }, '2026-11')).toBe(rule);
    expect(rentRiseRuleFor({ country: 'KSA', city: 'Riyadh' }, '2031-01').source.explanation).toMatchObject({
      messageId: 'contractYears.rentRise.riyadh.explanationRenewed',
    });
  });

  it('name the country a typical school-fee rule stands for', () => {
    const oman = schoolFeeRiseRuleFor({ country: 'Oman', city: 'Muscat' });
    expect(oman).toMatchObject({
      percent: 3,
      rule: { messageId: 'contractYears.feeRise.typical.rule', values: { country: countryName('Oman') } },
    });
    expect(schoolFeeRiseRuleFor({ country: 'UAE', city: 'Abu Dhabi' }).percent).toBe(3.94);
    expect(schoolFeeRiseRuleFor({ country: 'Qatar', city: null })).toMatchObject({ percent: 5, firstYear: 2, everyYears: 2 });
  });
});
