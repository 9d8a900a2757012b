import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countryCodes } from '../countries/index.ts';
import { evaluateOffer } from './offer-evaluation.ts';
import { offerInput } from '../test-support/index.ts';

// A fixed breakdown, so the totals below are worked out by hand from it.
const expenses = [{ amount: 7_100 }, { amount: 1_325 }, { amount: 2_400 }, { amount: 0 }, { amount: 450 }, { amount: 1_900 }]; // 13,175

describe('evaluateOffer totals (UAE)', () => {
  it('works out package, surplus, rate, goal and recommendation', () => {
    const input = offerInput({ financials: { grossSalary: 20_000, existingDebts: 1_000, savingsGoal: 3_000 } });
    const result = evaluateOffer(input, { expenses });
    expect(result).toMatchObject({
      packageAmount: 20_000,
      totalExpenses: 13_175,
      surplus: 5_825, // 20,000 - 13,175 - 1,000
      savingsRate: 29.1, // 29.125 shown with one decimal
      verdict: { state: 'comfortable', confidence: 85, trackingValue: 'Pass' },
      savingsGoal: { goal: 3_000, achievable: true, difference: 2_825 },
      recommendedMinimumPackage: 16_469, // 13,175 / 0.8 = 16,468.75, rounded up
      recommendedPackageWithDebts: 17_719, // 14,175 / 0.8 = 17,718.75
    });
  });

  it('adds the housing allowance to the salary and optional costs to expenses', () => {
    const input = offerInput({
      benefits: { housingAllowance: 5_000 },
      financials: { grossSalary: 10_000, existingDebts: 0, savingsGoal: 4_000 },
    });
    const result = evaluateOffer(input, { expenses, optionalCosts: [{ amount: 250 }, { amount: 800 }] });
    expect(result.packageAmount).toBe(15_000);
    expect(result.optionalCostsTotal).toBe(1_050);
    expect(result.totalExpenses).toBe(14_225);
    expect(result.surplus).toBe(775);
    expect(result.savingsRate).toBe(5.2); // 5.1666…
    expect(result.verdict).toMatchObject({ state: 'surviving', confidence: 50, trackingValue: 'Borderline' });
    expect(result.savingsGoal).toEqual({ goal: 4_000, achievable: false, difference: -3_225 });
    expect(result.recommendedMinimumPackage).toBe(17_782); // 14,225 × 1.25 = 17,781.25
  });

  it('lets a package override replace salary + housing', () => {
    const input = offerInput({
      benefits: { housingAllowance: 5_000 },
      financials: { grossSalary: 10_000, existingDebts: 0, savingsGoal: 0 },
    });
    const result = evaluateOffer(input, { expenses, packageOverride: 16_000 });
    expect(result.packageAmount).toBe(16_000);
    expect(result.surplus).toBe(2_825);
    expect(result.savingsRate).toBe(17.7); // 17.656…
    expect(result.verdict.state).toBe('managing');
  });

  it('treats an overridden package of 0 as Not Viable with no savings rate', () => {
    const result = evaluateOffer(offerInput(), { expenses, packageOverride: 0 });
    expect(result.savingsRate).toBeNull();
    expect(result.verdict).toMatchObject({ state: 'not-viable', confidence: 25, trackingValue: 'Fail' });
  });

  it('reports a negative rate as Not Viable', () => {
    const result = evaluateOffer(offerInput({ financials: { grossSalary: 12_000, existingDebts: 500, savingsGoal: 0 } }), { expenses });
    expect(result.surplus).toBe(-1_675);
    expect(result.savingsRate).toBe(-14);
    expect(result.verdict.state).toBe('not-viable');
  });

  it('estimates expenses from the bundled data when none are given', () => {
    const result = evaluateOffer(offerInput({ location: { city: 'Dubai', district: 'Dubai Marina' } }));
    expect(result.totalExpenses).toBeGreaterThan(5_000);
    expect(result.surplus).toBe(result.packageAmount - result.totalExpenses - result.debts);
  });
});

