import { describe, expect, it } from 'vitest';
import { countryCodes, countryProfile } from '../countries/index.ts';
import { returnFareFor } from './return-fares.ts';
import { isMessage, type Message } from '../language/index.ts';
import { expenseCategories, type ExpenseCategory } from './cost-constants.ts';
import { estimateExpenses } from './cost-model.ts';
import { listCities } from '../places/index.ts';
import { expenseCategoryLabel, lineFigure } from './expense-labels.ts';
import {
  type AdultCount,
  ageBands,
  carOptions,
  curricula,
  flightOptions,
  healthcareTypes,
  ruleCostKeys,
  suggestedOptionalCosts,
} from '../household/index.ts';
import type { ChildInput, OfferInput } from '../household/index.ts';
import { offerInput } from '../test-support/index.ts';
import costModelWords from './locales/en.json' with { type: 'json' };
import householdWords from '../household/locales/en.json' with { type: 'json' };
import schoolWords from '../schools/locales/en.json' with { type: 'json' };
import countryWords from '../countries/locales/en.json' with { type: 'json' };
import countryRulesWords from '../country-rules/locales/en.json' with { type: 'json' };

/** The ids the lines may use: the cost model's, and the schools', countries', household's and country rules' they nest. */
const known = new Set([
  ...Object.keys(costModelWords),
  ...Object.keys(householdWords),
  ...Object.keys(schoolWords),
  ...Object.keys(countryWords),
  ...Object.keys(countryRulesWords),
]);

/** Every id a message names, its nested messages' too. */
function idsOf(message: Message): string[] {
  const nested = Object.values(message.values ?? {}).flatMap((value) => (isMessage(value) ? idsOf(value) : []));
  return [message.messageId, ...nested];
}

/** Every breakdown the cost model gives, over every country and city and each household and benefit choice. */
function allBreakdowns(): ExpenseCategory[][] {
  const breakdowns: ExpenseCategory[][] = [];
  const add = (input: OfferInput) => breakdowns.push(estimateExpenses(input));
  const everyone: Partial<Record<(typeof ruleCostKeys)[number], boolean>> = Object.fromEntries(ruleCostKeys.map((k) => [k, true]));
  const children: ChildInput[][] = [
    [],
    ...ageBands.flatMap((age) => [[{ age }], ...curricula.map((curriculum) => [{ age, curriculum }])]),
    [{ age: 'kg' }, { age: 'grade1-5', curriculum: 'british' }, { age: 'grade6-8', curriculum: 'ib' }, { age: 'nursery' }],
    Array.from({ length: 11 }, () => ({ age: 'grade1-5', curriculum: 'indian' }) as const),
  ];
  for (const country of countryCodes) {
    for (const city of [null, ...listCities(country)]) {
      for (const adults of [1, 2, 3, 4] as AdultCount[]) {
        for (const kids of [children[0], children[1], children.at(-2)] as ChildInput[][]) {
          for (const employerPays of [undefined, everyone]) {
            for (const healthcareType of healthcareTypes) {
              add(
                offerInput({
                  location: { country, city },
                  household: { adults, children: kids, domesticHelp: true },
                  benefits: { healthcareType, employerPays, educationAllowance: 500 },
                }),
              );
            }
          }
        }
      }
      for (const carProvided of carOptions)
        for (const annualFlights of flightOptions)
          for (const housing of ['allowance', 'provided', 'none'] as const)
            add(
              offerInput({
                location: { country, city },
                household: { adults: 2, children: children[1] ?? [] },
                benefits: { carProvided, annualFlights, housing },
              }),
            );
    }
    for (const kids of children)
      add(offerInput({ location: { country }, household: { adults: 2, children: kids }, benefits: { annualFlights: '0' } }));
  }
  return breakdowns;
}

describe('expense category labels', () => {
  it('names every category with a message of the catalogue', () => {
    for (const category of expenseCategories) expect(known.has(expenseCategoryLabel(category).messageId), category).toBe(true);
    expect(expenseCategoryLabel('Housing')).toEqual({ messageId: 'costModel.category.housing' });
    expect(expenseCategoryLabel('Groceries & Food')).toBe(expenseCategoryLabel('Groceries & Food'));
  });
});

describe('expense line labels', () => {
  const breakdowns = allBreakdowns();

  it('names every line the cost model gives with messages of the catalogues, and keys each line once in its category', () => {
    const unknown = new Set<string>();
    for (const breakdown of breakdowns)
      for (const category of breakdown) {
        const keys = category.subItems.map((item) => item.key);
        expect(new Set(keys).size, `${category.category}: ${keys.join(', ')}`).toBe(keys.length);
        for (const item of category.subItems) for (const id of idsOf(item.label)) if (!known.has(id)) unknown.add(id);
      }
    expect([...unknown]).toEqual([]);
  });

  it('makes each label once: the same line of two estimates is the same message', () => {
    const input = offerInput({ household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }, { age: 'kg' }] } });
    const [first, second] = [estimateExpenses(input), estimateExpenses(input)];
    for (const [i, category] of first.entries())
      for (const [j, item] of category.subItems.entries()) expect(second[i]?.subItems[j]?.label, item.key).toBe(item.label);
  });

  it('names the school-fee lines by position, level and curriculum', () => {
    const input = offerInput({
      household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5', curriculum: 'british' }, { age: 'nursery' }] },
    });
    const education = estimateExpenses(input).find((category) => category.category === 'Education');
    expect(education?.subItems.map((item) => [item.key, item.label])).toEqual([
      [
        'child-1',
        {
          messageId: 'costModel.line.child',
          values: {
            position: 1,
            stage: { messageId: 'costModel.child.noCurriculum', values: { band: { messageId: 'costModel.ageBand.kg' } } },
          },
        },
      ],
      [
        'child-2',
        {
          messageId: 'costModel.line.child',
          values: {
            position: 2,
            stage: {
              messageId: 'costModel.child.level',
              values: {
                level: { messageId: 'schools.level.british.grade1to5' },
                curriculum: { messageId: 'costModel.curriculum.british' },
              },
            },
          },
        },
      ],
      ['child-3', { messageId: 'costModel.line.child', values: { position: 3, stage: { messageId: 'costModel.ageBand.nursery' } } }],
    ]);
  });

  it('wraps a rule cost the employer pays, and names the figure of a line with its category', () => {
    const input = offerInput({
      location: { country: 'KSA', city: 'Riyadh' },
      household: { adults: 2, children: [{ age: 'kg' }] },
      benefits: { employerPays: { 'dependant-levy': true } },
    });
    const residence = estimateExpenses(input).find((category) => category.category === 'Residence & Visas');
    const levy = residence?.subItems.find((item) => item.key === 'dependant-levy');
    expect(levy?.label.messageId).toBe('costModel.line.employerPays');
    expect(levy && lineFigure('Residence & Visas', levy)).toEqual({
      messageId: 'costModel.line.figure',
      values: { category: expenseCategoryLabel('Residence & Visas'), line: levy?.label },
    });
  });

  it('says beside the Travel line what the fare data notes (return-fares.json)', () => {
    const words: Readonly<Record<string, string>> = costModelWords;
    for (const country of countryCodes) {
      const { note, assumption } = returnFareFor(country);
      const english = assumption
        ? words['costModel.fareNote.assumed']?.replace('{country}', countryProfile(country).name)
        : words[`costModel.fareNote.${country}`];
      expect(english, country).toBe(note);
    }
  });

  it('names the suggested optional costs with messages of the catalogue', () => {
    for (const { label } of suggestedOptionalCosts('UAE')) expect(known.has(label.messageId), label.messageId).toBe(true);
  });
});
