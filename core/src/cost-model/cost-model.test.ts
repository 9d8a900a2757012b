import { describe, expect, it } from 'vitest';
import { estimateExpenses, withPercentages } from './cost-model.ts';
import { housingUnitFor, monthlySchoolFeeAed, utilitiesFor, type ExpenseCategory, type ExpenseSubItem } from './cost-constants.ts';
import type { CostFigures } from '../places/index.ts';
import { offerInput } from '../test-support/index.ts';
import { countryName } from '../countries/index.ts';
import { money } from '../language/index.ts';

const byName = (categories: ExpenseCategory[]) => Object.fromEntries(categories.map((c) => [c.category, c]));
/** Items as key and amount: their sources are tested in figure-sources.test.ts and line-sources.test.ts, their names in expense-labels.test.ts. */
const plain = (items: readonly ExpenseSubItem[] | undefined) => items?.map(({ key, amount }) => ({ key, amount }));
/** The message each item is named by (a rule's line is named by the rule). */
const labelIds = (items: readonly ExpenseSubItem[] | undefined) => items?.map(({ label }) => label.messageId);

describe('housing unit by household size', () => {
  it.each([
    [1, 'Studio', 0.8],
    [2, '1BR', 1.0],
    [3, '2BR', 1.5],
    [4, '2BR', 1.5],
    [5, '3BR', 2.0],
    [8, '3BR', 2.0],
  ])('%i people rent a %s at %f x the 1BR rent', (size, unit, factor) => {
    expect(housingUnitFor(size)).toEqual({ unit, factor });
  });
});

describe('utilities scaling', () => {
  it.each([
    [1, 700],
    [2, 700],
    [3, 910],
    [4, 1_120],
    [6, 1_540],
  ])('%i people pay %i on a base of 700', (size, expected) => {
    expect(utilitiesFor(700, size)).toBeCloseTo(expected, 6);
  });
});

describe('school fee per child (AED a month)', () => {
  it.each([
    [{ age: 'grade1-5', curriculum: 'american' }, (45_000 + 65_000) / 2 / 12],
    [{ age: 'grade9-12', curriculum: 'ib' }, (60_000 + 90_000) / 2 / 12],
    [{ age: 'nursery', curriculum: 'ib' }, 625], // nursery always uses the Indian nursery midpoint
    [{ age: 'nursery' }, 625],
    [{ age: 'kg' }, 2_500], // no curriculum: the 30,000 a year fallback
  ] as const)('%o costs %f', (child, expected) => {
    expect(monthlySchoolFeeAed(child)).toBeCloseTo(expected, 6);
  });
});

