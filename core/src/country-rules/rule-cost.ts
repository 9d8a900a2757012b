// What a country's rules add to a household's monthly costs: the line as the results show it, and the
// household facts each rule reads.
import type { CountryCode } from '../countries/index.ts';
import type { HealthcareType, RuleCostKey } from '../household/index.ts';
import type { Message } from '../language/index.ts';
import type { FigureSource } from '../sources/index.ts';

export type RuleCostCategory = 'Housing' | 'Education' | 'Healthcare' | 'Residence & Visas';

export interface RuleCost {
  key: RuleCostKey;
  category: RuleCostCategory;
  /** The line as shown, e.g. "Dependant levy (3 × SAR 400)". */
  name: Message;
  /** The line's name without its amounts, as /sources lists the rule: "Dependant levy". */
  title: Message;
  /** True for a rule of a city (Dubai's housing fee), which /sources names by the city, not the country. */
  cityRule?: true | undefined;
  /** Local currency a month, whole units. */
  monthly: number;
  /** True where employers commonly pay it, so the app offers an "employer pays this" toggle. */
  employerOftenPays: boolean;
  source: FigureSource;
}

export interface RuleCostQuery {
  country: CountryCode;
  city?: string | null | undefined;
  dependants: {
    /** Adults other than the employee (spouse, parents). */
    adults: number;
    children: number;
  };
  /** Rent the household pays a year; 0 with employer housing. */
  annualRent: number;
  /** Tuition the household pays a year, after any education allowance. */
  annualSchoolFees: number;
  healthcareType: HealthcareType;
  /** The monthly package (salary and housing allowance): Bahrain's unemployment insurance is a share of it. */
  monthlyWage: number;
  /** The monthly basic salary (entered, or the typical share of gross): the UAE's premium band follows it. */
  monthlyBasic: number;
}
