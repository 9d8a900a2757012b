import { describe, expect, it } from 'vitest';
import { canLeaveStep, initialState, shownAmount, type CalculatorAction, type CalculatorState } from './calculator-state.ts';
import { calculatorReducer } from './calculator-reducer.ts';
import { percentLimitExceeded, percentOf } from './typed-percent.ts';

const run = (...actions: CalculatorAction[]) => actions.reduce(calculatorReducer, initialState);
const after = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(calculatorReducer, state);

/** Started, in Dubai, with a salary, on the results step and with one expense edit. */
const onResults = run(
  { type: 'start' },
  { type: 'set-country', country: 'UAE' },
  { type: 'set-city', city: 'Dubai' },
  { type: 'next' },
  { type: 'next' },
  { type: 'next' },
  { type: 'set-amount', field: 'grossSalary', value: '20000' },
  { type: 'next' },
  { type: 'edit-expense', category: 'Housing', amount: { amount: 9_000, period: 'monthly' } },
);

describe('step rules', () => {
  it('starts on step 1 and cannot leave it without a country', () => {
    const started = run({ type: 'start' });
    expect(started).toMatchObject({ started: true, step: 1 });
    expect(canLeaveStep(1, started.answers)).toBe(false);
    expect(after(started, { type: 'next' }).step).toBe(1);
    expect(after(started, { type: 'set-country', country: 'Qatar' }, { type: 'next' }).step).toBe(2);
  });

  it('needs an age band for every child to leave step 2, so no child is left out of the estimate', () => {
    const onStep2 = run({ type: 'start' }, { type: 'set-country', country: 'UAE' }, { type: 'next' }, { type: 'add-child', id: 'c1' });
    expect(onStep2.step).toBe(2);
    expect(canLeaveStep(2, onStep2.answers)).toBe(false);
    expect(after(onStep2, { type: 'next' }).step).toBe(2);
    expect(after(onStep2, { type: 'update-child', id: 'c1', patch: { age: 'kg' } }, { type: 'next' }).step).toBe(3);
    expect(after(onStep2, { type: 'remove-child', id: 'c1' }, { type: 'next' }).step).toBe(3);
  });

  it('needs a gross salary above 0 to leave step 4', () => {
    const onStep4 = run({ type: 'start' }, { type: 'set-country', country: 'Oman' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(onStep4.step).toBe(4);
    expect(after(onStep4, { type: 'next' }).step).toBe(4);
    expect(after(onStep4, { type: 'set-amount', field: 'grossSalary', value: '0' }, { type: 'next' }).step).toBe(4);
    expect(after(onStep4, { type: 'set-amount', field: 'grossSalary', value: '1' }, { type: 'next' }).step).toBe(5);
  });

  it('goes back to a reached step only, never forward past 5 or back before 1', () => {
    expect(onResults.step).toBe(5);
    expect(after(onResults, { type: 'next' }).step).toBe(5);
    const onStep2 = after(onResults, { type: 'go-to-step', step: 2 });
    expect(onStep2.step).toBe(2);
    expect(after(onStep2, { type: 'go-to-step', step: 4 }).step).toBe(2);
    expect(after(onStep2, { type: 'back' }, { type: 'back' }).step).toBe(1);
  });

  it('changing the country clears city and district; choosing the same one changes nothing', () => {
    const placed = run(
      { type: 'set-country', country: 'UAE' },
      { type: 'set-city', city: 'Dubai' },
      { type: 'set-district', district: 'Dubai Marina' },
    );
    expect(after(placed, { type: 'set-country', country: 'UAE' })).toBe(placed);
    expect(after(placed, { type: 'set-country', country: 'KSA' }).answers.location).toEqual({ country: 'KSA', city: '', district: '' });
    expect(after(placed, { type: 'set-city', city: 'Abu Dhabi' }).answers.location).toEqual({
      country: 'UAE',
      city: 'Abu Dhabi',
      district: '',
    });
  });
});

describe('children', () => {
  it('adds, updates and removes a child by id', () => {
    const two = run(
      { type: 'add-child', id: 'a' },
      { type: 'add-child', id: 'b' },
      { type: 'update-child', id: 'b', patch: { age: 'kg', curriculum: 'ib' } },
    );
    expect(two.answers.household.children).toEqual([
      { id: 'a', age: '', curriculum: '' },
      { id: 'b', age: 'kg', curriculum: 'ib' },
    ]);
    expect(after(two, { type: 'remove-child', id: 'a' }).answers.household.children.map((c) => c.id)).toEqual(['b']);
  });

  it('a nursery child has no curriculum, even when one is set with the age', () => {
    const state = run({ type: 'add-child', id: 'a' }, { type: 'update-child', id: 'a', patch: { age: 'grade1-5', curriculum: 'british' } });
    expect(after(state, { type: 'update-child', id: 'a', patch: { age: 'nursery' } }).answers.household.children[0]).toEqual({
      id: 'a',
      age: 'nursery',
      curriculum: '',
    });
    expect(
      after(state, { type: 'update-child', id: 'a', patch: { age: 'nursery', curriculum: 'ib' } }).answers.household.children[0]
        ?.curriculum,
    ).toBe('');
  });
});

describe('which changes drop the expense edits', () => {
  const edits = (state: CalculatorState) => state.adjustments.expenseEdits;

  it.each<[string, CalculatorAction]>([
    ['country', { type: 'set-country', country: 'KSA' }],
    ['city', { type: 'set-city', city: 'Abu Dhabi' }],
    ['district', { type: 'set-district', district: 'Dubai Marina' }],
    ['adults', { type: 'set-adults', adults: '2' }],
    ['adding a child', { type: 'add-child', id: 'c1' }],
    ['domestic help', { type: 'set-domestic-help', domesticHelp: true }],
    ['healthcare', { type: 'set-benefit', patch: { healthcareType: 'premium' } }],
    ['car provision', { type: 'set-benefit', patch: { carProvided: 'company' } }],
    // Flights home price the Travel line, so they recalculate too.
    ['flights', { type: 'set-benefit', patch: { annualFlights: 'family' } }],
    ['the education allowance', { type: 'set-amount', field: 'educationAllowance', value: '500' }],
  ])('%s recalculates the breakdown', (_, action) => {
    expect(edits(after(onResults, action))).toEqual({});
  });

  it.each<[string, CalculatorAction]>([
    ['the salary', { type: 'set-amount', field: 'grossSalary', value: '25000' }],
    ['the housing allowance', { type: 'set-amount', field: 'housingAllowance', value: '6000' }],
    ['debts', { type: 'set-amount', field: 'existingDebts', value: '900' }],
    ['the period toggle', { type: 'set-salary-period', period: 'annual' }],
    ['a package override', { type: 'set-package-override', amount: { amount: 30_000, period: 'monthly' } }],
    ['an optional cost', { type: 'add-optional-cost', item: { id: 'x', name: 'Gym', amount: 250, period: 'monthly' } }],
  ])('%s keeps them', (_, action) => {
    expect(edits(after(onResults, action))).toEqual({ Housing: { amount: 9_000, period: 'monthly' } });
  });
});

describe('amounts', () => {
  it('keeps digits only, at most 12', () => {
    expect(shownAmount(run({ type: 'set-amount', field: 'grossSalary', value: 'AED 1,500.-' }).answers, 'grossSalary')).toBe('1500');
    // Typed on an Arabic keyboard: Arabic-Indic and extended Arabic-Indic digits count.
    expect(shownAmount(run({ type: 'set-amount', field: 'grossSalary', value: '٢٥٬٠٠٠' }).answers, 'grossSalary')).toBe('25000');
    expect(shownAmount(run({ type: 'set-amount', field: 'grossSalary', value: '۱۸۰۰۰ درهم' }).answers, 'grossSalary')).toBe('18000');
    expect(run({ type: 'set-amount', field: 'grossSalary', value: '12345678901234' }).answers.amounts.grossSalary.digits).toBe(
      '123456789012',
    );
  });

  it('the period toggle changes only the view: 250,000 a year reads 20,833 a month and 250,000 again', () => {
    const annual = run({ type: 'set-salary-period', period: 'annual' }, { type: 'set-amount', field: 'grossSalary', value: '250000' });
    const monthly = after(annual, { type: 'set-salary-period', period: 'monthly' });
    expect(shownAmount(monthly.answers, 'grossSalary')).toBe('20833');
    const back = after(monthly, { type: 'set-salary-period', period: 'annual' });
    expect(shownAmount(back.answers, 'grossSalary')).toBe('250000');
    expect(back.answers.amounts).toEqual(annual.answers.amounts);
  });

  it('a stripped non-digit typed over a converted amount is no edit; a real edit is kept in the period shown', () => {
    const monthlyView = run(
      { type: 'set-salary-period', period: 'annual' },
      { type: 'set-amount', field: 'grossSalary', value: '250000' },
      { type: 'set-salary-period', period: 'monthly' },
    );
    expect(after(monthlyView, { type: 'set-amount', field: 'grossSalary', value: '20833x' })).toBe(monthlyView);
    expect(after(monthlyView, { type: 'set-amount', field: 'grossSalary', value: '21000' }).answers.amounts.grossSalary).toEqual({
      digits: '21000',
      period: 'monthly',
    });
  });

  it('the steps toggle clears a package override (spec), which the results toggle never does', () => {
    const overridden = after(onResults, { type: 'set-package-override', amount: { amount: 300_000, period: 'annual' } });
    expect(overridden.adjustments.packageOverride).toEqual({ amount: 300_000, period: 'annual' });
    expect(after(overridden, { type: 'set-salary-period', period: 'annual' }).adjustments.packageOverride).toBeNull();
  });

  it('an optional cost is updated in the period it is typed in', () => {
    const state = after(
      onResults,
      { type: 'add-optional-cost', item: { id: 'x', name: 'Gym', amount: 250, period: 'monthly' } },
      { type: 'update-optional-cost', id: 'x', amount: { amount: 3_600, period: 'annual' } },
    );
    expect(state.adjustments.optionalCosts).toEqual([{ id: 'x', name: 'Gym', amount: 3_600, period: 'annual' }]);
    expect(after(state, { type: 'remove-optional-cost', id: 'x' }).adjustments.optionalCosts).toEqual([]);
  });
});

describe('start over and restore', () => {
  it('start over returns the initial state itself (which clears what is saved)', () => {
    expect(after(onResults, { type: 'reset' })).toBe(initialState);
  });

  it('a restored state never lands past a step its answers could not have left', () => {
    expect(
      after(initialState, {
        type: 'restore',
        state: { ...onResults, answers: { ...onResults.answers, location: { country: '', city: '', district: '' } } },
      }).step,
    ).toBe(1);
    const noSalary = {
      ...onResults,
      answers: { ...onResults.answers, amounts: { ...onResults.answers.amounts, grossSalary: { digits: '', period: 'monthly' as const } } },
    };
    expect(after(initialState, { type: 'restore', state: noSalary }).step).toBe(4);
    // A link or saved state from before every child needed an age band opens on step 2, answers kept.
    const childWithoutAge = {
      ...onResults,
      answers: {
        ...onResults.answers,
        household: { ...onResults.answers.household, children: [{ id: 'c1', age: '' as const, curriculum: '' as const }] },
      },
    };
    const restored = after(initialState, { type: 'restore', state: childWithoutAge });
    expect(restored.step).toBe(2);
    expect(restored.answers).toEqual(childWithoutAge.answers);
    expect(after(initialState, { type: 'restore', state: onResults })).toEqual(onResults);
  });
});

describe('the offer decoded: housing, basic salary, contract length, employer-paid rule costs', () => {
  it('contract length takes whole years from 1 to 10 and ignores anything else', () => {
    expect(after(onResults, { type: 'set-contract-years', years: 5 }).answers.contractYears).toBe(5);
    expect(after(onResults, { type: 'set-contract-years', years: 0 }).answers.contractYears).toBe(2);
    expect(after(onResults, { type: 'set-contract-years', years: 11 }).answers.contractYears).toBe(2);
    expect(after(onResults, { type: 'set-contract-years', years: Number.NaN }).answers.contractYears).toBe(2);
  });

  it('a basic salary is kept as typed and keeps the expense edits (it changes only the gratuity)', () => {
    const state = after(onResults, { type: 'set-amount', field: 'basicSalary', value: '12000' });
    expect(shownAmount(state.answers, 'basicSalary')).toBe('12000');
    expect(state.adjustments.expenseEdits.Housing).toBeDefined();
  });

  it('the housing answer and an "employer pays this" toggle recalculate the breakdown', () => {
    const housed = after(onResults, { type: 'set-benefit', patch: { housing: 'provided' } });
    expect(housed.answers.benefits.housing).toBe('provided');
    expect(housed.adjustments.expenseEdits).toEqual({});
    const paid = after(onResults, { type: 'set-employer-pays', key: 'housing-fee', pays: true });
    expect(paid.answers.benefits.employerPays).toEqual({ 'housing-fee': true });
    expect(paid.adjustments.expenseEdits).toEqual({});
  });
});

describe('the cash up front and the year-by-year view', () => {
  const withCash = after(
    onResults,
    { type: 'edit-cash-line', key: 'furniture', amount: 4_000 },
    { type: 'edit-cash-line', key: 'rent-first', amount: 30_000 },
  );

  it('keeps edited cash lines until an input changes, like the breakdown', () => {
    expect(withCash.adjustments.cashEdits).toEqual({ furniture: 4_000, 'rent-first': 30_000 });
    expect(after(withCash, { type: 'set-adults', adults: '2' }).adjustments.cashEdits).toEqual({});
    // The relocation allowance and the yearly rises change no line.
    const kept = after(
      withCash,
      { type: 'set-relocation-allowance', value: '12,000' },
      { type: 'set-salary-increase', value: '3' },
      { type: 'set-rent-increase', value: '5' },
    );
    expect(kept.adjustments.cashEdits).toEqual(withCash.adjustments.cashEdits);
    expect(kept.answers.relocationAllowance).toBe('12000');
    expect(kept.adjustments).toMatchObject({ salaryIncrease: '3', rentIncrease: '5' });
  });

  it('drops only the first rent payment edit when the number of cheques or the Ejar period changes', () => {
    expect(after(withCash, { type: 'set-uae-cheques', cheques: 12 }).adjustments).toMatchObject({
      uaeCheques: 12,
      cashEdits: { furniture: 4_000 },
    });
    expect(after(withCash, { type: 'set-uae-cheques', cheques: 4 })).toBe(withCash);
    expect(after(withCash, { type: 'set-ksa-rent-period', period: 'half-yearly' }).adjustments.cashEdits).toEqual({ furniture: 4_000 });
  });

  it('ignores a negative or impossible cash edit', () => {
    expect(after(withCash, { type: 'edit-cash-line', key: 'car', amount: -1 })).toBe(withCash);
    expect(after(withCash, { type: 'edit-cash-line', key: 'car', amount: Number.NaN })).toBe(withCash);
  });

  it('takes a yearly rise as digits with up to two decimals, and keeps a value too high to use so it can be corrected', () => {
    const typed = (value: string) => after(onResults, { type: 'set-salary-increase', value }).adjustments.salaryIncrease;
    expect(typed('3.25')).toBe('3.25');
    expect(typed('2,5')).toBe('2.5');
    expect(typed('٣٫٥')).toBe('3.5');
    expect(typed('3.255')).toBe('');
    expect(typed('abc')).toBe('');
    expect(typed('75')).toBe('75');
    expect(percentLimitExceeded('75')).toBe(50);
    expect(percentLimitExceeded('50')).toBeNull();
    expect(percentOf('75')).toBeUndefined();
    expect(percentOf('')).toBeUndefined();
    expect(percentOf('4.5')).toBe(4.5);
  });
});
