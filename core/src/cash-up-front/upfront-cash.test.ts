import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import type { ChildInput } from '../household/index.ts';
import { offerArbitrary, offerInput } from '../test-support/index.ts';
import { factByKey } from '../facts/index.ts';
import { formatMoney } from '../money/index.ts';
import { upfrontCash, upfrontCoverage, type UaeCheques, type UpfrontCash } from './upfront-cash.ts';
import { uaeDependantFees } from './move-costs.ts';

const amounts = (cash: UpfrontCash) => Object.fromEntries(cash.lines.map((line) => [line.key, line.amount]));

describe('upfrontCash: worked by hand', () => {
  it('a Dubai family renting with four cheques', () => {
    // Dubai, JVC (1BR AED 6,333 a month). 2 adults + 2 children = 4 people: a 2BR at 1.5 × 6,333 =
    // 9,499.5, rounded 9,500 a month, AED 114,000 a year.
    //   first cheque 114,000 / 4 = 28,500; deposit 5% = 5,700; agency 5% = 5,700; Ejari 220;
    //   DEWA 2,000 + 130 = 2,130; furniture (2BR) 22,000.                              = 64,250
    // Child 1, British Primary: (40,000 + 62,000) / 2 = 51,000 a year (4,250 a month).
    //   application 500; deposit 10% = 5,100; first term 40% = 20,400 − 5,100 = 15,300;
    //   uniforms and books 1,500.                                                      = 22,400
    // Child 2, Indian KG: (8,000 + 17,000) / 2 / 12 = 1,041.67, rounded 1,042 a month, 12,504 a year.
    //   application 500; deposit 1,250.4 → 1,250; first term 5,001.6 → 5,002 − 1,250 = 3,752;
    //   uniforms and books 1,500.                                                      =  7,002
    // Car (none provided): JVC transport 2,880 × 0.65 = 1,872 a month, × 2 = 3,744.
    // Flights: employer flies 1 of 4, so 3 × AED 2,500 = 7,500.
    // Visas: the sponsor file 269 once; each dependant entry permit 500, permit 350, Emirates ID 270,
    // adults' medical 320: spouse 1,440; 2 children × 1,120 = 2,240: 3,949.
    // Total 64,250 + 22,400 + 7,002 + 3,744 + 7,500 + 3,949 = 108,845.
    // Package 40,000 + 10,000 = 50,000 a month: 108,845 / (50,000 × 12 / 52) = 9.43 → 9.4 weeks.
    const cash = upfrontCash(
      offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
        household: {
          adults: 2,
          children: [
            { age: 'grade1-5', curriculum: 'british' },
            { age: 'kg', curriculum: 'indian' },
          ],
        },
        benefits: { housingAllowance: 10_000, carProvided: 'none', annualFlights: '1' },
        financials: { grossSalary: 40_000 },
      }),
      { uaeCheques: 4 },
    );
    expect(amounts(cash)).toEqual({
      'rent-first': 28_500,
      'rent-deposit': 5_700,
      'rent-agency': 5_700,
      'rent-registration': 220,
      utilities: 2_130,
      furniture: 22_000,
      'child-1-registration': 500,
      'child-1-deposit': 5_100,
      'child-1-first-term': 15_300,
      'child-1-uniforms': 1_500,
      'child-2-registration': 500,
      'child-2-deposit': 1_250,
      'child-2-first-term': 3_752,
      'child-2-uniforms': 1_500,
      car: 3_744,
      flights: 7_500,
      visas: 3_949,
    });
    expect(cash).toMatchObject({ total: 108_845, relocationAllowance: 0, net: 108_845, weeksOfPackage: 9.4 });
    // The names are messages with their figures: "First rent cheque (2BR): 1 of 4", "Child 2: first term’s fees, AED 5,002 less the AED 1,250 deposit".
    const named = (key: string) => cash.lines.find((line) => line.key === key)?.name;
    expect(named('rent-first')).toEqual({
      messageId: 'cashUpFront.line.rentCheque',
      values: { home: { messageId: 'cashUpFront.home.2BR' }, cheques: 4 },
    });
    expect(named('child-2-first-term')).toEqual({
      messageId: 'cashUpFront.line.child',
      values: {
        position: 2,
        item: {
          messageId: 'cashUpFront.school.firstTermLessDeposit',
          values: { term: { money: 5_002, country: 'UAE' }, deposit: { money: 1_250, country: 'UAE' } },
        },
      },
    });
    expect(named('flights')).toEqual({ messageId: 'cashUpFront.line.flights', values: { count: 3 } });
  });

  it('a Riyadh family paying Ejar yearly', () => {
    // Riyadh, Al Olaya (1BR SAR 4,250). 2 adults + 1 child = 3 people: a 2BR at 6,375 a month,
    // SAR 76,500 a year.
    //   the year through Ejar 76,500; deposit 1 month 6,375; broker 2.5% = 1,912.5 → 1,913;
    //   Ejar fee 125; SEC deposit 500.                                                  = 85,413
    //   furniture AED 22,000 × 3.75 / 3.6725 = 22,464.3 → 22,464.
    // Child, American Middle School: (52,000 + 75,000) / 2 / 12 = AED 5,291.67 a month
    //   × 1.021103 = SAR 5,403.3 → 5,403, so 64,836 a year.
    //   admission levy 1,500; first term 64,836 / 3 = 21,612 + 15% VAT = 24,853.8 → 24,854;
    //   uniforms and books AED 1,500 → SAR 1,531.7 → 1,532.                            = 27,886
    // Company car: no car line. Employer flies the family: no flights.
    // Levy in advance: 2 dependants × 3 × SAR 400 = 2,400.
    // Total 85,413 + 22,464 + 27,886 + 2,400 = 138,163.
    // Package SAR 30,000: 138,163 / (30,000 × 12 / 52) = 19.96 → 20.0 weeks.
    const cash = upfrontCash(
      offerInput({
        location: { country: 'KSA', city: 'Riyadh', district: 'Al Olaya' },
        household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
        benefits: { carProvided: 'company', annualFlights: 'family' },
        financials: { grossSalary: 30_000 },
      }),
      { ksaRentPeriod: 'yearly' },
    );
    expect(amounts(cash)).toEqual({
      'rent-first': 76_500,
      'rent-deposit': 6_375,
      'rent-agency': 1_913,
      'rent-registration': 125,
      utilities: 500,
      furniture: 22_464,
      'child-1-registration': 1_500,
      'child-1-first-term': 24_854,
      'child-1-uniforms': 1_532,
      visas: 2_400,
    });
    expect(cash).toMatchObject({ total: 138_163, net: 138_163, weeksOfPackage: 20 });
  });

  it('a nursery child has registration and a first term, but no uniforms and books (a school-age cost)', () => {
    const keys = (age: ChildInput['age']) =>
      upfrontCash(offerInput({ location: { country: 'UAE', city: 'Sharjah' }, household: { adults: 2, children: [{ age }] } })).lines.map(
        (line) => line.key,
      );
    expect(keys('nursery')).toEqual(expect.arrayContaining(['child-1-registration', 'child-1-first-term']));
    expect(keys('nursery')).not.toContain('child-1-uniforms');
    expect(keys('kg')).toContain('child-1-uniforms');
  });

  it('Saudi rent paid half-yearly halves the first payment, and yearly is the default', () => {
    const input = offerInput({ location: { country: 'KSA', city: 'Riyadh', district: 'Al Olaya' }, household: { adults: 2 } });
    const first = (cash: UpfrontCash) => cash.lines[0]?.amount;
    // 2 people: a 1BR at SAR 4,250, SAR 51,000 a year.
    expect(first(upfrontCash(input))).toBe(51_000);
    expect(first(upfrontCash(input, { ksaRentPeriod: 'half-yearly' }))).toBe(25_500);
  });

  it('a Kuwait family paying monthly', () => {
    // Kuwait City, Sharq (1BR KWD 320). 2 adults + 2 children: a 2BR at 480 a month, 5,760 a year.
    //   first month 480; deposit 1 month 480; commission 1 month 480;
    //   MEW deposit AED 2,000 × 0.307 / 3.6725 = 167.2 → 167; furniture AED 22,000 → 1,839.1 → 1,839.
    // Each child, Indian Primary: (10,000 + 22,000) / 2 / 12 = AED 1,333.33 a month → KWD 111.5 → 111,
    //   so 1,332 a year. Application AED 500 → 41.8 → 42; seat reservation 200;
    //   first term 1,332 / 3 = 444 − 200 = 244; uniforms and books AED 1,500 → 125.4 → 125.  = 611 each
    // Car allowance: no car line. Employer flies 2 of 4: 2 × KWD 209 = 418.
    // Dependants since 23 December 2025: 3 × (entry visa 10 + residence 20 + health fee 100) = 390.
    // Total 1,440 + 167 + 1,839 + 1,222 + 418 + 390 = 5,476.
    // Package 1,500 + 300 = 1,800: 5,476 / (1,800 × 12 / 52) = 13.18 → 13.2 weeks.
    const child: ChildInput = { age: 'grade1-5', curriculum: 'indian' };
    const cash = upfrontCash(
      offerInput({
        location: { country: 'Kuwait', city: 'Kuwait City', district: 'Sharq' },
        household: { adults: 2, children: [child, child] },
        benefits: { housingAllowance: 300, carProvided: 'allowance', annualFlights: '2' },
        financials: { grossSalary: 1_500 },
      }),
    );
    expect(amounts(cash)).toEqual({
      'rent-first': 480,
      'rent-deposit': 480,
      'rent-agency': 480,
      utilities: 167,
      furniture: 1_839,
      'child-1-registration': 42,
      'child-1-deposit': 200,
      'child-1-first-term': 244,
      'child-1-uniforms': 125,
      'child-2-registration': 42,
      'child-2-deposit': 200,
      'child-2-first-term': 244,
      'child-2-uniforms': 125,
      flights: 418,
      visas: 390,
    });
    expect(cash).toMatchObject({ total: 5_476, net: 5_476, weeksOfPackage: 13.2 });
  });

  it('an Oman family: joining visas, adults’ medicals and two-year resident cards', () => {
    // Spouse 30 + 30 + 10 = 70; each child 30 + 10 = 40 (no medical assumed for children): 150.
    const cash = upfrontCash(
      offerInput({
        location: { country: 'Oman', city: 'Muscat' },
        household: {
          adults: 2,
          children: [
            { age: 'kg', curriculum: 'indian' },
            { age: 'grade1-5', curriculum: 'indian' },
          ],
        },
        financials: { grossSalary: 1_500 },
      }),
    );
    const visas = cash.lines.find((line) => line.key === 'visas');
    expect(visas).toMatchObject({
      name: { messageId: 'cashUpFront.line.visas', values: { fees: { messageId: 'cashUpFront.visas.name.Oman' }, count: 3 } },
      amount: 150,
    });
    expect(visas?.source?.assumption).toEqual({ messageId: 'cashUpFront.source.visas.OmanAssumption' });
  });

  it('a family with employer housing and a relocation allowance', () => {
    // Dubai, JVC, home provided: no rent, deposit, agency, Ejari, DEWA or furniture lines.
    // Child, British FS2: (33,000 + 56,000) / 2 / 12 = 3,708.33 → 3,708 a month, 44,496 a year.
    //   application 500; deposit 4,449.6 → 4,450; first term 17,798.4 → 17,798 − 4,450 = 13,348;
    //   uniforms and books 1,500.                                                      = 19,798
    // Car: 1,872 × 2 = 3,744. Employer flies 1 of 3: 2 × 2,500 = 5,000. Visas: 269 + 1,440 + 1,120 = 2,829.
    // Total 19,798 + 3,744 + 5,000 + 2,829 = 31,371; less the AED 10,000 allowance: 21,371.
    // Package: the gross 30,000 (no housing allowance with a home provided):
    // 21,371 / (30,000 × 12 / 52) = 3.09 → 3.1 weeks.
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
      household: { adults: 2, children: [{ age: 'kg', curriculum: 'british' }] },
      benefits: { housing: 'provided', housingAllowance: 8_000, carProvided: 'none', annualFlights: '1' },
      financials: { grossSalary: 30_000 },
    });
    const cash = upfrontCash(input, { relocationAllowance: 10_000 });
    expect(amounts(cash)).toEqual({
      'child-1-registration': 500,
      'child-1-deposit': 4_450,
      'child-1-first-term': 13_348,
      'child-1-uniforms': 1_500,
      car: 3_744,
      flights: 5_000,
      visas: 2_829,
    });
    expect(cash).toMatchObject({ total: 31_371, relocationAllowance: 10_000, net: 21_371, weeksOfPackage: 3.1 });
    // An allowance above the total leaves nothing to find, never a negative amount.
    expect(upfrontCash(input, { relocationAllowance: 50_000 })).toMatchObject({ total: 31_371, net: 0, weeksOfPackage: 0 });
  });

  it('the number of UAE cheques sets the first payment, four by default', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
      household: { adults: 2 },
    });
    // 2 people: a 1BR at AED 6,333 a month, 75,996 a year.
    const first = (cheques?: UaeCheques) => upfrontCash(input, cheques ? { uaeCheques: cheques } : {}).lines[0]?.amount;
    expect([first(1), first(2), first(4), first(6), first(12), first()]).toEqual([75_996, 37_998, 18_999, 12_666, 6_333, 18_999]);
  });

  it('every line carries a source, and an unconfirmed figure says what it assumes', () => {
    for (const country of countryCodes) {
      const cash = upfrontCash(
        offerInput({ location: { country, city: null }, household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'ib' }] } }),
      );
      for (const line of cash.lines) {
        expect(line.source, `${country}: ${line.key}`).toBeDefined();
        if (line.source && line.source.sources.length === 0) expect(line.source.assumption, `${country}: ${line.key}`).toBeTruthy();
      }
    }
  });
});

