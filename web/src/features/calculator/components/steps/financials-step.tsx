import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryProfile, currencyFor, type SalaryPeriod } from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { shownAmount, type MoneyField } from '../../state/calculator-state.ts';
import { enteredNumber } from '../../state/typed-amount.ts';
import { periodWord } from './period-labels.ts';
import type { StepProps } from './step-props.ts';

const viewOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function FinancialsStep({ state, dispatch }: StepProps) {
  const { amounts, salaryPeriod, location } = state.answers;
  const currency = currencyFor(location.country || null);
  const word = periodWord(salaryPeriod);
  const lower = word.toLowerCase();
  const salaryMissing = enteredNumber(amounts.grossSalary) === 0;
  const set = (field: MoneyField) => (value: string) => dispatch({ type: 'set-amount', field, value });
  const hasHousingAllowance = enteredNumber(amounts.housingAllowance) > 0;
  return (
    <div className="grid gap-5">
      <SegmentedControl<SalaryPeriod>
        label="View as"
        value={salaryPeriod}
        options={viewOptions}
        onValueChange={(period) => dispatch({ type: 'set-salary-period', period })}
      />
      <Section title="Income">
        <FormField
          label={`Gross ${word} Salary`}
          required
          hint={
            hasHousingAllowance
              ? 'Include basic salary plus transportation and all other allowances, but not the housing allowance you entered in step 3: we add that to your package.'
              : 'Include basic salary plus housing, transportation and all other allowances.'
          }
          error={salaryMissing ? `Gross ${lower} salary is required` : undefined}
        >
          {(field) => (
            <MoneyInput
              {...field}
              required
              currency={currency}
              placeholder="0"
              value={shownAmount(state.answers, 'grossSalary')}
              onValueChange={set('grossSalary')}
            />
          )}
        </FormField>
      </Section>
      <Section title="Existing Obligations">
        <FormField label={`${word} Debt/Loan Payments`} hint="Car loans, credit cards, loans at home: anything you must keep paying.">
          {(field) => (
            <MoneyInput
              {...field}
              currency={currency}
              placeholder="0"
              value={shownAmount(state.answers, 'existingDebts')}
              onValueChange={set('existingDebts')}
            />
          )}
        </FormField>
      </Section>
      <Section title="Savings Target">
        <FormField label={`Desired ${word} Savings`} hint="What you want to put aside. We check whether the offer leaves enough for it.">
          {(field) => (
            <MoneyInput
              {...field}
              currency={currency}
              placeholder="0"
              value={shownAmount(state.answers, 'savingsGoal')}
              onValueChange={set('savingsGoal')}
            />
          )}
        </FormField>
      </Section>
      <aside aria-labelledby="tax-info" className="flex gap-3 rounded-2xl bg-sky-50 p-4 text-sm leading-relaxed text-sky-950">
        <Landmark aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <h3 id="tax-info" className="font-bold">
            Tax Information
          </h3>
          <p className="mt-1">
            {location.country
              ? countryProfile(location.country).taxStructure.taxNotes
              : 'None of the six countries levies personal income tax on salaries.'}{' '}
            We treat your gross salary as net take-home pay. Amounts stay as you type them; switching the view only converts what is shown
            (x12 or divided by 12).
          </p>
        </div>
      </aside>
    </div>
  );
}
