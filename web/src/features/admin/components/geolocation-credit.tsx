import { useAttributions } from '../api/attributions.ts';

/** The DB-IP licence (CC BY 4.0) asks for a credit wherever its locations are shown. */
export function GeolocationCredit() {
  const attributions = useAttributions();
  const credit = attributions.data?.geolocation;
  if (!credit) return null;
  return (
    <p className="mt-3 text-xs text-slate-600">
      Locations:{' '}
      <a href={credit.url} className="font-medium text-brand-800 underline underline-offset-2" rel="noopener">
        {credit.text}
      </a>{' '}
      (
      <a href={credit.licenseUrl} className="underline underline-offset-2" rel="noopener license">
        {credit.license}
      </a>
      )
    </p>
  );
}
