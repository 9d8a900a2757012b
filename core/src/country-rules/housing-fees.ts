// Rent-linked fees a location charges its tenants: Dubai's housing fee, Abu Dhabi's municipality fee and
// Bahrain's municipality tax. Looked at and left out: Sharjah's 4% tenancy attestation, Oman's 3% lease
// registration and Qatar's 0.5% lease registration (each is the landlord's duty by law); Saudi Arabia's
// SAR 125 Ejar fee (who pays is not fixed). Kuwait has no rent-linked fee.
import type { CountryCode } from '../countries/index.ts';
import { money, type Message, type MessageValue } from '../language/index.ts';
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import type { FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/housing-fees.json' with { type: 'json' };
import { message } from './messages.ts';
import { percent, perMonth, ruleSource, ruleTitle } from './rule-cost-labels.ts';
import type { RuleCost } from './rule-cost.ts';

export interface HousingFee {
  rate: number;
  minimumAnnual: number;
  name: Message;
  title: Message;
  /** True for a city's fee (Dubai, Abu Dhabi), false for a country's (Bahrain). */
  cityRule: boolean;
  source: FigureSource;
}

/** A fee of the table, named and sourced; its sentences quote the rate, and the minimum where there is one. */
function housingFee(key: keyof typeof data, name: string, cityRule: boolean, minimum?: MessageValue): HousingFee {
  const { rate, minimumAnnual, sources } = data[key];
  const title = ruleTitle(name);
  const shown = percent(rate);
  return {
    rate,
    minimumAnnual,
    name: message('countryRules.line.shareOfRent', { title, rate: shown }),
    title,
    cityRule,
    source: ruleSource(name, sources, minimum === undefined ? { rate: shown } : { rate: shown, minimum }),
  };
}

const dubaiHousingFee = housingFee('dubai', 'dubaiHousingFee', true);
// 3% or 5%? The fee was introduced at 3% (Resolution 13/2016, Al Tamimi 2017) and raised in May 2018
// (The National, 2018-06-28). ADDC, which collects it, states 5% of the contract for all premises
// with a minimum of AED 450 a year, so 5% is used; The National's 7.5% for villas no longer appears there.
const abuDhabiMunicipalityFee = housingFee('abuDhabi', 'abuDhabiMunicipalityFee', true, money(data.abuDhabi.minimumAnnual, 'UAE'));
const bahrainMunicipalityTax = housingFee('bahrain', 'bahrainMunicipalityTax', false);

/** The rent-linked fee a location charges tenants, if any (also quoted by pages through model-facts.ts). */
const housingFees: PlaceRules<HousingFee | undefined> = {
  country: { UAE: undefined, KSA: undefined, Qatar: undefined, Oman: undefined, Bahrain: bahrainMunicipalityTax, Kuwait: undefined },
  city: { 'UAE/Dubai': dubaiHousingFee, 'UAE/Abu Dhabi': abuDhabiMunicipalityFee },
};

export function housingFeeFor(country: CountryCode, city: string | null | undefined): HousingFee | undefined {
  return ruleForPlace(housingFees, country, city);
}

/** The rent-linked fee on this rent, if the location charges one. */
export function housingFeeCost(country: CountryCode, city: string | null | undefined, annualRent: number): RuleCost | undefined {
  const housingFee = housingFeeFor(country, city);
  if (!housingFee || annualRent <= 0) return undefined;
  return {
    key: 'housing-fee',
    category: 'Housing',
    name: housingFee.name,
    title: housingFee.title,
    cityRule: housingFee.cityRule ? true : undefined,
    monthly: perMonth(Math.max(housingFee.minimumAnnual, annualRent * housingFee.rate)),
    employerOftenPays: false,
    source: housingFee.source,
  };
}