describe('evaluateOffer in Oman (OMR)', () => {
  it('works in a high-value currency the same way', () => {
    const input = offerInput({
      location: { country: 'Oman', city: 'Muscat' },
      benefits: { housingAllowance: 300 },
      financials: { grossSalary: 1_500, existingDebts: 120, savingsGoal: 250 },
    });
    const result = evaluateOffer(input, { expenses: [{ amount: 600 }, { amount: 250 }, { amount: 121 }] }); // 971
    expect(result.packageAmount).toBe(1_800);
    expect(result.surplus).toBe(709);
    expect(result.savingsRate).toBe(39.4);
    expect(result.verdict.state).toBe('comfortable');
    expect(result.savingsGoal).toEqual({ goal: 250, achievable: true, difference: 459 });
    expect(result.recommendedMinimumPackage).toBe(1_214); // 971 / 0.8 = 1,213.75
  });
});

describe('evaluateOffer: the offer decoded', () => {
  it('works out the gratuity on the entered basic and the savings rate counting it, beside the verdict', () => {
    // UAE, basic 10,000, 3-year contract: 3 × 21/30 × 10,000 = 21,000, accruing 21,000 / 36 = 583.33 a month.
    const input = offerInput({
      financials: { grossSalary: 20_000, basicSalary: 10_000, contractYears: 3, existingDebts: 1_000, savingsGoal: 0 },
    });
    const result = evaluateOffer(input, { expenses });
    expect(result.gratuity).toMatchObject({ amount: 21_000, scheme: 'lump-sum' });
    expect(result.gratuity.monthlyAccrual).toBeCloseTo(583.33, 2);
    expect(result.decoded).toMatchObject({ years: 3, basic: { basicMonthly: 10_000, assumed: false } });
    // Surplus 5,825 (29.1%, the verdict's rate, unchanged); with the accrual (5,825 + 583.33) / 20,000 = 32.04% → 32.0.
    expect(result.savingsRate).toBe(29.1);
    expect(result.verdict.state).toBe('comfortable');
    expect(result.savingsRateWithGratuity).toBe(32);
  });

  it('moves the basic with a package typed on the results, keeping the offer split, so it never exceeds the package', () => {
    // UAE, gross 20,000 with a basic of 12,000 (60%): a typed 9,000 has a basic of 5,400, a typed 25,000 one of 15,000.
    const input = offerInput({
      financials: { grossSalary: 20_000, basicSalary: 12_000, contractYears: 3, existingDebts: 0, savingsGoal: 0 },
    });
    const lower = evaluateOffer(input, { expenses, packageOverride: 9_000 });
    expect(lower.decoded.basic).toMatchObject({ basicMonthly: 5_400, assumed: false, scaledWithPackage: true });
    // 3 × 21/30 × 5,400 = 11,340.
    expect(lower.gratuity.amount).toBe(11_340);
    expect(evaluateOffer(input, { expenses, packageOverride: 25_000 }).decoded.basic.basicMonthly).toBe(15_000);
    // The offer's own package, typed again, changes nothing.
    expect(evaluateOffer(input, { expenses, packageOverride: 20_000 }).decoded.basic).toMatchObject({ basicMonthly: 12_000 });
    expect(evaluateOffer(input, { expenses }).decoded.basic.scaledWithPackage).toBeUndefined();
  });

  it('reads a blank basic at the country share, and uses a 2-year contract by default', () => {
    const result = evaluateOffer(offerInput({ financials: { grossSalary: 20_000, existingDebts: 0, savingsGoal: 0 } }), { expenses });
    expect(result.decoded.basic).toMatchObject({ assumed: true, basicMonthly: Math.round(20_000 * result.decoded.basic.share) });
    expect(result.decoded.years).toBe(2);
  });

  it('shows what resigning pays where the law cuts it (Kuwait under 3 years pays nothing)', () => {
    const input = offerInput({
      location: { country: 'Kuwait', city: 'Salmiya' },
      financials: { grossSalary: 1_500, basicSalary: 1_000, contractYears: 2, existingDebts: 0, savingsGoal: 0 },
    });
    const { decoded } = evaluateOffer(input, { expenses: [{ amount: 900 }] });
    expect(decoded.gratuity.amount).toBeGreaterThan(0);
    expect(decoded.gratuityIfResigned?.amount).toBe(0);
  });

  it('checks the family threshold only for a household with a family, on the package, with employer housing', () => {
    const single = evaluateOffer(
      offerInput({ location: { country: 'Qatar', city: 'Doha' }, financials: { grossSalary: 6_000, existingDebts: 0, savingsGoal: 0 } }),
      {
        expenses,
      },
    );
    expect(single.decoded.hasFamily).toBe(false);
    expect(single.familySponsorship).toBeUndefined();
    // Doha, QR 6,000 with family housing from the employer: exactly at the housed threshold.
    const housed = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [{ age: 'kg', curriculum: 'british' }] },
      benefits: { housing: 'provided' },
      financials: { grossSalary: 6_000, existingDebts: 0, savingsGoal: 0 },
    });
    expect(evaluateOffer(housed, { expenses }).familySponsorship).toMatchObject({ eligible: true, threshold: 6_000, gap: 0 });
    // The same salary with a cash allowance of 3,000 is QR 9,000: 1,000 short of QR 10,000.
    const cash = { ...housed, benefits: { ...housed.benefits, housing: 'allowance' as const, housingAllowance: 3_000 } };
    expect(evaluateOffer(cash, { expenses }).familySponsorship).toMatchObject({ eligible: false, threshold: 10_000, gap: 1_000 });
  });

  it('counts a housing allowance only when housing is a cash allowance', () => {
    const input = offerInput({
      benefits: { housingAllowance: 5_000, housing: 'provided' },
      financials: { grossSalary: 10_000, existingDebts: 0, savingsGoal: 0 },
    });
    expect(evaluateOffer(input, { expenses }).packageAmount).toBe(10_000);
  });
});

