// The package that keeps 20% after costs (spec section 9: costs / 0.8, rounded up), with the charges
// on pay (unemployment-insurance.ts) counted at that package rather than at today's. Shared by the
// evaluation's targets, where the rise is taken as allowance and the basic stays, and by the
// negotiation brief's basic-salary rise, where the basic moves with the package and can cross the
// UAE's premium band.
import type { OfferInput } from '../household/index.ts';
import { unemploymentInsurance } from '../country-rules/index.ts';

// Dividing by 0.8 is multiplying by 5/4; done in integers so whole amounts never round up by a float error.
const dividedByPointEight = (amount: number) => Math.ceil((amount * 5) / 4);

export interface TargetPackage {
  /** The package, monthly, whole units. */
  package: number;
  /** How much more the charges on pay come to at `package` than at today's package; 0 when none rises. */
  chargeRise: number;
}

/**
 * What the employee pays on pay a month at `monthlyWage` with `monthlyBasic` (0 when the employer
 * pays it, or the country charges nothing we count).
 */
export function employeeChargeOnPay(input: OfferInput, monthlyWage: number, monthlyBasic: number): number {
  if (input.benefits.employerPays?.['unemployment-insurance'] === true) return 0;
  return unemploymentInsurance(input.location.country, monthlyWage, monthlyBasic)?.monthly ?? 0;
}

/**
 * The smallest package that keeps 20% after `costs` (monthly expenses, with debts when they count)
 * and after the charges on pay at that package. `basicAt` gives the basic salary at a package. The
 * costs are taken to hold today's charge; where the visitor typed their own Residence & Visas figure
 * the target comes out a little high, never short. Below today's package (a Comfortable offer) the
 * plain target stands, for the same reason.
 */
export function targetPackage(
  input: OfferInput,
  costs: number,
  packageAmount: number,
  basicAt: (packageMonthly: number) => number,
): TargetPackage {
  const charge = (pkg: number) => employeeChargeOnPay(input, pkg, basicAt(pkg));
  const today = charge(packageAmount);
  const rise = (pkg: number) => Math.max(0, charge(pkg) - today);
  let target = dividedByPointEight(costs);
  // Each pass adds about 1% of the last rise (Bahrain) or one band step (the UAE), so two or three
  // passes settle it; the charges only grow with the package, so the target never has to come down.
  for (let pass = 0; pass < 10; pass++) {
    const next = dividedByPointEight(costs + rise(target));
    if (next <= target) break;
    target = next;
  }
  return { package: target, chargeRise: rise(target) };
}
