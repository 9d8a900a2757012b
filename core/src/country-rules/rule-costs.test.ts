import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import { healthcareTypes, type RuleCostKey, ruleCostKeys } from '../household/index.ts';
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import type { Message } from '../language/index.ts';
import { messageWords } from '../test-support/index.ts';
import englishRules from './locales/en.json' with { type: 'json' };
import { ruleCosts as costsOf, type RuleCost, type RuleCostQuery } from './rule-costs.ts';

const english = messageWords('en', englishRules, countriesEnglish);
const words = (text: string | Message | undefined) => (text === undefined || typeof text === 'string' ? text : english(text));

/** A cost with its name and its source's words as the English pages say them. */
type SaidCost = Omit<RuleCost, 'name' | 'title' | 'source'> & {
  name: string;
  title: string;
  source: RuleCost['source'] & { explanation: string; assumption?: string | undefined };
};

/** The costs, said in English. */
const ruleCosts = (query: RuleCostQuery): SaidCost[] =>
  costsOf(query).map((cost) => ({
    ...cost,
    name: english(cost.name),
    title: english(cost.title),
    source: { ...cost.source, explanation: words(cost.source.explanation) ?? '', assumption: words(cost.source.assumption) },
  }));

const household = (overrides: Partial<RuleCostQuery>): RuleCostQuery => ({
  country: 'UAE',
  city: 'Dubai',
  dependants: { adults: 0, children: 0 },
  annualRent: 0,
  annualSchoolFees: 0,
  healthcareType: 'family',
  monthlyWage: 0,
  monthlyBasic: 0,
  ...overrides,
});

const byKey = (costs: readonly SaidCost[]): Partial<Record<RuleCostKey, SaidCost>> => Object.fromEntries(costs.map((c) => [c.key, c]));
const monthlyByKey = (query: RuleCostQuery) => Object.fromEntries(ruleCosts(query).map((c) => [c.key, c.monthly]));

describe('ruleCosts: Saudi Arabia', () => {
  // A Riyadh family of four: spouse + 2 children, SAR 40,000 a year of tuition, employee-only health cover.
  const riyadhFamily = household({
    country: 'KSA',
    city: 'Riyadh',
    dependants: { adults: 1, children: 2 },
    annualRent: 60_000,
    annualSchoolFees: 40_000,
    healthcareType: 'basic',
  });

  it('charges the dependant levy: 3 × SAR 400 = SAR 1,200 a month', () => {
    const levy = byKey(ruleCosts(riyadhFamily))['dependant-levy'];
    expect(levy).toMatchObject({
      category: 'Residence & Visas',
      name: 'Dependant levy (3 × SAR 400)',
      monthly: 1_200,
      employerOftenPays: true,
    });
    expect(levy?.source.explanation).toMatch(/iqama fee itself is not included/);
  });

  it('charges 15% VAT on the tuition it is given: 40,000 × 15% ÷ 12 = 500', () => {
    expect(byKey(ruleCosts(riyadhFamily))['school-fee-vat']).toMatchObject({
      category: 'Education',
      name: 'VAT on school fees (15%)',
      monthly: 500,
      employerOftenPays: false,
    });
    // 25,000 × 15% = 3,750 a year ÷ 12 = 312.5 → 313.
    expect(monthlyByKey({ ...riyadhFamily, annualSchoolFees: 25_000 })['school-fee-vat']).toBe(313);
    expect(monthlyByKey({ ...riyadhFamily, annualSchoolFees: 0 })['school-fee-vat']).toBeUndefined();
  });

  it('says the employer must insure the family, at no cost, when the offer covers the employee only', () => {
    expect(byKey(ruleCosts(riyadhFamily))['dependant-health-cover']).toMatchObject({
      category: 'Healthcare',
      monthly: 0,
      employerOftenPays: false,
    });
    expect(byKey(ruleCosts({ ...riyadhFamily, healthcareType: 'none' }))['dependant-health-cover']?.monthly).toBe(0);
    expect(byKey(ruleCosts({ ...riyadhFamily, healthcareType: 'family' }))['dependant-health-cover']).toBeUndefined();
  });

  it('adds no residence-permit line (the iqama fee is unconfirmed) and no rent-linked fee', () => {
    const keys = ruleCosts(riyadhFamily).map((c) => c.key);
    expect(keys).toEqual(['dependant-levy', 'school-fee-vat', 'dependant-health-cover']);
  });

  it('charges nothing for a single employee with no school fees', () => {
    expect(ruleCosts(household({ country: 'KSA', city: 'Riyadh', annualRent: 50_000, healthcareType: 'none' }))).toEqual([]);
  });
});

