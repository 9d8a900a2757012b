import { describe, expect, it } from 'vitest';
import { initialState, type CalculatorAction, type CalculatorState } from './calculator-state.ts';
import { calculatorReducer } from './calculator-reducer.ts';
import { allOffers, maxOffers } from './offers.ts';

const after = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(calculatorReducer, state);

const dubai = after(
  initialState,
  { type: 'start' },
  { type: 'set-country', country: 'UAE' },
  { type: 'set-city', city: 'Dubai' },
  { type: 'set-amount', field: 'grossSalary', value: '30000' },
  { type: 'edit-expense', category: 'Housing', amount: { amount: 9_000, period: 'monthly' } },
);
const onResults = { ...dubai, step: 5 as const };

describe('comparing offers', () => {
  it('duplicates the active offer, edits and all, and opens the copy at step 1', () => {
    const two = after(onResults, { type: 'add-offer' });
    expect(two.step).toBe(1);
    expect(two.activeOffer).toBe(1);
    expect(allOffers(two)).toHaveLength(2);
    expect(allOffers(two)[1]).toEqual({ answers: dubai.answers, adjustments: dubai.adjustments });
  });

  it('changes only the active offer, and switching brings the other back as it was', () => {
    const two = after(onResults, { type: 'add-offer' }, { type: 'set-country', country: 'KSA' }, { type: 'set-city', city: 'Riyadh' });
    const [first, second] = allOffers(two);
    expect(first?.answers.location.city).toBe('Dubai');
    expect(first?.adjustments.expenseEdits.Housing).toEqual({ amount: 9_000, period: 'monthly' });
    // Changing the location recalculated the copy: its edit is gone, the original keeps it.
    expect(second?.answers.location.city).toBe('Riyadh');
    expect(second?.adjustments.expenseEdits).toEqual({});
    const back = after(two, { type: 'switch-offer', index: 0, step: 5 });
    expect(back.answers.location.city).toBe('Dubai');
    expect(back.step).toBe(5);
    expect(allOffers(back)).toEqual(allOffers(two));
  });

  it('stops at three offers and needs a country to add one', () => {
    const three = after(onResults, { type: 'add-offer' }, { type: 'add-offer' });
    expect(allOffers(three)).toHaveLength(maxOffers);
    expect(after(three, { type: 'add-offer' })).toBe(three);
    expect(after(initialState, { type: 'add-offer' })).toBe(initialState);
  });

  it('removes an offer and keeps the right one active', () => {
    const three = after(
      onResults,
      { type: 'add-offer' },
      { type: 'set-city', city: 'Sharjah' },
      { type: 'add-offer' },
      { type: 'set-city', city: 'Abu Dhabi' },
    );
    expect(allOffers(three).map((o) => o.answers.location.city)).toEqual(['Dubai', 'Sharjah', 'Abu Dhabi']);
    // Removing an earlier offer keeps Abu Dhabi active.
    const noSharjah = after(three, { type: 'remove-offer', index: 1 });
    expect(noSharjah.answers.location.city).toBe('Abu Dhabi');
    expect(allOffers(noSharjah).map((o) => o.answers.location.city)).toEqual(['Dubai', 'Abu Dhabi']);
    // Removing the active one activates the one before it.
    const noAbuDhabi = after(three, { type: 'remove-offer', index: 2 });
    expect(noAbuDhabi.answers.location.city).toBe('Sharjah');
    // The last offer cannot be removed; nor can one that does not exist.
    const one = after(noSharjah, { type: 'remove-offer', index: 0 });
    expect(after(one, { type: 'remove-offer', index: 0 })).toBe(one);
    expect(after(three, { type: 'remove-offer', index: 7 })).toBe(three);
    expect(after(three, { type: 'switch-offer', index: -1 })).toBe(three);
  });
});

describe('the home currency', () => {
  it('keeps the currency and the amount to send home as digits', () => {
    const home = after(onResults, { type: 'set-home-currency', currency: 'PHP' }, { type: 'set-send-home', value: '45,000 pesos' });
    expect(home.home).toEqual({ currency: 'PHP', sendHome: '45000' });
  });
});
