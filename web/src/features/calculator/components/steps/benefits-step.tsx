import {
  carOptions,
  currencyFor,
  currencyName,
  flightOptions,
  healthcareTypes,
  returnFareFor,
  type CountryCode,
  type SalaryPeriod,
} from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { optionsFrom, SelectField } from '#web/components/ui/select-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import type { Translate } from '#web/i18n/i18n.ts';
import { useMoney, useT, type FormatMoney } from '#web/i18n/use-translation.ts';
import { housingChoices, shownAmount, type HousingChoice } from '../../state/calculator-state.ts';
import {
  carMessages,
  flightMessages,
  healthcareMessages,
  housingHintMessages,
  housingMessages,
  periodMessages,
  salaryPeriods,
} from './option-labels.ts';
import type { StepProps } from './step-props.ts';

/** What the flights answer does to the estimate, with the fare it uses when the country is known. */
function flightsHint(country: CountryCode | '', t: Translate, money: FormatMoney): string {
  if (!country) return t('steps.benefits.flightsHint');
  const { fare, assumption } = returnFareFor(country);
  return t(assumption ? 'steps.benefits.flightsHintAssumedFare' : 'steps.benefits.flightsHintFare', { fare: money(fare, country) });
}

export function BenefitsStep({ state, dispatch }: StepProps) {
  const t = useT();
  const money = useMoney();
  const { benefits, salaryPeriod, location } = state.answers;
  const currency = currencyFor(location.country || null);
  const period = { period: salaryPeriod };
  return (
    <div className="grid gap-5">
      <SegmentedControl<SalaryPeriod>
        label={t('steps.benefits.salaryPeriod')}
        value={salaryPeriod}
        options={optionsFrom(salaryPeriods, (value) => t(periodMessages[value]))}
        onValueChange={(value) => dispatch({ type: 'set-salary-period', period: value })}
      />
      <p className="-mt-3 text-xs text-slate-600">
        {salaryPeriod === 'monthly' ? t('steps.benefits.periodNoteMonthly') : t('steps.benefits.periodNoteAnnual')}
      </p>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField<HousingChoice>
          label={t('steps.benefits.housing')}
          hint={t(housingHintMessages[benefits.housing])}
          value={benefits.housing}
          options={optionsFrom(housingChoices, (choice) => t(housingMessages[choice]))}
          onValueChange={(housing) => dispatch({ type: 'set-benefit', patch: { housing } })}
        />
        {benefits.housing === 'allowance' ? (
          <FormField label={t('steps.benefits.housingAllowance', period)} hint={t('steps.benefits.leaveBlank')}>
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
        <FormField label={t('steps.benefits.educationAllowance', period)} hint={t('steps.benefits.educationHint', period)}>
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
          label={t('steps.benefits.healthcare')}
          value={benefits.healthcareType}
          options={optionsFrom(healthcareTypes, (type) => t(healthcareMessages[type]))}
          onValueChange={(healthcareType) => dispatch({ type: 'set-benefit', patch: { healthcareType } })}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField
          label={t('steps.benefits.car')}
          value={benefits.carProvided}
          options={optionsFrom(carOptions, (option) => t(carMessages[option]))}
          onValueChange={(carProvided) => dispatch({ type: 'set-benefit', patch: { carProvided } })}
        />
        <SelectField
          label={t('steps.benefits.flights')}
          hint={flightsHint(location.country, t, money)}
          value={benefits.annualFlights}
          options={optionsFrom(flightOptions, (option) => t(flightMessages[option]))}
          onValueChange={(annualFlights) => dispatch({ type: 'set-benefit', patch: { annualFlights } })}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t('steps.benefits.relocation')} hint={t('steps.benefits.relocationHint')}>
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
        {t('steps.benefits.currency')} <strong className="text-ink">{t(currencyName(currency))}</strong>{' '}
        {location.country ? t('steps.benefits.currencySet') : ''}
      </p>
    </div>
  );
}
