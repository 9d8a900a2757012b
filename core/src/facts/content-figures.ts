// Figures about the product that pages quote ({{figure:kind:args}}), computed from the model at
// build time so no page types a number the calculator does not produce.
import { costConstants, estimateExpenses, familyOfFourCost, monthlySchoolFeeAed, personalAndEntertainment } from '../cost-model/index.ts';
import type { ExpenseCategory } from '../cost-model/index.ts';
import { type CountryCode, currencyFor, isCountryCode } from '../countries/index.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { money, type MoneyValue } from '../language/index.ts';
import { costRecord, listCities, listDistricts } from '../places/index.ts';
import { curricula, type Curriculum } from '../household/index.ts';

export const contentFigureKinds = ['family-of-four', 'rent-1br', 'family-budget', 'nursery-fee', 'constant'] as const;

function country(code: string | undefined): CountryCode {
  if (!code || !isCountryCode(code)) throw new Error(`Unknown country "${code ?? ''}" (use UAE, KSA, Qatar, Oman, Bahrain or Kuwait)`);
  return code;
}

function city(code: CountryCode, name: string | undefined): string {
  if (!name || !listCities(code).includes(name)) throw new Error(`No city "${name ?? ''}" in ${code}'s data`);
  return name;
}

/**
 * The family budget the guides quote, by category: 2 adults and 2 children (grades 1-5 and KG) at
 * one curriculum in the city's average district, family health cover, no car benefit, every trip
 * home paid (trips home are not in the guides' budgets), and the costs the country's rules add.
 */
export function familyBudgetCategories(code: CountryCode, cityName: string, curriculum: Curriculum): ExpenseCategory[] {
  return estimateExpenses({
    location: { country: code, city: cityName },
    household: {
      adults: 2,
      children: [
        { age: 'grade1-5', curriculum },
        { age: 'kg', curriculum },
      ],
      domesticHelp: false,
    },
    benefits: { housingAllowance: 0, educationAllowance: 0, healthcareType: 'family', carProvided: 'none', annualFlights: 'family' },
    financials: { grossSalary: 0, existingDebts: 0, savingsGoal: 0 },
  });
}

/** The guides' family budget: the sum of familyBudgetCategories. */
export function familyBudget(code: CountryCode, cityName: string, curriculum: Curriculum): number {
  return familyBudgetCategories(code, cityName, curriculum).reduce((sum, c) => sum + c.amount, 0);
}

function amountFor(kind: string, args: string[]): { amount: number; code: CountryCode } {
  const code = country(args[0]);
  switch (kind) {
    case 'family-of-four':
      return { amount: familyOfFourCost(code, city(code, args[1])), code };
    case 'rent-1br': {
      const cityName = city(code, args[1]);
      const district = args[2];
      if (district !== undefined && !listDistricts(code, cityName).includes(district))
        throw new Error(`No district "${district}" in ${cityName}`);
      return { amount: costRecord({ country: code, city: cityName, district: district ?? null }).rent1BR, code };
    }
    case 'family-budget': {
      const curriculum = args[2];
      if (!curriculum || !(curricula as readonly string[]).includes(curriculum))
        throw new Error(`Unknown curriculum "${curriculum ?? ''}"`);
      return { amount: familyBudget(code, city(code, args[1]), curriculum as Curriculum), code };
    }
    case 'nursery-fee':
      return { amount: monthlySchoolFeeAed({ age: 'nursery' }) * aedToLocalFactor(currencyFor(code)), code };
    case 'constant': {
      // One of the model's fixed monthly amounts (cost-constants.ts), converted at the pegs:
      // constant:UAE:healthcarePerAdult, a Personal & Entertainment item by name, or
      // personalAndEntertainment for the whole category.
      const key = args[1] ?? '';
      const fixed = Object.hasOwn(costConstants, key) ? costConstants[key as keyof typeof costConstants] : undefined;
      const item =
        key === 'personalAndEntertainment'
          ? personalAndEntertainment.reduce((sum, entry) => sum + entry.amount, 0)
          : personalAndEntertainment.find((entry) => entry.name === key)?.amount;
      const aed = typeof fixed === 'number' && key !== 'utilitiesExtraPersonShare' ? fixed : item;
      if (aed === undefined) throw new Error(`Unknown model constant "${key}"`);
      return { amount: aed * aedToLocalFactor(currencyFor(code)), code };
    }
    default:
      throw new Error(`Unknown figure kind "${kind}" (one of ${contentFigureKinds.join(', ')})`);
  }
}

/**
 * A figure token's amount in the country's money: `family-of-four:UAE:Dubai` → AED 18,268 (the page
 * writes "AED 18,268" or «18,268 درهم»), `constant:KSA:healthcarePerAdult` → the
 * model's monthly amount in riyals; a last argument `~100` rounds to that step (AED 18,300). Anything
 * unknown throws, so a bad token fails the build.
 */
export function contentFigure(spec: string): MoneyValue {
  const [kind = '', ...rest] = spec.split(':').map((part) => part.trim());
  const step = rest.at(-1)?.startsWith('~') ? Number(rest.pop()?.slice(1)) : 1;
  if (!Number.isInteger(step) || step < 1) throw new Error(`Bad rounding in figure "${spec}"`);
  const { amount, code } = amountFor(kind, rest);
  const rounded = Math.round(amount / step) * step;
  return money(rounded, code);
}
