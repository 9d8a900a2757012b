// The tips of one country's rules and costs: domestic help, family visas and levies, Oman's fuel and
// rents, Bahrain's unemployment insurance and the UAE's gratuity.
import { domesticHiringSentence, kuwaitHealthFee, kuwaitResidenceFee } from '../country-rules/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { cityName } from '../places/index.ts';
import { message } from './messages.ts';
import { fixed, moneyRange, registeredTenancyOf } from './tip-phrases.ts';
import { hasDependants, omanRentSpread, ruleLineAmount, type TipDefinition } from './tip-context.ts';

const omanTitles = {
  steadier: message('tips.omanFuelAndRent.title.steadierRents'),
  wideSpread: message('tips.omanFuelAndRent.title.wideSpread'),
};
const omanWideSpread = message('tips.omanFuelAndRent.rents.wideSpread');
const bahrainEmployerPays = message('tips.bahrainDeductions.insurance.employerPays');

export const countryTips: readonly TipDefinition[] = [
  {
    id: 'domestic-help-true-cost',
    category: 'country',
    priority: 'medium',
    icon: 'users',
    applies: (ctx) => ctx.input.household.domesticHelp,
    title: fixed('tips.domesticHelpTrueCost.title'),
    description: (ctx) => {
      const hint = domesticHelpHint(ctx.country);
      return message('tips.domesticHelpTrueCost.description', {
        typical: ctx.money(hint.typical),
        min: ctx.money(hint.min),
        max: ctx.money(hint.max),
        hiring: domesticHiringSentence(ctx.country),
      });
    },
  },
  {
    id: 'ksa-dependants-levy',
    category: 'country',
    priority: 'high',
    icon: 'globe',
    // The levy is a line of Residence & Visas; once the visitor says the employer pays it, it reads 0
    // and the tip has nothing left to say.
    applies: (ctx) => ruleLineAmount(ctx, 'dependant-levy') > 0,
    title: fixed('tips.ksaDependantsLevy.title'),
    description: (ctx) =>
      message('tips.ksaDependantsLevy.description', {
        dependants: ctx.householdSize - 1,
        levy: ctx.money(ruleLineAmount(ctx, 'dependant-levy') * 12),
      }),
  },
  {
    id: 'uae-family-visa-salary',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'UAE' && hasDependants(ctx),
    title: fixed('tips.uaeFamilyVisaSalary.title'),
    description: (ctx) => message('tips.uaeFamilyVisaSalary.description', { tenancy: registeredTenancyOf(ctx) }),
  },
  {
    id: 'qatar-family-residence',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Qatar' && hasDependants(ctx),
    title: fixed('tips.qatarFamilyResidence.title'),
    description: fixed('tips.qatarFamilyResidence.description'),
  },
  {
    id: 'kuwait-family-visa',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Kuwait' && hasDependants(ctx),
    title: fixed('tips.kuwaitFamilyVisa.title'),
    // The degree rule of January 2024 was dropped for KWD 800 earners in July 2024 (family-sponsorship.ts).
    description: (ctx) =>
      message('tips.kuwaitFamilyVisa.description', {
        residence: ctx.money(kuwaitResidenceFee),
        health: ctx.money(kuwaitHealthFee),
        family: ctx.money((ctx.householdSize - 1) * (kuwaitResidenceFee + kuwaitHealthFee)),
      }),
  },
  {
    id: 'oman-fuel-and-rent',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Oman',
    title: (ctx) => (omanRentSpread(ctx) ? omanTitles.steadier : omanTitles.wideSpread),
    // Muscat's districts differ about threefold in rent; the other cities' only by a quarter or so.
    description: (ctx) => {
      const spread = omanRentSpread(ctx);
      const rents = spread
        ? message('tips.omanFuelAndRent.rents.steadier', {
            here: moneyRange(ctx, 'between', spread.here.min, spread.here.max),
            city: cityName(spread.city),
            districts: spread.here.districts,
            muscat: moneyRange(ctx, 'fromTo', spread.muscat.min, spread.muscat.max),
          })
        : omanWideSpread;
      return message('tips.omanFuelAndRent.description', { rents });
    },
  },
  {
    id: 'bahrain-deductions',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Bahrain',
    title: fixed('tips.bahrainDeductions.title'),
    description: (ctx) => {
      // The insurance is a line of Residence & Visas (unemployment-insurance.ts holds its sources).
      const line = ruleLineAmount(ctx, 'unemployment-insurance');
      const insurance =
        line > 0 ? message('tips.bahrainDeductions.insurance.counted', { insurance: ctx.money(line) }) : bahrainEmployerPays;
      return message('tips.bahrainDeductions.description', { insurance });
    },
  },
  {
    id: 'uae-gratuity-basic',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'UAE',
    title: fixed('tips.uaeGratuityBasic.title'),
    description: fixed('tips.uaeGratuityBasic.description'),
  },
];
