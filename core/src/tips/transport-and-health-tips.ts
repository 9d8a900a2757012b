// The tips about getting around (tolls, the car allowance, the metro) and about health cover.
import { tollSystem } from '../countries/index.ts';
import { cityName } from '../places/index.ts';
import { message, type TipsMessageId } from './messages.ts';
import type { Message } from '../language/index.ts';
import { fixed } from './tip-phrases.ts';
import { hasDependants, ruleLineAmount, uaeEmirateRule, type TipContext, type TipDefinition } from './tip-context.ts';

const tolls = { Salik: message('tips.uaeTolls.description.salik'), Darb: message('tips.uaeTolls.description.darb') };
const metros = {
  Riyadh: message('tips.publicTransport.description.riyadh'),
  Doha: message('tips.publicTransport.description.doha'),
  Dubai: message('tips.publicTransport.description.dubai'),
};

// Who must insure an employee's family, where a rule says so (rule-costs.ts holds the sources).
// Elsewhere 'ask-family-medical-cover' says what there is to say: ask for the group policy. In the UAE
// the rule is the emirate's: Dubai's sponsor, Abu Dhabi's employer; in the other emirates the federal
// basic package (MOHRE, from 1 January 2025) is the employer's duty for the employee only, and no
// official text found makes anyone insure dependants there (research/residence.md), which the tip says.
const uaeDependantCover: Readonly<Record<ReturnType<typeof uaeEmirateRule>, (ctx: TipContext) => Message<TipsMessageId>>> = {
  dubai: (ctx) =>
    message('tips.dependantCover.dubai', { cover: ruleLineAmount(ctx, 'dependant-health-cover') > 0 ? 'counted' : 'employerPays' }),
  'abu-dhabi': fixed('tips.dependantCover.abuDhabi'),
  other: (ctx) => message('tips.dependantCover.otherEmirate', { city: cityName(ctx.input.location.city ?? '') }),
  'no-city': fixed('tips.dependantCover.noCity'),
};
const dependantCoverOutsideUae: Readonly<Partial<Record<TipContext['country'], Message<TipsMessageId>>>> = {
  KSA: message('tips.dependantCover.ksa'),
  Kuwait: message('tips.dependantCover.kuwait'),
};
const dependantCoverRule = (ctx: TipContext): Message<TipsMessageId> | undefined =>
  ctx.country === 'UAE' ? uaeDependantCover[uaeEmirateRule(ctx)](ctx) : dependantCoverOutsideUae[ctx.country];

export const transportTips: readonly TipDefinition[] = [
  {
    id: 'uae-tolls',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => tollSystem(ctx.country, ctx.input.location.city) !== undefined && ctx.input.benefits.carProvided !== 'company',
    title: (ctx) => message('tips.uaeTolls.title', { toll: tollSystem(ctx.country, ctx.input.location.city) ?? 'Darb' }),
    description: (ctx) => (tollSystem(ctx.country, ctx.input.location.city) === 'Salik' ? tolls.Salik : tolls.Darb),
  },
  {
    id: 'car-allowance-check',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => ctx.input.benefits.carProvided === 'allowance',
    title: fixed('tips.carAllowanceCheck.title'),
    description: fixed('tips.carAllowanceCheck.description'),
  },
  {
    id: 'public-transport',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => ['Dubai', 'Riyadh', 'Doha'].includes(ctx.input.location.city ?? '') && ctx.input.benefits.carProvided === 'none',
    title: fixed('tips.publicTransport.title'),
    description: (ctx) => {
      const city = ctx.input.location.city;
      return city === 'Riyadh' ? metros.Riyadh : city === 'Doha' ? metros.Doha : metros.Dubai;
    },
  },
];

export const healthTips: readonly TipDefinition[] = [
  {
    id: 'no-health-cover',
    category: 'healthcare',
    priority: 'high',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'none',
    title: fixed('tips.noHealthCover.title'),
    description: (ctx) => message('tips.noHealthCover.description', { healthcare: ctx.money(ctx.categoryAmount('Healthcare')) }),
  },
  {
    id: 'basic-cover-dependants',
    category: 'healthcare',
    priority: 'medium',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'basic' && hasDependants(ctx) && dependantCoverRule(ctx) !== undefined,
    title: fixed('tips.basicCoverDependants.title'),
    // The condition above makes sure a rule is there; the tip says nothing without one.
    description: (ctx) => message('tips.basicCoverDependants.description', { rule: dependantCoverRule(ctx) ?? '' }),
  },
  {
    id: 'premium-cover-check',
    category: 'healthcare',
    priority: 'low',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'premium' || ctx.input.benefits.healthcareType === 'family',
    title: fixed('tips.premiumCoverCheck.title'),
    description: fixed('tips.premiumCoverCheck.description'),
  },
];
