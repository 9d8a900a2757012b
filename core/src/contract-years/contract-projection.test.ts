import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBandAfter } from './age-bands.ts';
import { dubaiRentCapPercent, rentRiseRuleFor, riyadhFirstRiseYear } from './rent-rise-rules.ts';
import type { CountryCode } from '../countries/index.ts';
import { money } from '../language/index.ts';
import { schoolLevelName } from '../schools/index.ts';
import { maxProjectionYears, projectContract, type ContractYear } from './contract-projection.ts';
import { firstVerdictChange } from './verdict-change.ts';
import { estimateExpenses } from '../cost-model/index.ts';
import { evaluateOffer, verdictFor, verdictLabel } from '../verdict/index.ts';
import { offerArbitrary, offerInput } from '../test-support/index.ts';
import { message } from './messages.ts';

// The changes are messages (what they read is checked in web/src/i18n/cash-and-years-text.test.ts).
const rentRises = (percent: number, yearly: number, country: CountryCode = 'UAE') =>
  message('contractYears.change.rent', { direction: 'rise', percent, amount: money(yearly, country) });
const feesRise = (percent: number) => message('contractYears.change.schoolFees', { percent });
const sameFee = (position: number, band: 'grade1to5') =>
  message('contractYears.change.sameFee', { position, stage: message(`contractYears.band.${band}`), curriculum: 'none' });
const isRent = (change: { messageId: string }) => change.messageId === 'contractYears.change.rent';

describe('age bands over the years', () => {
  // A child entered in a band is in its first year: KG lasts 2 years, Grades 1-5 five, 6-8 three, 9-12 four.
  it.each([
    ['grade1-5', 4, 'grade1-5'],
    ['grade1-5', 5, 'grade6-8'],
    ['nursery', 3, 'nursery'],
    ['nursery', 4, 'kg'],
    ['kg', 2, 'grade1-5'],
    ['grade6-8', 3, 'grade9-12'],
    ['grade9-12', 3, 'grade9-12'],
    ['grade9-12', 4, null],
  ] as const)('%s after %i years is %s', (band, elapsed, expected) => {
    expect(ageBandAfter(band, elapsed)).toBe(expected);
  });
});

describe('Dubai rent index bands (Decree 43/2013)', () => {
  it.each([
    [0, 0],
    [10, 0],
    [11, 5],
    [20, 5],
    [25, 10],
    [35, 15],
    [41, 20],
  ])('a rent %i%% below the index may rise %i%%', (below, cap) => {
    expect(dubaiRentCapPercent(below)).toBe(cap);
  });
});

