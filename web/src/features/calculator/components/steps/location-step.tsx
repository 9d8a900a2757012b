import { Info } from 'lucide-react';
import { dataDateLine, listCities, listCountries, listDistricts, privacyDisclosure } from '#core';
import { optionsOfNames, SelectField } from '#web/components/ui/select-field.tsx';
import type { StepProps } from './step-props.ts';

const countryOptions = listCountries().map((c) => ({ value: c.code, label: `${c.name} (${c.currency})` }));

export function LocationStep({ state, dispatch }: StepProps) {
  const { country, city, district } = state.answers.location;
  return (
    <div className="grid gap-5">
      <SelectField
        label="Country"
        required
        hint="Costs and the currency follow the country you choose."
        placeholder="Select a country"
        value={country}
        options={countryOptions}
        onValueChange={(value) => dispatch({ type: 'set-country', country: value })}
      />
      <SelectField
        label="City"
        hint={country ? 'Leave on the country average if you have not chosen a city yet.' : 'Choose a country first.'}
        placeholder="Country Average (All Cities)"
        disabled={!country}
        value={city}
        options={country ? optionsOfNames(listCities(country)) : []}
        onValueChange={(value) => dispatch({ type: 'set-city', city: value })}
      />
      <SelectField
        label="District"
        hint={city ? 'Rent varies most by district; the city average is a fair start.' : 'Choose a city first.'}
        placeholder="City Average (All Districts)"
        disabled={!city}
        value={district}
        options={country && city ? optionsOfNames(listDistricts(country, city)) : []}
        onValueChange={(value) => dispatch({ type: 'set-district', district: value })}
      />
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {dataDateLine}. {privacyDisclosure.short}
        </span>
      </p>
    </div>
  );
}