describe('ruleCosts: UAE', () => {
  it('charges a Dubai single person the 5% housing fee under Housing: 90,000 × 5% ÷ 12 = 375', () => {
    const costs = ruleCosts(household({ annualRent: 90_000, healthcareType: 'basic' }));
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      key: 'housing-fee',
      category: 'Housing',
      name: 'Dubai housing fee (5% of rent)',
      monthly: 375,
      employerOftenPays: false,
    });
  });

  it('charges no housing fee when the employer houses the household (no rent)', () => {
    expect(monthlyByKey(household({ annualRent: 0 }))['housing-fee']).toBeUndefined();
  });

  it('prices a Dubai couple with a child on employee-only cover', () => {
    const costs = byKey(ruleCosts(household({ dependants: { adults: 1, children: 1 }, annualRent: 120_000, healthcareType: 'basic' })));
    // Residence every 2 years: adult 350 + 270 + 320 = 940, child 350 + 270 = 620 → 470 + 310 = 780 a year ÷ 12 = 65.
    expect(costs['residence-permits']).toMatchObject({
      monthly: 65,
      name: 'Residence permits, Emirates IDs and medicals (2 dependants)',
      employerOftenPays: true,
    });
    expect(costs['residence-permits']?.source.assumption).toMatch(/two-year permits/);
    // 120,000 × 5% = 6,000 ÷ 12 = 500.
    expect(costs['housing-fee']?.monthly).toBe(500);
    // Essential Benefits Plan: 2 × 650 = 1,300 a year ÷ 12 = 108.33 → 108.
    expect(costs['dependant-health-cover']).toMatchObject({
      monthly: 108,
      name: 'Health insurance for dependants (2 × AED 650 a year)',
      employerOftenPays: true,
    });
  });

  it('charges a Dubai household that chose no coverage the same minimum, and one with family cover nothing', () => {
    const dependants = { adults: 1, children: 2 };
    // 3 × 650 = 1,950 ÷ 12 = 162.5 → 163.
    expect(monthlyByKey(household({ dependants, healthcareType: 'none' }))['dependant-health-cover']).toBe(163);
    expect(monthlyByKey(household({ dependants, healthcareType: 'family' }))['dependant-health-cover']).toBeUndefined();
    expect(monthlyByKey(household({ dependants, healthcareType: 'premium' }))['dependant-health-cover']).toBeUndefined();
  });

  it('charges the Abu Dhabi municipality fee at 5% with a floor of AED 450 a year', () => {
    // 100,000 × 5% = 5,000 ÷ 12 = 416.67 → 417.
    expect(monthlyByKey(household({ city: 'Abu Dhabi', annualRent: 100_000 }))['housing-fee']).toBe(417);
    // 6,000 × 5% = 300 < 450: 450 ÷ 12 = 37.5 → 38.
    expect(monthlyByKey(household({ city: 'Abu Dhabi', annualRent: 6_000 }))['housing-fee']).toBe(38);
  });

  it('puts a spouse and up to three children on the Abu Dhabi employer, and prices the rest', () => {
    const base = household({ city: 'Abu Dhabi', healthcareType: 'basic' });
    expect(byKey(ruleCosts({ ...base, dependants: { adults: 1, children: 3 } }))['dependant-health-cover']).toMatchObject({
      monthly: 0,
      employerOftenPays: false,
    });
    // 2 adults + 5 children: 1 extra adult + 2 extra children = 3 × 600 = 1,800 ÷ 12 = 150.
    const extra = byKey(ruleCosts({ ...base, dependants: { adults: 2, children: 5 } }))['dependant-health-cover'];
    expect(extra).toMatchObject({ monthly: 150, employerOftenPays: true });
    expect(extra?.source.assumption).toBeDefined();
  });

  it('adds only residence permits in the other emirates, and no emirate-specific line without a city', () => {
    const dependants = { adults: 1, children: 1 };
    expect(ruleCosts(household({ city: 'Sharjah', dependants, annualRent: 40_000, healthcareType: 'none' })).map((c) => c.key)).toEqual([
      'residence-permits',
    ]);
    expect(ruleCosts(household({ city: undefined, dependants, annualRent: 40_000, healthcareType: 'none' })).map((c) => c.key)).toEqual([
      'residence-permits',
    ]);
  });
});