describe('projectContract, worked by hand', () => {
  it('a child crossing from Grade 5 to Grade 6 in Dubai (rent held flat)', () => {
    // Two adults, one British Grade 1-5 child in Dubai, AED 32,000 a month, rent rise overridden to 0%.
    // Fee: British Primary 40,000-62,000 → midpoint 51,000 a year = AED 4,250 a month; KHDA's 2.35% a year.
    //   Year 5 (still Grade 1-5, 4 rises): 4,250 × 1.0235^4 = 4,663.80 → 4,664.
    //   Year 6 (Key Stage 3, 48,000-72,000 → 60,000 = 5,000 a month, 5 rises): 5,000 × 1.0235^5 = 5,615.77 → 5,616.
    //   The crossing adds (5,616 − 4,664) × 12 = AED 11,424 a year; year 6 costs 5,616 − 4,250 = 1,366 a month more than year 1.
    // Year 1 costs AED 27,925 (the cost model, with AED 11 of job-loss insurance on a basic above
    //   16,000): rate (32,000 − 27,925) / 32,000 = 12.7% Managing;
    //   year 5: 32,000 − 28,339 = 3,661 → 11.4% Managing; year 6: 32,000 − 29,291 = 2,709 → 8.5% Surviving Mode.
    // Gratuity after 6 years on a basic of 60% × 32,000 = 19,200: 5 × 21/30 × 19,200 + 19,200 = 86,400.
    const input = offerInput({
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      financials: { grossSalary: 32_000 },
    });
    const years = projectContract(input, { years: 6, rentIncreasePercent: 0 });
    const [first, , , , fifth, sixth] = years;
    expect(first?.totalExpenses).toBe(27_925);
    expect(first?.verdict.state).toBe('managing');
    expect(fifth?.totalExpenses).toBe(27_925 + 414);
    expect(fifth?.savingsRate).toBe(11.4);
    expect(sixth?.totalExpenses).toBe(27_925 + 1_366);
    expect(sixth?.savingsRate).toBe(8.5);
    expect(sixth?.verdict.state).toBe('surviving');
    const values = { position: 1, direction: 'rise', amount: money(11_424, 'UAE') };
    const band = message('contractYears.band.grade6to8');
    expect(sixth?.changes).toEqual([
      message('contractYears.change.startsStage', {
        ...values,
        stage: message('contractYears.stage.withLevel', { band, level: schoolLevelName('british', 'grade6-8') }),
      }),
    ]);
    expect(fifth?.changes).toEqual([feesRise(2.35)]);
    expect(sixth?.gratuityAccrued).toBe(86_400);
    expect(firstVerdictChange(years)?.sentence).toEqual({
      messageId: 'contractYears.verdictChange.worseBecause',
      values: {
        year: 6,
        verdict: verdictLabel('surviving'),
        cause: message('contractYears.clause.startsStage', { ...values, band, form: 'start' }),
      },
    });
  });

  it('a Sharjah rent freeze: no rise in years 1-3, 5% from year 4', () => {
    // One adult in Sharjah (city mean 1BR rent AED 2,573): a studio at 0.8 × 2,573 = 2,058.4 → 2,058 a month.
    // Years 2 and 3: Law 5/2024 freezes it. Year 4: 2,058 × 1.05 = 2,160.9 → 2,161 (AED 25,932 a year), +103 a month.
    // Year 5: 2,161 × 1.05 = 2,269.05 → 2,269 (AED 27,228 a year), +211 a month on year 1. Sharjah has no rent-linked fee.
    const input = offerInput({ location: { country: 'UAE', city: 'Sharjah' } });
    const years = projectContract(input, { years: 5 });
    const base = years[0]?.totalExpenses ?? 0;
    expect(years.map((y) => y.totalExpenses - base)).toEqual([0, 0, 0, 103, 211]);
    expect(years.map((y) => y.changes)).toEqual([[], [], [], [rentRises(5, 25_932)], [rentRises(5, 27_228)]]);
  });

  it('a Dubai index-linked increase: 5% a year with the 5% housing fee following it', () => {
    // One adult in Dubai (city mean 1BR AED 7,583): studio 0.8 × 7,583 = 6,066.4 → 6,066 a month; housing fee
    // 5% × 72,792 / 12 = 303.3 → 303. Rent assumed 11-20% below the index: up to 5% a year.
    // Year 2: 6,066 × 1.05 = 6,369.3 → 6,369 (AED 76,428 a year); fee 5% × 76,428 / 12 = 318.45 → 318: +303 + 15 = +318.
    // Year 3: 6,369 × 1.05 = 6,687.45 → 6,687 (AED 80,244 a year); fee 334.35 → 334: +621 + 31 = +652.
    const input = offerInput({ location: { country: 'UAE', city: 'Dubai' } });
    const years = projectContract(input, { years: 3 });
    const base = years[0]?.totalExpenses ?? 0;
    expect(years.map((y) => y.totalExpenses - base)).toEqual([0, 318, 652]);
    expect(years[1]?.changes).toEqual([rentRises(5, 76_428)]);
    expect(years[2]?.changes).toEqual([rentRises(5, 80_244)]);
    expect(rentRiseRuleFor(input.location).source.assumption).toEqual(message('contractYears.rentRise.dubai.assumption'));
  });

  it("Riyadh: rent frozen through year 5, rising from year 6, for a contract starting in the data's month (October 2025)", () => {
    const years = projectContract(offerInput({ location: { country: 'KSA', city: 'Riyadh' } }), { years: 6 });
    expect(years.slice(0, 5).every((y) => y.changes.length === 0)).toBe(true);
    expect(years[5]?.changes[0]).toMatchObject({ messageId: 'contractYears.change.rent', values: { percent: 7.6 } });
  });

  it('Riyadh: the freeze (to 24 September 2030) reaches the contract years its start month puts inside it', () => {
    // Year k begins 12 (k - 1) months after the start; a year beginning in September 2030 is still frozen.
    expect(
      ['2025-10', '2026-09', '2026-10', '2026-11', '2029-09', '2029-10', '2030-09', '2030-10', '2031-05'].map(riyadhFirstRiseYear),
    ).toEqual([6, 6, 5, 5, 3, 2, 2, 2, 2]);
    const riyadh = offerInput({ location: { country: 'KSA', city: 'Riyadh' } });
    const years = projectContract(riyadh, { years: 6, contractStart: '2026-11' });
    expect(years.map((y) => y.changes.filter(isRent).length)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(years[4]?.totalExpenses).toBeGreaterThan(years[3]?.totalExpenses ?? Infinity);
    const rule = rentRiseRuleFor(riyadh.location, '2026-11');
    expect(rule.firstYear).toBe(5);
    const start = { month: '2026-11' };
    expect(rule.source.explanation).toEqual(message('contractYears.rentRise.riyadh.explanationFrozen', { lastFrozenYear: 4, start }));
    expect(rule.source.assumption).toEqual(message('contractYears.rentRise.riyadh.assumption', { start }));
    // One rule per month, so pages that compare sources by identity see one entry.
    expect(rentRiseRuleFor(riyadh.location, '2026-11')).toBe(rule);
    // A contract renewed only after the freeze says so instead of a range of frozen years.
    expect(rentRiseRuleFor(riyadh.location, '2030-10').source.explanation).toEqual(
      message('contractYears.rentRise.riyadh.explanationRenewed', { start: { month: '2030-10' } }),
    );
    // Elsewhere the start month changes nothing.
    const jeddah = offerInput({ location: { country: 'KSA', city: 'Jeddah' } });
    expect(projectContract(jeddah, { years: 3, contractStart: '2026-11' })).toEqual(projectContract(jeddah, { years: 3 }));
  });

  it('Riyadh: the fee rise brings its VAT, and an allowance above the fee keeps paying the VAT', () => {
    // Year 1: fee F, VAT round(0.15 F), an allowance of F + 100 pays the fee and 100 of the VAT.
    // Year 2 (fees +3%, rent frozen): the household pays fee' + VAT' - (F + 100).
    const child = { household: { children: [{ age: 'grade1-5', curriculum: 'american' }] } } as const;
    const location = { location: { country: 'KSA', city: 'Riyadh', district: 'Al Olaya' } } as const;
    const fee = estimateExpenses(offerInput({ ...location, ...child })).find((c) => c.category === 'Education')?.subItems[0]?.amount ?? 0;
    expect(fee).toBeGreaterThan(4_000);
    const input = offerInput({ ...location, ...child, benefits: { educationAllowance: fee + 100 } });
    const years = projectContract(input, { years: 2 });
    const nextFee = Math.round(fee * 1.03);
    const paid = (f: number) => Math.max(0, f + Math.round(f * 0.15) - (fee + 100));
    expect(years[1]!.totalExpenses - years[0]!.totalExpenses).toBe(paid(nextFee) - paid(fee));
    expect(paid(fee)).toBeGreaterThan(500); // the VAT left over in year 1, which the old rule counted as 0
  });

  it('a salary increase compounds on the rounded salary (Kuwait: rent and fees do not move)', () => {
    // KWD 1,000 a month: year 2 1,030; year 3 1,030 × 1.03 = 1,060.9 → 1,061. Expenses stay at year 1's.
    const input = offerInput({ location: { country: 'Kuwait', city: 'Kuwait City' }, financials: { grossSalary: 1_000 } });
    const years = projectContract(input, { years: 3, salaryIncreasePercent: 3 });
    expect(years.map((y) => y.packageAmount)).toEqual([1_000, 1_030, 1_061]);
    expect(years[2]?.changes).toEqual([
      message('contractYears.change.salary', { direction: 'rise', percent: 3, amount: money(1_061, 'Kuwait') }),
    ]);
    expect(new Set(years.map((y) => y.totalExpenses)).size).toBe(1);
  });

  it('Bahrain: the unemployment insurance moves with the salary increase', () => {
    // A package of BHD 2,000 + 300: 1% is 23. Year 2 (+3%): 2,060 + 300 = 2,360, 1% is 23.6 → 24.
    const input = offerInput({
      location: { country: 'Bahrain', city: 'Manama' },
      benefits: { housingAllowance: 300 },
      financials: { grossSalary: 2_000 },
    });
    const [first, second] = projectContract(input, { years: 2, rentIncreasePercent: 0, salaryIncreasePercent: 3 });
    expect(second!.totalExpenses - first!.totalExpenses).toBe(1);
  });

  it('UAE: a raise that takes the basic salary above AED 16,000 moves the job-loss premium to the upper band', () => {
    // Gross 26,500, basic 60% = 15,900: AED 5. Year 2 (+3%): 27,295, basic 16,377: AED 11, so 6 more.
    const input = offerInput({ financials: { grossSalary: 26_500 } });
    const [first, second] = projectContract(input, { years: 2, rentIncreasePercent: 0, salaryIncreasePercent: 3 });
    expect(second!.totalExpenses - first!.totalExpenses).toBe(6);
  });

  it('Bahrain: a typed package sets the insured wage of every year', () => {
    // Typed BHD 3,000: 1% is 30 rather than 23 on the 2,300 entered; year 2 (+3% of 2,000 = 60) 3,060 → 30.6 → 31.
    const input = offerInput({
      location: { country: 'Bahrain', city: 'Manama' },
      benefits: { housingAllowance: 300 },
      financials: { grossSalary: 2_000 },
    });
    const options = { years: 2, rentIncreasePercent: 0, salaryIncreasePercent: 3 };
    const [entered] = projectContract(input, options);
    const [typed, typedSecond] = projectContract(input, { ...options, evaluation: { packageOverride: 3_000 } });
    expect(typed!.totalExpenses - entered!.totalExpenses).toBe(7);
    expect(typedSecond!.totalExpenses - typed!.totalExpenses).toBe(1);
    expect(typedSecond!.packageAmount).toBe(3_060);
  });

  it('employer housing: the rent never moves', () => {
    const input = offerInput({ benefits: { housing: 'provided' } });
    expect(projectContract(input, { years: 4 }).flatMap((y) => y.changes)).toEqual([]);
  });

  it('rejects a number of years outside 1-10', () => {
    expect(() => projectContract(offerInput(), { years: 0 })).toThrow(RangeError);
    expect(() => projectContract(offerInput(), { years: 11 })).toThrow(RangeError);
    expect(() => projectContract(offerInput(), { years: 2.5 })).toThrow(RangeError);
  });

  it('a child without a curriculum moves up a stage on the same typical fee', () => {
    // Qatar raises fees only in even years, so year 3's only change is the KG child starting Grade 1;
    // without a curriculum both stages have the one typical fee, so costs stay at year 2's.
    const input = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [{ age: 'kg', curriculum: null }] },
      benefits: { housing: 'provided' },
    });
    const years = projectContract(input, { years: 3 });
    expect(years[2]?.changes).toEqual([sameFee(1, 'grade1to5')]);
    expect(years[2]?.totalExpenses).toBe(years[1]?.totalExpenses);
    // In Dubai the year-3 fee rise still shows, beside the move, and is what the costs rise by.
    const dubai = offerInput({ household: { adults: 2, children: [{ age: 'kg', curriculum: null }] }, benefits: { housing: 'provided' } });
    const [, second, third] = projectContract(dubai, { years: 3 });
    expect(third?.changes).toEqual([sameFee(1, 'grade1to5'), feesRise(2.35)]);
    expect(third!.totalExpenses).toBeGreaterThan(second!.totalExpenses);
  });

  it('a verdict that improves is said, with what eased it, when no year is worse', () => {
    // Manama, a Grade 9-12 child: years 1-4 Not Viable as the fees rise; in year 5 the child finishes
    // school and the year is Managing. "Holds for all 5 years" would contradict the table.
    const input = offerInput({
      location: { country: 'Bahrain', city: 'Manama' },
      household: { adults: 2, children: [{ age: 'grade9-12', curriculum: 'american' }] },
      benefits: { housingAllowance: 400 },
      financials: { grossSalary: 1_800 },
    });
    const years = projectContract(input, { years: 5 });
    expect(years.map((year) => year.verdict.state)).toEqual(['not-viable', 'not-viable', 'not-viable', 'not-viable', 'managing']);
    const finishes = message('contractYears.clause.finishesSchool', { position: 1 });
    expect(years[4]?.easing).toEqual(finishes);
    expect(firstVerdictChange(years)).toMatchObject({
      year: 5,
      direction: 'better',
      sentence: {
        messageId: 'contractYears.verdictChange.betterBecause',
        values: { year: 5, verdict: verdictLabel('managing'), cause: { ...finishes, values: { position: 1, form: 'start' } } },
      },
    });
    // A worse year comes first even where a later one recovers: it is the one to plan for.
    const at = (year: number, savingsRate: number): ContractYear => ({
      ...(years[0] as ContractYear),
      year,
      savingsRate,
      verdict: verdictFor(savingsRate),
      cause: rentRises(5, 80_000),
      easing: message('contractYears.clause.salary', { direction: 'rise', amount: money(20_000, 'UAE') }),
    });
    expect(firstVerdictChange([at(1, 15), at(2, 5), at(3, 25)])).toMatchObject({ year: 2, direction: 'worse' });
    expect(firstVerdictChange([at(1, 15), at(2, 25), at(3, 5)])).toMatchObject({ year: 3, direction: 'worse' });
    expect(firstVerdictChange([at(1, 15), at(2, 25)])?.sentence).toEqual({
      messageId: 'contractYears.verdictChange.betterBecause',
      values: {
        year: 2,
        verdict: verdictLabel('comfortable'),
        cause: message('contractYears.clause.salary', { direction: 'rise', amount: money(20_000, 'UAE'), form: 'start' }),
      },
    });
  });

  it('no worse year when the verdict holds', () => {
    const input = offerInput({ financials: { grossSalary: 200_000 } });
    expect(firstVerdictChange(projectContract(input, { years: 5 }))).toBeUndefined();
  });
});