describe('estimateExpenses in the UAE (AED, the spec formulas exactly)', () => {
  const marina: CostFigures = { rent1BR: 8_000, utilities: 700, transportCost: 2_400, groceriesMultiplier: 1.1 };

  it('prices a single person with basic cover and no car benefit', () => {
    const categories = estimateExpenses(offerInput(), marina);
    expect(categories.map((c) => c.category)).toEqual([
      'Housing',
      'Groceries & Food',
      'Transportation',
      'Healthcare',
      'Communications',
      'Personal & Entertainment',
      'Residence & Visas',
    ]);
    const c = byName(categories);
    // Dubai's housing fee is 5% of the annual rent, billed monthly: 5% of 6,400 = 320.
    expect(c.Housing).toMatchObject({ amount: 7_420, min: 5_194, max: 10_388 });
    expect(plain(c.Housing?.subItems)).toEqual([
      { key: 'rent', amount: 6_400 },
      { key: 'utilities', amount: 700 },
      { key: 'housing-fee', amount: 320 },
    ]);
    expect(c['Groceries & Food']).toMatchObject({ amount: 1_325, min: 928, max: 2_120 });
    expect(plain(c.Transportation?.subItems)).toEqual([
      { key: 'car-lease', amount: 1_560 },
      { key: 'fuel', amount: 600 },
      { key: 'parking', amount: 240 },
    ]);
    expect(labelIds(c.Housing?.subItems)?.slice(0, 2)).toEqual(['costModel.line.rentStudio', 'costModel.line.utilities']);
    expect(labelIds(c.Transportation?.subItems)).toEqual([
      'costModel.line.carLease',
      'costModel.line.fuel.petrolPremium95',
      'costModel.line.parking.salik',
    ]);
    expect(c.Transportation).toMatchObject({ amount: 2_400, min: 1_440, max: 3_600 });
    expect(c.Healthcare).toMatchObject({ amount: 0, min: 0, max: 0 });
    expect(c.Communications).toMatchObject({ amount: 450, min: 315, max: 675 });
    expect(c['Personal & Entertainment']).toMatchObject({ amount: 1_900, min: 1_520, max: 2_470 });
    expect(c['Personal & Entertainment']?.subItems.map((s) => [s.key, s.label.messageId, s.amount])).toEqual([
      ['entertainment', 'costModel.line.entertainment', 800],
      ['clothing', 'costModel.line.clothing', 400],
      ['personalCare', 'costModel.line.personalCare', 300],
      ['laundry', 'costModel.line.laundry', 200],
      ['miscellaneous', 'costModel.line.miscellaneous', 200],
    ]);
    // The job-loss insurance premium on a basic of 60% × 20,000 = 12,000: AED 5 plus 5% VAT = 5.25 → 5.
    expect(plain(c['Residence & Visas']?.subItems)).toEqual([{ key: 'unemployment-insurance', amount: 5 }]);
    // 13,500 in all: 7,420 / 13,500 = 55.0%, 1,325 / 13,500 = 9.8%, and so on.
    expect(categories.map((x) => x.percentage)).toEqual([55, 9.8, 17.8, 0, 3.3, 14.1, 0]);
  });

  it('prices a family of four with help, no cover, a car allowance and an education allowance', () => {
    const input = offerInput({
      household: {
        adults: 2,
        children: [
          { age: 'grade1-5', curriculum: 'british' },
          { age: 'nursery', curriculum: null },
        ],
        domesticHelp: true,
      },
      benefits: { healthcareType: 'none', carProvided: 'allowance', educationAllowance: 1_875 },
    });
    const figures: CostFigures = { rent1BR: 6_000, utilities: 800, transportCost: 2_000, groceriesMultiplier: 0.9 };
    const c = byName(estimateExpenses(input, figures));
    // 2BR 9,000 + utilities 1,280 + Dubai's housing fee (5% of 9,000 = 450).
    expect(c.Housing).toMatchObject({ amount: 9_000 + 1_280 + 450, min: 7_511, max: 15_022 });
    // British primary (40,000-62,000) → 4,250 a month; nursery 625; the allowance pays 1,875.
    expect(plain(c.Education?.subItems)).toEqual([
      { key: 'child-1', amount: 4_250 },
      { key: 'child-2', amount: 625 },
      { key: 'education-allowance', amount: -1_875 },
    ]);
    expect(c.Education).toMatchObject({ amount: 3_000, min: 2_100, max: 3_900 });
    expect(c['Groceries & Food']).toMatchObject({ amount: 2_700 + 800, min: 2_450, max: 5_600 });
    expect(plain(c.Transportation?.subItems)).toEqual([
      { key: 'fuel', amount: 500 },
      { key: 'parking', amount: 200 },
    ]);
    // No cover: 2 × 1,200 + 2 × 800, plus Dubai's minimum insurance for the 3 dependants the
    // sponsor must insure: 3 × AED 650 / 12 = 162.5 → 163.
    expect(c.Healthcare).toMatchObject({ amount: 2 * 1_200 + 2 * 800 + 163, min: 2_914, max: 6_245 });
    expect(c['Residence & Visas']?.subItems.length).toBeGreaterThan(0);
    expect(c['Domestic Help']).toMatchObject({ amount: 3_000, min: 2_500, max: 3_500 });
    expect(c.Communications).toMatchObject({ amount: 600, min: 420, max: 900 });
  });

  it('lets the education allowance cover fees only up to their total', () => {
    const input = offerInput({ household: { children: [{ age: 'kg', curriculum: 'indian' }] }, benefits: { educationAllowance: 50_000 } });
    const education = byName(estimateExpenses(input, marina)).Education;
    expect(education?.amount).toBe(0);
    expect(education?.subItems.at(-1)).toMatchObject({ key: 'education-allowance', amount: -1_042 });
  });

  it('splits transport by car provision', () => {
    const company = byName(estimateExpenses(offerInput({ benefits: { carProvided: 'company' } }), marina));
    expect(plain(company.Transportation?.subItems)).toEqual([{ key: 'fuel', amount: 600 }]);
  });

  // In Dubai the sponsor must insure dependants the cover leaves out: 2 × AED 650 / 12 = 108.3 → 108.
  it.each([
    ['premium', 0],
    ['family', 300],
    ['basic', 1_200 + 800 + 108], // a couple with a child: the employee is covered
    ['none', 2 * 1_200 + 800 + 108],
  ] as const)('healthcare %s for a couple with a child in Dubai costs %i', (healthcareType, expected) => {
    const input = offerInput({ household: { adults: 2, children: [{ age: 'kg', curriculum: 'arabic' }] }, benefits: { healthcareType } });
    expect(byName(estimateExpenses(input, marina)).Healthcare?.amount).toBe(expected);
  });

  it('names the parking line after the city', () => {
    const abuDhabi = estimateExpenses(offerInput({ location: { city: 'Abu Dhabi' } }), marina);
    expect(byName(abuDhabi).Transportation?.subItems.at(-1)?.label).toEqual({ messageId: 'costModel.line.parking.darb' });
    const sharjah = estimateExpenses(offerInput({ location: { city: 'Sharjah' } }), marina);
    expect(byName(sharjah).Transportation?.subItems.at(-1)?.label).toEqual({ messageId: 'costModel.line.parking.parking' });
    const riyadh = estimateExpenses(offerInput({ location: { country: 'KSA', city: 'Riyadh' } }), marina);
    expect(labelIds(byName(riyadh).Transportation?.subItems)).toEqual([
      'costModel.line.carLease',
      'costModel.line.fuel.fuel9591',
      'costModel.line.parking.maintenance',
    ]);
  });

  it('leaves Education out without children and Domestic Help out unless chosen', () => {
    const names = estimateExpenses(offerInput(), marina).map((c) => c.category);
    expect(names).not.toContain('Education');
    expect(names).not.toContain('Domestic Help');
  });
});

