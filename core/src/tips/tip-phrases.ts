// Phrases several tips share, as messages: the place, the household, a range of money, the costs that
// come once or twice a year, where a UAE tenancy is registered and where schools' ratings are published.
import { countryName, currencyFor, currencyName } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { formatAmount } from '../money/index.ts';
import { cityName } from '../places/index.ts';
import { message, type TipsMessageId } from './messages.ts';
import { irregularCosts, schoolRatingsIn, uaeTenancyRegistry, type TipContext } from './tip-context.ts';

type TipMessage = Message<TipsMessageId>;

/** A message made once, for the tips whose words do not depend on the offer. */
export const fixed = (id: TipsMessageId): (() => TipMessage) => {
  const made = message(id);
  return () => made;
};

/** The offer's city, or its country when no city is chosen. */
export const place = (ctx: TipContext): Message => (ctx.input.location.city ? cityName(ctx.input.location.city) : countryName(ctx.country));

const households = new Map<number, TipMessage>();

/** "household of 4"; Arabic counts the members with its plural forms. */
export function householdOf(size: number): TipMessage {
  let household = households.get(size);
  if (!household) households.set(size, (household = message('tips.householdOf', { size })));
  return household;
}

/**
 * A range of the offer's money: "AED 1,830-2,745" in English, the currency once before the figures;
 * in Arabic "between 1,830 dirhams and 2,745 dirhams" (between) or "1,830 dirhams to 2,745 dirhams"
 * (fromTo), the currency after each.
 * A money value always carries its currency, so the figures go in bare, as formatMoney and
 * formatMoneyArabic write them (tips.test.ts checks), and the currency as its name (countries' catalogue).
 */
export function moneyRange(ctx: TipContext, form: 'between' | 'fromTo', from: number, to: number): TipMessage {
  const values = { currency: currencyName(currencyFor(ctx.country)), from: formatAmount(from), to: formatAmount(to) };
  return message(form === 'between' ? 'tips.moneyRange.between' : 'tips.moneyRange.fromTo', values);
}

// A message for each combination, so that each language lists the costs its own way: English with a
// capital first and a comma before the last "and" when the item before it has an "and" of its own
// ("uniforms and trips"), Arabic with a comma and "wa" (and) before every item after the first.
const irregularCostLists = {
  '': message('tips.irregularCosts.flights'),
  rent: message('tips.irregularCosts.flightsRent'),
  school: message('tips.irregularCosts.schoolFlights'),
  'school rent': message('tips.irregularCosts.schoolFlightsRent'),
  car: message('tips.irregularCosts.carFlights'),
  'car rent': message('tips.irregularCosts.carFlightsRent'),
  'car school': message('tips.irregularCosts.carSchoolFlights'),
  'car school rent': message('tips.irregularCosts.carSchoolFlightsRent'),
} as const;

/** "Car registration, school uniforms and trips, summer flights and annual rent increases", as they apply. */
export function irregularCostList(ctx: TipContext): TipMessage {
  const costs = irregularCosts(ctx);
  const key = [costs.car && 'car', costs.school && 'school', costs.rentRise && 'rent'].filter(Boolean).join(' ');
  return irregularCostLists[key as keyof typeof irregularCostLists];
}

// Where a school's quality is published: inspection ratings in the UAE, BQA's review reports in Bahrain.
const schoolQuality = {
  UAE: message('tips.schoolQuality.uae'),
  Bahrain: message('tips.schoolQuality.bahrain'),
  elsewhere: message('tips.schoolQuality.elsewhere'),
} as const;

export const schoolQualityAdvice = (ctx: TipContext): TipMessage => schoolQuality[schoolRatingsIn(ctx)];

// A UAE tenancy is registered with Ejari in Dubai and Tawtheeq in Abu Dhabi (by the landlord).
const tenancyRegistration = {
  Ejari: message('tips.tenancyRegistration.ejari'),
  Tawtheeq: message('tips.tenancyRegistration.tawtheeq'),
  Sharjah: message('tips.tenancyRegistration.sharjah'),
  municipality: message('tips.tenancyRegistration.municipality'),
  elsewhere: message('tips.tenancyRegistration.noCity'),
} as const;
const registeredTenancy = {
  Ejari: message('tips.registeredTenancy.ejari'),
  Tawtheeq: message('tips.registeredTenancy.tawtheeq'),
  Sharjah: message('tips.registeredTenancy.sharjah'),
  municipality: message('tips.registeredTenancy.municipality'),
  elsewhere: message('tips.registeredTenancy.noCity'),
} as const;

/** "Ejari registration", "the lease's attestation by Sharjah Municipality (…)". */
export const tenancyRegistrationOf = (ctx: TipContext): TipMessage => tenancyRegistration[uaeTenancyRegistry(ctx)];

/** "an Ejari-registered tenancy", "a tenancy contract attested by Sharjah Municipality". */
export const registeredTenancyOf = (ctx: TipContext): TipMessage => registeredTenancy[uaeTenancyRegistry(ctx)];
