// @vitest-environment jsdom
// Steps 1-4 on an Arabic page: the catalogue's Arabic words, the place names and money in Arabic,
// Western digits, and no English sentence of the calculator catalogue left behind.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import englishCatalogue from '#web/i18n/locales/en/calculator.json';
import { inLanguage } from '#web/i18n/testing.tsx';
import { initialState, type CalculatorAction, type CalculatorState } from '../../state/calculator-state.ts';
import { calculatorReducer } from '../../state/calculator-reducer.ts';
import { BenefitsStep } from './benefits-step.tsx';
import { FinancialsStep } from './financials-step.tsx';
import { HouseholdStep } from './household-step.tsx';
import { LocationStep } from './location-step.tsx';
import type { StepProps } from './step-props.ts';

const inDubai = (
  [
    { type: 'start' },
    { type: 'set-country', country: 'UAE' },
    { type: 'set-city', city: 'Dubai' },
    { type: 'add-child', id: 'child-1' },
    { type: 'update-child', id: 'child-1', patch: { age: 'grade1-5' } },
  ] satisfies CalculatorAction[]
).reduce(calculatorReducer, initialState);

function Harness({ Step, initial }: { Step: ComponentType<StepProps>; initial: CalculatorState }) {
  const [state, dispatch] = useReducer(calculatorReducer, initial);
  return <Step state={state} dispatch={dispatch} />;
}

/** Every English message of the calculator catalogue without placeholders, long enough not to be a code ("IB"). */
const englishSentences = Object.values(englishCatalogue as Record<string, string>).filter(
  (message) => !message.includes('{') && message.length >= 4,
);

function renderArabic(Step: ComponentType<StepProps>, initial: CalculatorState = inDubai): string {
  return render(inLanguage(<Harness Step={Step} initial={initial} />, 'ar')).container.textContent ?? '';
}

afterEach(cleanup);

describe('the steps in Arabic', { timeout: 30_000 }, () => {
  it.each([
    ['location', LocationStep],
    ['household', HouseholdStep],
    ['benefits', BenefitsStep],
    ['financials', FinancialsStep],
  ] as const)('%s leaves no English sentence of the catalogue and writes Western digits', (_name, Step) => {
    const text = renderArabic(Step);
    expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(englishSentences.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('labels the household in Arabic, with the domestic help range in dirhams', () => {
    renderArabic(HouseholdStep);
    expect(screen.getByRole('heading', { name: 'الأطفال (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الطفل 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^الفئة العمرية/ })).toHaveDisplayValue('الصفوف 1-5');
    expect(screen.getByRole('button', { name: 'إزالة الطفل 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 أو أكثر' })).toBeInTheDocument();
    expect(screen.getByText('التكلفة المعتادة لعمالة منزلية بدوام كامل في الإمارات: من 2,500 إلى 3,500 درهم شهريًا.')).toBeInTheDocument();
  });

  it('names the salary by its period, and says the required one in Arabic', async () => {
    const user = userEvent.setup({ delay: null });
    renderArabic(FinancialsStep);
    expect(screen.getByRole('alert')).toHaveTextContent('الراتب الإجمالي الشهري مطلوب');
    await user.click(screen.getByRole('radio', { name: 'سنوي' }));
    expect(screen.getByRole('textbox', { name: /^الراتب الإجمالي السنوي/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'مدة العقد' })).toHaveDisplayValue('سنتان');
  });

  it('shows the country with its currency in Arabic, and Arabic-Indic digits typed become Western ones', async () => {
    const user = userEvent.setup({ delay: null });
    renderArabic(LocationStep, initialState);
    expect(screen.getByRole('option', { name: 'الإمارات (درهم)' })).toBeInTheDocument();
    cleanup();
    renderArabic(BenefitsStep);
    const relocation = screen.getByRole('textbox', { name: 'بدل الانتقال (دفعة واحدة)' });
    await user.type(relocation, '١٢٠٠٠');
    expect(relocation).toHaveValue('12000');
  });
});