describe('estimateExpenses in Saudi Arabia: VAT on the whole tuition, which the allowance pays like the fees', () => {
  const riyadhChild = (educationAllowance: number) =>
    byName(
      estimateExpenses(
        offerInput({
          location: { country: 'KSA', city: 'Riyadh', district: 'Al Olaya' },
          household: { children: [{ age: 'grade1-5', curriculum: 'american' }] },
          benefits: { educationAllowance },
        }),
      ),
    ).Education;

  it('charges 15% on the fee whatever the allowance, and takes the allowance off fee and VAT together', () => {
    const none = riyadhChild(0);
    const fee = none?.subItems[0]?.amount ?? 0;
    expect(fee).toBeGreaterThan(4_000);
    const vat = Math.round(fee * 0.15);
    expect(plain(none?.subItems)).toEqual([
      { key: 'child-1', amount: fee },
      { key: 'school-fee-vat', amount: vat },
    ]);
    // A cash allowance of 2,000 leaves the VAT on the whole fee to the household (it was 15% of fee - 2,000).
    const part = riyadhChild(2_000);
    expect(plain(part?.subItems)).toEqual([
      { key: 'child-1', amount: fee },
      { key: 'school-fee-vat', amount: vat },
      { key: 'education-allowance', amount: -2_000 },
    ]);
    expect(part?.amount).toBe(fee + vat - 2_000);
    // An allowance that pays the whole invoice covers the VAT too, and no more.
    const all = riyadhChild(50_000);
    expect(all?.subItems.at(-1)).toMatchObject({ key: 'education-allowance', amount: -(fee + vat) });
    expect(all?.amount).toBe(0);
  });
});

