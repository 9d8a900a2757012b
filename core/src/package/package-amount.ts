import { basicSalaryFor, type BasicSalary } from './basic-salary.ts';
import type { OfferInput } from '../household/index.ts';

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

/**
 * The basic pay inside the package: the entered basic, or the country's typical share of gross. A
 * package typed on the results keeps the offer's split, so the basic moves in proportion to it (an
 * entered SAR 12,000 of a SAR 20,000 package is SAR 5,400 of a typed SAR 9,000): basic pay never
 * exceeds the package, and the gratuity, the UAE's premium band and the ask follow the typed figure.
 */
export function basicSalaryOf(input: OfferInput, packageOverride?: number | null): BasicSalary {
  const { grossSalary, basicSalary } = input.financials;
  const basic = basicSalaryFor({ country: input.location.country, grossMonthly: grossSalary, basicMonthly: basicSalary ?? null });
  if (packageOverride === undefined || packageOverride === null) return basic;
  const offered = packageAmountFor(input);
  if (packageOverride === offered) return basic;
  const basicMonthly =
    offered > 0 ? Math.round((basic.basicMonthly * packageOverride) / offered) : Math.min(basic.basicMonthly, packageOverride);
  return { ...basic, basicMonthly, scaledWithPackage: true };
}