const offer = offerArbitrary();
const options = fc.record(
  {
    uaeCheques: fc.constantFrom<UaeCheques>(1, 2, 4, 6, 12),
    ksaRentPeriod: fc.constantFrom('half-yearly' as const, 'yearly' as const),
    relocationAllowance: fc.integer({ min: -1_000, max: 500_000 }),
  },
  { requiredKeys: [] },
);

describe('upfrontCash invariants', () => {
  it('no line is negative, the total is the sum of the lines, and net never exceeds the total', () => {
    fc.assert(
      fc.property(offer, options, (input, opts) => {
        const cash = upfrontCash(input, opts);
        for (const line of cash.lines) {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(line.amount)).toBe(true);
        }
        expect(cash.total).toBe(cash.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(cash.net).toBeLessThanOrEqual(cash.total);
        expect(cash.net).toBeGreaterThanOrEqual(0);
        expect(cash.relocationAllowance).toBeGreaterThanOrEqual(0);
        expect(cash.weeksOfPackage).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('employer housing removes every rent line', () => {
    fc.assert(
      fc.property(offer, (input) => {
        const provided = upfrontCash({ ...input, benefits: { ...input.benefits, housing: 'provided' } });
        const renting = upfrontCash({ ...input, benefits: { ...input.benefits, housing: 'none' } });
        // Renting adds the first payment, deposit, agency, (registration,) utilities and furniture in front.
        const added = renting.lines.length - provided.lines.length;
        expect([5, 6]).toContain(added);
        expect(renting.lines.slice(added)).toEqual(provided.lines);
        expect(provided.lines.some((line) => line.key.startsWith('rent-') || line.key === 'utilities' || line.key === 'furniture')).toBe(
          false,
        );
      }),
    );
  });
});

describe('upfrontCash: the user’s own figures', () => {
  const input = offerInput({
    location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
    household: { adults: 2, children: [{ age: 'kg', curriculum: 'british' }] },
    financials: { grossSalary: 30_000 },
  });

  it('an edit replaces one line, keeps the estimate beside it and moves the total', () => {
    const plain = upfrontCash(input);
    const furniture = plain.lines.find((line) => line.key === 'furniture');
    expect(furniture?.amount).toBe(22_000); // three people: a 2BR
    const edited = upfrontCash(input, { lineEdits: { furniture: 4_000, 'no-such-line': 99 } });
    const line = edited.lines.find((l) => l.key === 'furniture');
    expect(line).toMatchObject({ amount: 4_000, estimate: 22_000 });
    expect(edited.total).toBe(plain.total - 18_000);
    expect(edited.lines.filter((l) => l.estimate !== undefined)).toHaveLength(1);
  });

  it('keeps an edit on the first rent line when the number of cheques changes, by its key', () => {
    const two = upfrontCash(input, { uaeCheques: 2, lineEdits: { 'rent-first': 20_000 } });
    const twelve = upfrontCash(input, { uaeCheques: 12, lineEdits: { 'rent-first': 20_000 } });
    expect(two.lines[0]).toMatchObject({ key: 'rent-first', amount: 20_000 });
    expect(twelve.lines[0]).toMatchObject({ key: 'rent-first', amount: 20_000 });
  });

  it('counts weeks of a package typed on the results screen', () => {
    // A week of an AED 52,000 monthly package is 52,000 × 12 / 52 = 12,000.
    const cash = upfrontCash(input, { packageOverride: 52_000 });
    const net = cash.net;
    expect(cash.weeksOfPackage).toBe(Math.round((net / 12_000) * 10) / 10);
  });

  it('the first two months of surplus cover the cash, or say what savings must add', () => {
    expect(upfrontCoverage({ net: 30_000 }, 20_000)).toEqual({ firstTwoMonths: 40_000, covered: true, fromSavings: 0 });
    expect(upfrontCoverage({ net: 30_000 }, 9_000)).toEqual({ firstTwoMonths: 18_000, covered: false, fromSavings: 12_000 });
    // A deficit adds nothing: the whole amount comes from savings.
    expect(upfrontCoverage({ net: 30_000 }, -2_000)).toEqual({ firstTwoMonths: 0, covered: false, fromSavings: 30_000 });
    expect(upfrontCoverage({ net: 0 }, -2_000)).toEqual({ firstTwoMonths: 0, covered: true, fromSavings: 0 });
  });

  it('every line has its own key', () => {
    fc.assert(
      fc.property(offerArbitrary(), (offer) => {
        const keys = upfrontCash(offer).lines.map((line) => line.key);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('the UAE dependant fees', () => {
  it('are the amounts the page facts quote, so the cash up front and the articles agree', () => {
    const facts = {
      sponsorFile: 'uae.sponsor-file-fee',
      entryPermit: 'uae.dependant-entry-permit-fee',
      residencePermit: 'uae.residence-permit-fee',
      emiratesId: 'uae.emirates-id-fee',
      medicalTest: 'uae.medical-test-fee',
    } as const;
    for (const [fee, key] of Object.entries(facts) as [keyof typeof facts, string][])
      expect(factByKey(key).text.startsWith(formatMoney(uaeDependantFees[fee], 'UAE'))).toBe(true);
  });
});