describe('ruleCosts: Qatar, Oman, Bahrain, Kuwait', () => {
  const family = { adults: 1, children: 2 };

  it('Qatar: QR 500 a year per residence permit: 3 × 500 = 1,500 ÷ 12 = 125', () => {
    const costs = ruleCosts(
      household({
        country: 'Qatar',
        city: 'Doha',
        dependants: family,
        annualRent: 96_000,
        annualSchoolFees: 50_000,
        healthcareType: 'none',
      }),
    );
    expect(costs.map((c) => [c.key, c.monthly, c.name])).toEqual([['residence-permits', 125, 'Residence permits (3 × QAR 500 a year)']]);
  });

  it('Oman: OMR 5 a year per resident card, kept as a line even when it rounds to 0 a month', () => {
    // 3 × 5 = 15 a year ÷ 12 = 1.25 → 1.
    expect(monthlyByKey(household({ country: 'Oman', city: 'Muscat', dependants: family }))['residence-permits']).toBe(1);
    // 1 × 5 = 5 ÷ 12 = 0.42 → 0, still shown with its yearly fee in the name.
    const single = byKey(ruleCosts(household({ country: 'Oman', city: 'Muscat', dependants: { adults: 1, children: 0 } })))[
      'residence-permits'
    ];
    expect(single).toMatchObject({ monthly: 0, name: 'Resident cards (1 × OMR 5 a year)' });
  });

  it('Bahrain: BHD 95 permits over two years and the 10% municipality tax on rent', () => {
    const costs = byKey(
      ruleCosts(household({ country: 'Bahrain', city: 'Manama', dependants: { adults: 1, children: 1 }, annualRent: 4_800 })),
    );
    // 2 × 95 ÷ 2 years = 95 a year ÷ 12 = 7.92 → 8.
    expect(costs['residence-permits']).toMatchObject({ monthly: 8, name: 'Dependant residence permits (2 × BHD 95 every 2 years)' });
    expect(costs['residence-permits']?.source.assumption).toMatch(/two years/);
    // 4,800 × 10% = 480 ÷ 12 = 40.
    expect(costs['housing-fee']).toMatchObject({ monthly: 40, category: 'Housing', name: 'Municipality tax (10% of rent)' });
    expect(monthlyByKey(household({ country: 'Bahrain', city: 'Riffa', annualRent: 3_600 }))['housing-fee']).toBe(30);
  });

  it('Kuwait: the fees of 23 December 2025, KD 20 residence and the KD 100 health fee whatever the private cover', () => {
    for (const healthcareType of healthcareTypes) {
      const costs = byKey(
        ruleCosts(household({ country: 'Kuwait', city: 'Salmiya', dependants: family, annualRent: 6_000, healthcareType })),
      );
      // 3 × 20 = 60 a year ÷ 12 = 5 (it was 3 × 10).
      expect(costs['residence-permits']).toMatchObject({ monthly: 5, name: 'Residence fees (3 × KWD 20 a year)' });
      // 3 × KD 100 = 300 a year ÷ 12 = 25 (it was KD 40 for the spouse and KD 30 a child: 8).
      expect(costs['dependant-health-cover']).toMatchObject({
        monthly: 25,
        category: 'Healthcare',
        name: 'Government health-insurance fee (3 × KWD 100 a year)',
      });
      expect(costs['housing-fee']).toBeUndefined();
    }
    expect(byKey(ruleCosts(household({ country: 'Kuwait', dependants: { adults: 0, children: 1 } })))['dependant-health-cover']?.name).toBe(
      'Government health-insurance fee (1 × KWD 100 a year)',
    );
  });

  it('charges none of these to a household with no dependants, rent or school fees', () => {
    for (const country of countryCodes) expect(ruleCosts(household({ country, city: undefined, healthcareType: 'none' }))).toEqual([]);
  });
});