describe('the recommended package counts the charges on pay at the target', () => {
  const manama = (employerPays: boolean) =>
    offerInput({
      location: { country: 'Bahrain', city: 'Manama', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      benefits: { housingAllowance: 300, employerPays: employerPays ? { 'unemployment-insurance': true } : {} },
      financials: { grossSalary: 1_500 },
    });

  it('Bahrain: the package that keeps 20% pays 1% of itself, not 1% of the offer', () => {
    // BHD 1,800 offered, costs 2,136 with 18 of insurance: 2,136 ÷ 0.8 = 2,670 would cost 27 of
    // insurance and keep only 19.7%. The target rises until it pays its own 1%: 2,682 (27 − 18 = 9 more).
    const today = evaluateOffer(manama(false));
    expect(today.totalExpenses).toBe(2_136);
    expect(evaluateOffer(manama(false), { packageOverride: 2_670 }).savingsRate).toBe(19.7);
    expect(today.recommendedMinimumPackage).toBe(2_682);
    expect(today.recommendedPackageWithDebts).toBe(2_682);
    expect(today.targetPayChargeRise).toBe(9);
    const atTarget = evaluateOffer(manama(false), { packageOverride: today.recommendedMinimumPackage });
    expect(atTarget.verdict.state).toBe('comfortable');
  });

  it('stays expenses ÷ 0.8 where nothing on the bill follows the package', () => {
    const paid = evaluateOffer(manama(true));
    expect(paid.recommendedMinimumPackage).toBe(Math.ceil((paid.totalExpenses * 5) / 4));
    expect(paid.targetPayChargeRise).toBe(0);
    const dubai = evaluateOffer(offerInput({ financials: { grossSalary: 9_000 } }));
    expect(dubai.recommendedMinimumPackage).toBe(Math.ceil((dubai.totalExpenses * 5) / 4));
  });

  it('a typed target is always Comfortable, in every country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...countryCodes),
        fc.integer({ min: 100, max: 60_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        (country, grossSalary, existingDebts, employerPays) => {
          const input = offerInput({
            location: { country, city: null, district: null },
            household: { adults: 2, children: [{ age: 'kg', curriculum: null }] },
            benefits: { employerPays: employerPays ? { 'unemployment-insurance': true } : {} },
            financials: { grossSalary, existingDebts },
          });
          const target = evaluateOffer(input).recommendedPackageWithDebts;
          expect(evaluateOffer(input, { packageOverride: target }).verdict.state).toBe('comfortable');
        },
      ),
      { numRuns: 300 },
    );
  });
});
