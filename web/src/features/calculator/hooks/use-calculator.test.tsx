// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { useToasts } from '#web/components/ui/use-toast.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import { initialState, type CalculatorAction } from '../state/calculator-state.ts';
import { calculatorReducer } from '../state/calculator-reducer.ts';
import { scenarioFragment } from '../share/scenario-link.ts';
import { legacyStorageKey, storageKey, storedVersion, unreadableStorageKey } from '../state/persistence.ts';
import { beforeLinkStorageKey, useCalculator } from './use-calculator.ts';
import { resultTrackedStorageKey } from '../state/result-tracked-mark.ts';

function renderCalculator() {
  return renderHook(() => ({ calculator: useCalculator(), toasts: useToasts() }), {
    wrapper: ({ children }: { children: ReactNode }) => inLanguage(children),
  });
}

const savedAnswers = { ...initialState.answers, location: { country: 'Oman' as const, city: 'Muscat', district: '' } };

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('useCalculator', () => {
  it('restores a saved state after the first render, and start over clears it', async () => {
    const saved = { ...initialState, started: true, step: 2, answers: savedAnswers };
    window.localStorage.setItem(storageKey, JSON.stringify({ version: storedVersion, state: saved }));
    const { result } = renderCalculator();
    expect(result.current.calculator[0]).toBe(initialState);
    await waitFor(() => expect(result.current.calculator[0]).toEqual(saved));
    act(() => result.current.calculator[1]({ type: 'reset' }));
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps the results reported across a reload, and re-arms the report when the visitor goes back to a step', async () => {
    const amounts = { ...savedAnswers.amounts, grossSalary: { digits: '2000', period: 'monthly' as const } };
    const saved = { ...initialState, started: true, step: 5, answers: { ...savedAnswers, amounts } };
    window.localStorage.setItem(storageKey, JSON.stringify({ version: storedVersion, state: saved }));
    window.localStorage.setItem(resultTrackedStorageKey, '1');
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.calculator[0]).toEqual(saved));
    expect(window.localStorage.getItem(resultTrackedStorageKey)).toBe('1');
    act(() => result.current.calculator[1]({ type: 'go-to-step', step: 4 }));
    expect(window.localStorage.getItem(resultTrackedStorageKey)).toBeNull();
  });

  it('migrates a version 2 state: the new answers start at their defaults and the old ones stay', async () => {
    const { basicSalary: _basic, ...v2Amounts } = initialState.answers.amounts;
    const { housing: _housing, employerPays: _pays, ...v2Benefits } = initialState.answers.benefits;
    const { contractYears: _years, ...v2Answers } = savedAnswers;
    const grossSalary = { digits: '240000', period: 'annual' as const };
    const v2 = {
      ...initialState,
      started: true,
      step: 4,
      answers: { ...v2Answers, benefits: v2Benefits, amounts: { ...v2Amounts, grossSalary } },
    };
    window.localStorage.setItem(storageKey, JSON.stringify({ version: 2, state: v2 }));
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.calculator[0].answers.amounts.grossSalary).toEqual(grossSalary));
    const { answers } = result.current.calculator[0];
    expect(answers.location.city).toBe('Muscat');
    expect(answers.benefits).toMatchObject({ housing: 'allowance', employerPays: {} });
    expect(answers.amounts.basicSalary.digits).toBe('');
    expect(answers.contractYears).toBe(2);
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')).toMatchObject({ version: storedVersion }));
  });

  it('migrates a version 1 state and saves it as the current version, removing the old key', async () => {
    const v1 = {
      ...initialState,
      started: true,
      step: 1,
      answers: {
        ...savedAnswers,
        amounts: { housingAllowance: '', educationAllowance: '', grossSalary: '1500', existingDebts: '', savingsGoal: '' },
      },
      adjustments: { expenseEdits: {}, optionalCosts: [], packageOverride: null },
    };
    window.localStorage.setItem(legacyStorageKey, JSON.stringify(v1));
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.calculator[0].answers.amounts.grossSalary).toEqual({ digits: '1500', period: 'monthly' }));
    await waitFor(() => expect(window.localStorage.getItem(legacyStorageKey)).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')).toMatchObject({
      version: storedVersion,
      state: { answers: { location: { city: 'Muscat' } } },
    });
  });

  it('reports an unreadable saved state and keeps it when the new answers are saved', async () => {
    window.localStorage.setItem(storageKey, '{"version":2,"state":{"started":"yes"}}');
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.toasts[0]?.title).toBe('Your saved answers could not be read'));
    expect(result.current.calculator[0]).toBe(initialState);
    act(() => result.current.calculator[1]({ type: 'start' }));
    expect(window.localStorage.getItem(unreadableStorageKey)).toBe('{"version":2,"state":{"started":"yes"}}');
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')).toMatchObject({
      version: storedVersion,
      state: { started: true },
    });
  });
});

describe('useCalculator with a shared link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the link on the results, keeps the saved answers aside and brings them back on request', async () => {
    const own = { ...initialState, started: true, step: 2, answers: savedAnswers };
    window.localStorage.setItem(storageKey, JSON.stringify({ version: storedVersion, state: own }));
    const shared = (
      [
        { type: 'start' },
        { type: 'set-country', country: 'Qatar' },
        { type: 'set-amount', field: 'grossSalary', value: '18000' },
      ] satisfies CalculatorAction[]
    ).reduce(calculatorReducer, initialState);
    window.history.replaceState(null, '', `/${await scenarioFragment(shared)}`);
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.calculator[0].answers.location.country).toBe('Qatar'));
    expect(result.current.calculator[0].step).toBe(5);
    expect(window.location.hash).toBe('');
    expect(result.current.calculator[2].linkNotice).toEqual({ canRestore: true });
    expect(JSON.parse(window.localStorage.getItem(beforeLinkStorageKey) ?? 'null')).toMatchObject({
      state: { answers: { location: { city: 'Muscat' } } },
    });
    await act(() => result.current.calculator[2].restoreOwnAnswers());
    await waitFor(() => expect(result.current.calculator[0].answers.location.city).toBe('Muscat'));
    expect(window.localStorage.getItem(beforeLinkStorageKey)).toBeNull();
  });

  it('reports a damaged link and leaves the saved answers as they were', async () => {
    const own = { ...initialState, started: true, step: 2, answers: savedAnswers };
    const raw = JSON.stringify({ version: storedVersion, state: own });
    window.localStorage.setItem(storageKey, raw);
    window.history.replaceState(null, '', '/#s=1.broken-link');
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current.toasts[0]?.title).toBe('This link could not be opened'));
    expect(result.current.toasts[0]?.description).toBe(
      'The link is damaged or cut short: copy the whole link and try again. Your saved answers are unchanged.',
    );
    expect(result.current.toasts[0]?.onOpening).toBe(true);
    await waitFor(() => expect(result.current.calculator[0].answers.location.city).toBe('Muscat'));
    // The same answers (saving again after the restore writes them unchanged).
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')).toEqual(JSON.parse(raw));
    expect(result.current.calculator[2].linkNotice).toBeNull();
  });
});