describe('ruleCosts: Bahrain’s unemployment insurance', () => {
  it('takes 1% of the monthly package, rounded, in Residence & Visas, with the employer-pays switch', () => {
    const cost = byKey(ruleCosts(household({ country: 'Bahrain', city: 'Manama', monthlyWage: 2_150 })))['unemployment-insurance'];
    expect(cost?.monthly).toBe(22); // 21.5 rounds up
    expect(cost?.category).toBe('Residence & Visas');
    expect(cost?.name).toBe('Unemployment insurance (1% of your pay)');
    expect(cost?.employerOftenPays).toBe(true);
    expect(cost?.source.explanation).toContain('Decree-Law 78/2006');
    expect(cost?.source.assumption).toContain('whole package');
  });

  it('is charged in Bahrain and the UAE only, and needs a wage', () => {
    for (const country of countryCodes.filter((c) => c !== 'Bahrain' && c !== 'UAE'))
      expect(
        byKey(ruleCosts(household({ country, city: undefined, monthlyWage: 30_000, monthlyBasic: 18_000 })))['unemployment-insurance'],
      ).toBeUndefined();
    expect(byKey(ruleCosts(household({ country: 'Bahrain', city: 'Manama', monthlyWage: 0 })))['unemployment-insurance']).toBeUndefined();
    expect(byKey(ruleCosts(household({ country: 'UAE', city: 'Dubai', monthlyWage: 0 })))['unemployment-insurance']).toBeUndefined();
  });
});

describe('ruleCosts: the UAE’s job-loss insurance premium', () => {
  const premium = (monthlyBasic: number) =>
    byKey(ruleCosts(household({ country: 'UAE', city: 'Dubai', monthlyWage: monthlyBasic * 2, monthlyBasic })))['unemployment-insurance'];

  it('is AED 5 plus 5% VAT (5.25, so 5) up to a basic of AED 16,000, in Residence & Visas', () => {
    for (const basic of [1_000, 16_000]) {
      expect(premium(basic)?.monthly).toBe(5);
      expect(premium(basic)?.name).toBe('Job-loss insurance (AED 5 a month plus VAT)');
    }
    expect(premium(16_000)?.category).toBe('Residence & Visas');
    expect(premium(16_000)?.employerOftenPays).toBe(true);
    expect(premium(16_000)?.source.explanation).toContain('Federal Decree-Law 13 of 2022');
    expect(premium(16_000)?.source.assumption).toContain('basic salary');
  });

  it('is AED 10 plus VAT (10.50, so 11) above it', () => {
    expect(premium(16_001)?.monthly).toBe(11);
    expect(premium(16_001)?.name).toBe('Job-loss insurance (AED 10 a month plus VAT)');
  });
});

describe('ruleCosts invariants', () => {
  const query: fc.Arbitrary<RuleCostQuery> = fc.record({
    country: fc.constantFrom(...countryCodes),
    city: fc.constantFrom(undefined, 'Dubai', 'Abu Dhabi', 'Sharjah', 'Riyadh', 'Doha', 'Muscat', 'Manama', 'Kuwait City'),
    dependants: fc.record({ adults: fc.integer({ min: 0, max: 3 }), children: fc.integer({ min: 0, max: 6 }) }),
    annualRent: fc.integer({ min: 0, max: 1_000_000 }),
    annualSchoolFees: fc.integer({ min: 0, max: 500_000 }),
    healthcareType: fc.constantFrom(...healthcareTypes),
    monthlyWage: fc.integer({ min: 0, max: 100_000 }),
    monthlyBasic: fc.integer({ min: 0, max: 60_000 }),
  });

  it('gives each key at most once, whole non-negative amounts and a dated source', () => {
    fc.assert(
      fc.property(query, (q) => {
        const costs = ruleCosts(q);
        expect(new Set(costs.map((c) => c.key)).size).toBe(costs.length);
        for (const cost of costs) {
          expect(ruleCostKeys).toContain(cost.key);
          expect(Number.isInteger(cost.monthly)).toBe(true);
          expect(cost.monthly).toBeGreaterThanOrEqual(0);
          expect(cost.source.asOf).toBe('October 2025');
          expect(cost.source.sources.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never costs less with more dependants', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (q, moreAdults, moreChildren) => {
        const total = (r: RuleCostQuery) => ruleCosts(r).reduce((sum, c) => sum + c.monthly, 0);
        const bigger = { ...q, dependants: { adults: q.dependants.adults + moreAdults, children: q.dependants.children + moreChildren } };
        expect(total(bigger)).toBeGreaterThanOrEqual(total(q));
      }),
    );
  });
});
