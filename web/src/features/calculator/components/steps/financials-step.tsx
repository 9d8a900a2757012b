import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { basicSalaryFor, countryProfile, currencyFor, type SalaryPeriod } from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { contractYearsRange, shownAmount, type MoneyField } from '../../state/calculator-state.ts';
import { enteredAmount, enteredNumber, monthlyOf } from '../../state/typed-amount.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { periodWord } from './period-labels.ts';
import type { StepProps } from './step-props.ts';

const contractYearOptions = Array.from({ length: contractYearsRange.max - contractYearsRange.min + 1 }, (_, i) => {
  const years = String(contractYearsRange.min + i);
  return { value: years, label: `${years} ${years === '1' ? 'year' : 'years'}` };
});

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
  const hasHousingAllowance = state.answers.benefits.housing === 'allowance' && enteredNumber(amounts.housingAllowance) > 0;
  const basic = location.country
    ? basicSalaryFor({
        country: location.country,
        // Imported from typed-amount, not results-model: the steps must not pull the cost model into the first load.
        grossMonthly: monthlyOf(enteredAmount(amounts.grossSalary)),
        basicMonthly: amounts.basicSalary.digits === '' ? null : monthlyOf(enteredAmount(amounts.basicSalary)),
      })
    : null;
  const assumedShare = basic ? `${Math.round(basic.share * 100)}%` : null;
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
        <FormField
          label={`Of which basic ${lower} salary (optional)`}
          hint={
            assumedShare
              ? `The gratuity is paid on basic pay only. Blank: we assume ${assumedShare} of gross, typical for ${location.country ? countryProfile(location.country).name : 'the country'}; enter yours from the offer letter.`
              : 'The gratuity is paid on basic pay only. Blank: we assume the country’s typical share of gross.'
          }
          error={
            basic?.invalid === 'above-gross'
              ? `Basic salary can't be more than the gross salary. We use ${assumedShare ?? 'the typical share'} of gross until you correct it.`
              : undefined
          }
        >
          {(field) => (
            <MoneyInput
              {...field}
              currency={currency}
              placeholder="0"
              value={shownAmount(state.answers, 'basicSalary')}
              onValueChange={set('basicSalary')}
            />
          )}
        </FormField>
        <SelectField
          label="Contract length"
          hint="The gratuity is worked out for a contract you complete."
          value={String(state.answers.contractYears)}
          options={contractYearOptions}
          onValueChange={(years) => dispatch({ type: 'set-contract-years', years: Number(years) })}
        />
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
