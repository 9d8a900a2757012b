import { Info } from 'lucide-react';
import { dataAsOf, listCities, listCountries, listDistricts, type CountryCode } from '../../../../../../core/src/index.ts';
import { FormField, inputClass } from '../../../../components/ui/form-field.tsx';
import type { StepProps } from './step-props.ts';

export function LocationStep({ state, dispatch }: StepProps) {
  const { country, city, district } = state.answers.location;
  const cities = country ? listCities(country) : [];
  const districts = country && city ? listDistricts(country, city) : [];
  return (
    <div className="grid gap-5">
      <FormField label="Country" required hint="Costs and the currency follow the country you choose.">
        {(field) => (
          <select {...field} className={inputClass} value={country} onChange={(e) => dispatch({ type: 'set-country', country: e.target.value as CountryCode | '' })}>
            <option value="">Select a country</option>
            {listCountries().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.currency})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="City" hint={country ? 'Leave on the country average if you have not chosen a city yet.' : 'Choose a country first.'}>
        {(field) => (
          <select {...field} className={inputClass} disabled={!country} value={city} onChange={(e) => dispatch({ type: 'set-city', city: e.target.value })}>
            <option value="">Country Average (All Cities)</option>
            {cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="District" hint={city ? 'Rent varies most by district; the city average is a fair start.' : 'Choose a city first.'}>
        {(field) => (
          <select {...field} className={inputClass} disabled={!city} value={district} onChange={(e) => dispatch({ type: 'set-district', district: e.target.value })}>
            <option value="">City Average (All Districts)</option>
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        Cost data is dated {dataAsOf.asOfLabel} and updated {dataAsOf.updateCadence}. Nothing you enter leaves this browser.
      </p>
    </div>
  );
}