describe('estimateExpenses in Kuwait (KWD: AED constants converted at the pegs)', () => {
  it('prices a couple with family cover and a company car', () => {
    const input = offerInput({
      location: { country: 'Kuwait', city: 'Salmiya' },
      household: { adults: 2 },
      benefits: { healthcareType: 'family', carProvided: 'company' },
    });
    const figures: CostFigures = { rent1BR: 320, utilities: 30, transportCost: 120, groceriesMultiplier: 0.85 };
    const c = byName(estimateExpenses(input, figures));
    // 1 AED = 0.307 / 3.6725 KWD = 0.083594…
    expect(c.Housing).toMatchObject({ amount: 350, min: 245, max: 490 });
    expect(c['Groceries & Food']?.subItems.map((s) => s.amount)).toEqual([107, 50]); // 1,275 and 600 AED
    expect(c['Groceries & Food']).toMatchObject({ amount: 157, min: 110, max: 251 });
    expect(c.Transportation).toMatchObject({ amount: 30, min: 18, max: 45 });
    // Family cover: co-pays AED 300 → KWD 25, plus Kuwait's government health-insurance fee for the
    // spouse, KD 100 a year since 23 December 2025 (a fee on the residence permit, not cover): 100 / 12 = 8.33 → 8.
    // Range 70% to 150%: 23.1 → 23 and 49.5 → 50.
    expect(c.Healthcare).toMatchObject({ amount: 33, min: 23, max: 50 });
    expect(c.Communications?.subItems.map((s) => s.amount)).toEqual([25, 25]);
    expect(c['Personal & Entertainment']?.subItems.map((s) => s.amount)).toEqual([67, 33, 25, 17, 17]);
    expect(c['Personal & Entertainment']?.amount).toBe(159);
  });

  it('uses the Kuwaiti domestic help midpoint and range as they are', () => {
    const input = offerInput({ location: { country: 'Kuwait', city: 'Salmiya' }, household: { domesticHelp: true } });
    const help = byName(estimateExpenses(input, { rent1BR: 300, utilities: 30, transportCost: 120, groceriesMultiplier: 1 }))[
      'Domestic Help'
    ];
    expect(help).toMatchObject({ amount: 100, min: 80, max: 120 });
  });
});

