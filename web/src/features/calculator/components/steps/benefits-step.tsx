import {
  carOptionLabels,
  carOptions,
  currencyFor,
  flightLabels,
  flightOptions,
  formatMoney,
  healthcareLabels,
  healthcareTypes,
  returnFareFor,
  type CountryCode,
  type SalaryPeriod,
} from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { optionsFrom, SelectField } from '#web/components/ui/select-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { shownAmount, type HousingChoice } from '../../state/calculator-state.ts';
import { periodWord } from './period-labels.ts';
import type { StepProps } from './step-props.ts';

const healthcareOptions = optionsFrom(healthcareTypes, healthcareLabels);
const carProvisionOptions = optionsFrom(carOptions, carOptionLabels);
const flightOptionList = optionsFrom(flightOptions, flightLabels);
const housingOptions: { value: HousingChoice; label: string }[] = [
  { value: 'allowance', label: 'Cash housing allowance' },
  { value: 'provided', label: 'Home provided by the employer' },
  { value: 'none', label: 'Neither home nor allowance' },
];

const housingHints: Record<HousingChoice, string> = {
  allowance: 'Cash paid for rent, separate from the salary. If the salary already includes it, leave the amount blank.',
  provided:
    'You pay no rent: the Housing cost keeps utilities only. Some family-visa rules set a lower salary when the employer houses you.',
  none: 'You pay the rent out of your salary.',
};

/** What the flights answer does to the estimate, with the fare it uses when the country is known. */
function flightsHint(country: CountryCode | ''): string {
  const lead = 'We add a Travel line for everyone else in your household: one return trip home a year each';
  if (!country) return `${lead}, at a typical fare you can edit on the results.`;
  const { fare, assumption } = returnFareFor(country);
  return `${lead}, at a typical peak-season economy fare of ${formatMoney(fare, country)} per person (${assumption ? 'our assumption; ' : ''}you can edit it on the results).`;
}

const periodOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

export function BenefitsStep({ state, dispatch }: StepProps) {
  const { benefits, salaryPeriod, location } = state.answers;
  const currency = currencyFor(location.country || null);
  const word = periodWord(salaryPeriod);
  return (
    <div className="grid gap-5">
      <SegmentedControl<SalaryPeriod>
        label="Salary period"
        value={salaryPeriod}
        options={periodOptions}
        onValueChange={(period) => dispatch({ type: 'set-salary-period', period })}
      />
      <p className="-mt-3 text-xs text-slate-600">
        {salaryPeriod === 'monthly'
          ? 'Enter allowances as they are paid each month. Switching to annual shows them x12; what you typed stays as typed.'
          : 'Enter allowances as yearly totals, as many offer letters state them. Switching to monthly shows them divided by 12; what you typed stays as typed.'}
      </p>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField<HousingChoice>
          label="Housing from your employer"
          hint={housingHints[benefits.housing]}
          value={benefits.housing}
          options={housingOptions}
          onValueChange={(housing) => dispatch({ type: 'set-benefit', patch: { housing } })}
        />
        {benefits.housing === 'allowance' ? (
          <FormField label={`${word} housing allowance`} hint="Leave blank if there is none.">
            {(field) => (
              <MoneyInput
                {...field}
                currency={currency}
                placeholder="0"
                value={shownAmount(state.answers, 'housingAllowance')}
                onValueChange={(value) => dispatch({ type: 'set-amount', field: 'housingAllowance', value })}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={`${word} education allowance`}
          hint={`School fees your employer pays, in total for all children, per ${salaryPeriod === 'monthly' ? 'month' : 'year'}. It reduces the Education cost.`}
        >
          {(field) => (
            <MoneyInput
              {...field}
              currency={currency}
              placeholder="0"
              value={shownAmount(state.answers, 'educationAllowance')}
              onValueChange={(value) => dispatch({ type: 'set-amount', field: 'educationAllowance', value })}
            />
          )}
        </FormField>
        <SelectField
          label="Healthcare coverage"
          value={benefits.healthcareType}
          options={healthcareOptions}
          onValueChange={(healthcareType) => dispatch({ type: 'set-benefit', patch: { healthcareType } })}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField
          label="Car provision"
          value={benefits.carProvided}
          options={carProvisionOptions}
          onValueChange={(carProvided) => dispatch({ type: 'set-benefit', patch: { carProvided } })}
        />
        <SelectField
          label="Flights home your employer pays for"
          hint={flightsHint(location.country)}
          value={benefits.annualFlights}
          options={flightOptionList}
          onValueChange={(annualFlights) => dispatch({ type: 'set-benefit', patch: { annualFlights } })}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Relocation allowance (one-off)"
          hint="A single payment for the move, if your offer has one. It is taken off the money you need before your first salary. Leave blank if there is none."
        >
          {(field) => (
            <MoneyInput
              {...field}
              currency={currency}
              placeholder="0"
              value={state.answers.relocationAllowance}
              onValueChange={(value) => dispatch({ type: 'set-relocation-allowance', value })}
            />
          )}
        </FormField>
      </div>
      <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
        Currency: <strong className="text-ink">{currency}</strong> {location.country ? '(set by your country)' : ''}
      </p>
    </div>
  );
}
