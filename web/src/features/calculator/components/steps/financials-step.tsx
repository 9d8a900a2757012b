import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { basicSalaryFor, countryName, currencyFor, typicalBasicShare, type SalaryPeriod } from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { contractYearsRange, shownAmount, type MoneyField } from '../../state/calculator-state.ts';
import { enteredAmount, enteredNumber, monthlyOf } from '../../state/typed-amount.ts';
import { optionsFrom, SelectField } from '#web/components/ui/select-field.tsx';
import { useT } from '#web/i18n/use-translation.ts';
import { periodMessages, salaryPeriods, taxNoteMessages } from './option-labels.ts';
import type { StepProps } from './step-props.ts';

const contractYears = Array.from({ length: contractYearsRange.max - contractYearsRange.min + 1 }, (_, i) => contractYearsRange.min + i);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function FinancialsStep({ state, dispatch }: StepProps) {
  const t = useT();
  const { amounts, salaryPeriod, location } = state.answers;
  const currency = currencyFor(location.country || null);
  const period = { period: salaryPeriod };
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
  // The hint quotes the country's typical share, not the share of a basic typed here.
  const assumedShare = location.country ? `${Math.round(typicalBasicShare(location.country).share * 100)}%` : null;
  return (
    <div className="grid gap-5">
      <SegmentedControl<SalaryPeriod>
        label={t('steps.financials.viewAs')}
        value={salaryPeriod}
        options={optionsFrom(salaryPeriods, (value) => t(periodMessages[value]))}
        onValueChange={(value) => dispatch({ type: 'set-salary-period', period: value })}
      />
      <Section title={t('steps.financials.income')}>
        <FormField
          label={t('steps.financials.grossSalary', period)}
          required
          hint={hasHousingAllowance ? t('steps.financials.grossHintWithHousing') : t('steps.financials.grossHint')}
          error={salaryMissing ? t('steps.financials.grossRequired', period) : undefined}
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
          label={t('steps.financials.basicSalary', period)}
          hint={
            assumedShare && location.country
              ? t('steps.financials.basicHint', { share: assumedShare, country: t(countryName(location.country)) })
              : t('steps.financials.basicHintNoCountry')
          }
          error={
            basic?.invalid === 'above-gross' && assumedShare ? t('steps.financials.basicAboveGross', { share: assumedShare }) : undefined
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
          label={t('steps.financials.contractLength')}
          hint={t('steps.financials.contractHint')}
          value={String(state.answers.contractYears)}
          options={contractYears.map((years) => ({ value: String(years), label: t('steps.financials.years', { count: years }) }))}
          onValueChange={(years) => dispatch({ type: 'set-contract-years', years: Number(years) })}
        />
      </Section>
      <Section title={t('steps.financials.obligations')}>
        <FormField label={t('steps.financials.debts', period)} hint={t('steps.financials.debtsHint')}>
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
      <Section title={t('steps.financials.savingsTarget')}>
        <FormField label={t('steps.financials.savings', period)} hint={t('steps.financials.savingsHint')}>
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
            {t('steps.financials.taxTitle')}
          </h3>
          <p className="mt-1">
            {location.country ? t(taxNoteMessages[location.country]) : t('steps.financials.taxNoCountry')}{' '}
            {t('steps.financials.taxTreatment')}
          </p>
        </div>
      </aside>
    </div>
  );
}
