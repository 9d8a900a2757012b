import type { OfferInput } from './offer-input.ts';

/**
 * The monthly package: gross salary plus the housing allowance when housing is a cash allowance, or the
 * figure the visitor typed on the results. Its own module so the cost model can read it (Bahrain's
 * unemployment insurance is a share of it) without importing the evaluation that imports the model.
 */
export function packageAmountFor(input: OfferInput, packageOverride?: number | null): number {
  if (packageOverride !== undefined && packageOverride !== null) return packageOverride;
  // A housing allowance is paid only when housing is a cash allowance (the default).
  const allowance = (input.benefits.housing ?? 'allowance') === 'allowance' ? input.benefits.housingAllowance : 0;
  return input.financials.grossSalary + allowance;
}
