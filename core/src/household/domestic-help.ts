import type { CountryCode } from '../countries/index.ts';

export interface DomesticHelpHint {
  min: number;
  max: number;
  /** The midpoint the model uses. */
  typical: number;
}

/** Typical monthly cost of full-time domestic help, local currency (spec section 9). */
const hints: Readonly<Record<CountryCode, { min: number; max: number }>> = {
  UAE: { min: 2_500, max: 3_500 },
  KSA: { min: 1_500, max: 2_500 },
  Oman: { min: 150, max: 250 },
  Qatar: { min: 2_000, max: 3_000 },
  Bahrain: { min: 100, max: 150 },
  Kuwait: { min: 80, max: 120 },
};

export function domesticHelpHint(country: CountryCode): DomesticHelpHint {
  const { min, max } = hints[country];
  return { min, max, typical: Math.round((min + max) / 2) };
}