const offer = offerArbitrary({ maxChildren: 4, maxContractYears: maxProjectionYears });
const options = fc.record({
  years: fc.integer({ min: 1, max: maxProjectionYears }),
  salaryIncreasePercent: fc.option(fc.integer({ min: -10, max: 20 }), { nil: undefined }),
  rentIncreasePercent: fc.option(fc.integer({ min: -10, max: 25 }), { nil: undefined }),
});

describe('projectContract invariants', () => {
  it('year 1 equals evaluateOffer', () => {
    fc.assert(
      fc.property(offer, options, (input, opts) => {
        const [first] = projectContract(input, opts);
        const today = evaluateOffer(input);
        expect(first).toMatchObject({
          year: 1,
          packageAmount: today.packageAmount,
          totalExpenses: today.totalExpenses,
          surplus: today.surplus,
          savingsRate: today.savingsRate,
          verdict: today.verdict,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('year 1 equals the results screen: edited categories, optional costs and a typed package', () => {
    fc.assert(
      fc.property(
        offer,
        options,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
        (input, opts, housing, extra, packageOverride) => {
          const expenses = estimateExpenses(input, undefined, packageOverride).map((c) =>
            c.category === 'Housing' ? { ...c, amount: housing } : c,
          );
          const evaluation = { expenses, optionalCosts: [{ amount: extra }], packageOverride };
          const years = projectContract(input, { ...opts, evaluation });
          const today = evaluateOffer(input, evaluation);
          expect(years[0]).toMatchObject({
            packageAmount: today.packageAmount,
            totalExpenses: today.totalExpenses,
            surplus: today.surplus,
          });
          // Later years move from the screen's figures by the model's changes only (the typed package
          // is one of its inputs: Bahrain's 1% follows it).
          const plain = projectContract(input, { ...opts, evaluation: { packageOverride } });
          years.forEach((entry, i) => {
            const base = plain[i];
            if (!base || !plain[0]) return;
            expect(entry.totalExpenses - today.totalExpenses).toBe(base.totalExpenses - plain[0].totalExpenses);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('has one entry per year, and cumulative savings are the sum of the yearly surpluses × 12', () => {
    fc.assert(
      fc.property(offer, options, (input, opts) => {
        const years = projectContract(input, opts);
        expect(years).toHaveLength(opts.years);
        let sum = 0;
        years.forEach((entry, i) => {
          expect(entry.year).toBe(i + 1);
          sum += entry.surplus * 12;
          expect(entry.cumulativeSavings).toBe(sum);
          expect(entry.surplus).toBe(entry.packageAmount - entry.totalExpenses - input.financials.existingDebts);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('accrues a gratuity that never falls while pay does not fall', () => {
    fc.assert(
      fc.property(offer, fc.integer({ min: 1, max: maxProjectionYears }), (input, years) => {
        const accrued = projectContract(input, { years }).map((y) => y.gratuityAccrued);
        for (let i = 1; i < accrued.length; i++) expect(accrued[i]).toBeGreaterThanOrEqual(accrued[i - 1] ?? 0);
      }),
      { numRuns: 200 },
    );
  });
});