describe('Travel: the yearly trips home the employer does not pay for (ADR 0004)', () => {
  const figures: CostFigures = { rent1BR: 6_000, utilities: 700, transportCost: 2_400, groceriesMultiplier: 1 };
  const twoChildren = [{ age: 'kg' }, { age: 'grade1-5', curriculum: 'indian' }] as const;
  const travel = (input: ReturnType<typeof offerInput>) => byName(estimateExpenses(input, figures)).Travel;

  it('prices a UAE family of four with one ticket: 3 × AED 2,500 / 12 = AED 625 a month', () => {
    const c = travel(offerInput({ household: { adults: 2, children: [...twoChildren] }, benefits: { annualFlights: '1' } }));
    // Range 80%-130% (decision 5's rule for categories the spec gives none): 500 and 812.5 → 813.
    expect(c).toMatchObject({ amount: 625, min: 500, max: 813 });
    expect(c?.subItems.map(({ key, label, amount }) => ({ key, label, amount }))).toEqual([
      {
        key: 'trips-home',
        label: {
          messageId: 'costModel.line.tripsHome',
          values: { trips: 3, fare: money(2_500, 'UAE'), note: { messageId: 'costModel.fareNote.UAE' } },
        },
        amount: 625,
      },
      { key: 'flights-paid', label: { messageId: 'costModel.line.flightsPaid', values: { covered: 1, size: 4 } }, amount: 0 },
    ]);
  });

  it('prices a Kuwaiti couple with no flights at the converted fare: 2 × KWD 209 / 12 = KWD 35', () => {
    // KWD 209 = AED 2,500 × 0.307 / 3.6725 (208.99), an assumption the line states.
    const c = travel(
      offerInput({ location: { country: 'Kuwait', city: 'Salmiya' }, household: { adults: 2 }, benefits: { annualFlights: '0' } }),
    );
    expect(c).toMatchObject({ amount: 35, min: 28, max: 46 });
    expect(c?.subItems.map(({ key, label, amount }) => ({ key, label, amount }))).toEqual([
      {
        key: 'trips-home',
        label: {
          messageId: 'costModel.line.tripsHome',
          values: {
            trips: 2,
            fare: money(209, 'Kuwait'),
            note: { messageId: 'costModel.fareNote.assumed', values: { country: countryName('Kuwait') } },
          },
        },
        amount: 35,
      },
    ]);
  });

  it.each([
    ['a single person, employee ticket', 1, 0, '1', undefined],
    ['a single person, no flights', 1, 0, '0', 208], // 2,500 / 12 = 208.33
    ['a couple, two tickets', 2, 0, '2', undefined],
    ['a couple with a child, two tickets', 2, 1, '2', 208],
    ['a couple, employee ticket', 2, 0, '1', 208],
    ['a family of four, no flights', 2, 2, '0', 833], // 10,000 / 12 = 833.33
    ['a family of four, two tickets', 2, 2, '2', 417], // 5,000 / 12 = 416.67
    ['a family of four, full family', 2, 2, 'family', undefined],
    ['four adults and three children, full family', 4, 3, 'family', undefined],
    ['four adults and three children, employee ticket', 4, 3, '1', 1_250], // 6 × 2,500 / 12
  ] as const)('%s: Travel %s', (_name, adults, childCount, annualFlights, expected) => {
    const children = Array.from({ length: childCount }, () => ({ age: 'kg' as const }));
    expect(travel(offerInput({ household: { adults, children }, benefits: { annualFlights } }))?.amount).toBe(expected);
  });

  it('leaves Travel out when the employer flies everyone, and lists it after the spending categories otherwise', () => {
    const family = offerInput({ household: { adults: 2, children: [...twoChildren] }, benefits: { annualFlights: 'family' } });
    expect(estimateExpenses(family, figures).map((c) => c.category)).not.toContain('Travel');
    const none = offerInput({ household: { adults: 2, children: [...twoChildren] }, benefits: { annualFlights: '0' } });
    // Only the dependants' residence fees come after it.
    expect(
      estimateExpenses(none, figures)
        .map((c) => c.category)
        .slice(-2),
    ).toEqual(['Travel', 'Residence & Visas']);
  });

  it('is counted in the total like any other category', () => {
    const withTravel = estimateExpenses(offerInput({ household: { adults: 2 }, benefits: { annualFlights: '0' } }), figures);
    const without = estimateExpenses(offerInput({ household: { adults: 2 }, benefits: { annualFlights: 'family' } }), figures);
    const sum = (categories: ExpenseCategory[]) => categories.reduce((total, c) => total + c.amount, 0);
    expect(sum(withTravel) - sum(without)).toBe(417); // 2 × 2,500 / 12
  });
});

describe('withPercentages', () => {
  it('recomputes shares after an edit', () => {
    const edited = withPercentages([
      { category: 'Housing' as const, amount: 3_000, min: 0, max: 0, subItems: [] },
      { category: 'Communications' as const, amount: 1_000, min: 0, max: 0, subItems: [] },
    ]);
    expect(edited.map((c) => c.percentage)).toEqual([75, 25]);
  });

  it('gives 0% everywhere when everything is 0', () => {
    expect(withPercentages([{ category: 'Housing' as const, amount: 0, min: 0, max: 0, subItems: [] }])[0]?.percentage).toBe(0);
  });
});
