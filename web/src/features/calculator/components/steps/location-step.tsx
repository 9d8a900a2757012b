import { Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  cityName,
  countryName,
  currencyFor,
  type CurrencyCode,
  currencyName as currencyMessage,
  districtName,
  listCities,
  listCountries,
  listDistricts,
  privacyDisclosure,
} from '#core';
import { optionsOfNames, SelectField } from '#web/components/ui/select-field.tsx';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { dataMonth } from './data-date.ts';
import type { StepProps } from './step-props.ts';

export function LocationStep({ state, dispatch }: StepProps) {
  const t = useT();
  const language = useLanguage();
  const { country, city, district } = state.answers.location;
  // "AED" in English; the currency's name in Arabic, «درهم»: in the country options and the notice below.
  const currencyName = (code: CurrencyCode) => t(currencyMessage(code));
  const countryOptions = listCountries().map((c) => ({
    value: c.code,
    label: `${t(countryName(c.code))} (${currencyName(c.currency)})`,
  }));
  // Typed amounts are numbers in the country's currency: another country's currency reads the same
  // digits in its own (KWD 2,000 becomes AED 2,000). Converting could be wrong (a first pick corrected),
  // so the visitor is told, until they leave the step.
  const [currencyChange, setCurrencyChange] = useState<{ from: CurrencyCode; to: CurrencyCode } | null>(null);
  const typedAny = Object.values(state.answers.amounts).some((amount) => amount.digits !== '') || state.answers.relocationAllowance !== '';
  const chooseCountry = (value: typeof country) => {
    const from = country ? currencyFor(country) : null;
    const to = value ? currencyFor(value) : null;
    setCurrencyChange(from && to && from !== to && typedAny ? { from, to } : null);
    dispatch({ type: 'set-country', country: value });
  };
  return (
    <div className="grid gap-5">
      <SelectField
        label={t('steps.location.country')}
        required
        hint={t('steps.location.countryHint')}
        placeholder={t('steps.location.countryPlaceholder')}
        value={country}
        options={countryOptions}
        onValueChange={chooseCountry}
      />
      {currencyChange ? (
        <p role="status" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="currency-changed">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {t('steps.location.currencyChanged', { from: currencyName(currencyChange.from), to: currencyName(currencyChange.to) })}
          </span>
        </p>
      ) : null}
      <SelectField
        label={t('steps.location.city')}
        hint={country ? t('steps.location.cityHint') : t('steps.location.cityHintNoCountry')}
        placeholder={t('steps.location.cityPlaceholder')}
        disabled={!country}
        value={city}
        options={country ? optionsOfNames(listCities(country), (name) => t(cityName(name))) : []}
        onValueChange={(value) => dispatch({ type: 'set-city', city: value })}
      />
      <SelectField
        label={t('steps.location.district')}
        hint={city ? t('steps.location.districtHint') : t('steps.location.districtHintNoCity')}
        placeholder={t('steps.location.districtPlaceholder')}
        disabled={!city}
        value={district}
        options={country && city ? optionsOfNames(listDistricts(country, city), (name) => t(districtName(name))) : []}
        onValueChange={(value) => dispatch({ type: 'set-district', district: value })}
      />
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t('common.dataDate', { month: dataMonth(language) })}. {t(privacyDisclosure.short)}
        </span>
      </p>
    </div>
  );
}
