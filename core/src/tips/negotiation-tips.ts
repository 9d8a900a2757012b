// The tips about what to ask for before signing: a higher package, allowances, cover and flights.
import { endOfServiceOnBasic } from '../country-rules/index.ts';
import { message } from './messages.ts';
import { fixed, householdOf, place } from './tip-phrases.ts';
import { hasDependants, isStretched, verdictState, type TipContext, type TipDefinition } from './tip-context.ts';

const housingShare = (ctx: TipContext) => Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')));

/** The line of the flights tip: the trips the Travel line counts, or those left to pay when it is set to 0. */
function flightsLine(ctx: TipContext) {
  const cost = ctx.categoryAmount('Travel');
  const values = { trips: ctx.uncoveredTravellers, travel: ctx.money(cost) };
  return message(cost > 0 ? 'tips.askAnnualFlights.line.counted' : 'tips.askAnnualFlights.line.unpaid', values);
}

// Saudi, Kuwaiti and Bahraini end-of-service benefits run on the full wage (gratuity.ts). Kuwait's
// wage basis is our assumption (gratuity.ts), so its tip does not state it as the law.
const packageStructure = {
  onBasic: message('tips.comfortableCheckStructure.description.onBasic'),
  kuwait: message('tips.comfortableCheckStructure.description.kuwait'),
  onFullPay: message('tips.comfortableCheckStructure.description.onFullPay'),
};

export const negotiationTips: readonly TipDefinition[] = [
  {
    id: 'negotiate-minimum-1-2x',
    category: 'negotiation',
    priority: 'high',
    icon: 'handshake',
    applies: (ctx) => isStretched(ctx),
    title: fixed('tips.negotiateMinimum.title'),
    description: (ctx) =>
      message('tips.negotiateMinimum.description', {
        ask: ctx.money(Math.ceil(ctx.evaluation.totalExpenses * 1.2)),
        expenses: ctx.money(ctx.evaluation.totalExpenses),
      }),
  },
  {
    id: 'negotiate-with-data-1-25x',
    category: 'negotiation',
    priority: 'high',
    icon: 'handshake',
    applies: (ctx) => verdictState(ctx) !== 'comfortable' && ctx.evaluation.packageAmount > 0,
    title: fixed('tips.negotiateWithData.title'),
    description: (ctx) =>
      message('tips.negotiateWithData.description', {
        who: ctx.householdSize === 1 ? 'single' : 'household',
        household: householdOf(ctx.householdSize),
        place: place(ctx),
        expenses: ctx.money(ctx.evaluation.totalExpenses),
        package: ctx.money(ctx.evaluation.recommendedMinimumPackage),
        // Above 1.25 times costs only where the package must also pay Bahrain's 1%.
        basis: ctx.evaluation.recommendedMinimumPackage > Math.ceil(ctx.evaluation.totalExpenses * 1.25) ? 'withInsurance' : 'costs',
      }),
  },
  {
    id: 'ask-housing-allowance',
    category: 'negotiation',
    priority: 'high',
    icon: 'home',
    applies: (ctx) => ctx.input.benefits.housingAllowance === 0 && ctx.shareOfPackage(ctx.categoryAmount('Housing')) > 30,
    title: fixed('tips.askHousingAllowance.title'),
    description: (ctx) =>
      message('tips.askHousingAllowance.description', {
        share: housingShare(ctx),
        housing: ctx.money(ctx.categoryAmount('Housing')),
      }),
  },
  {
    id: 'ask-education-allowance',
    category: 'negotiation',
    priority: 'high',
    icon: 'school',
    // Not when Education was edited to 0: there are no fees to ask for.
    applies: (ctx) => ctx.schoolChildren > 0 && ctx.input.benefits.educationAllowance === 0 && ctx.categoryAmount('Education') > 0,
    title: fixed('tips.askEducationAllowance.title'),
    description: (ctx) =>
      message('tips.askEducationAllowance.description', {
        children: ctx.input.household.children.length,
        fees: ctx.money(ctx.categoryAmount('Education') * 12),
      }),
  },
  {
    id: 'ask-family-medical-cover',
    category: 'negotiation',
    priority: 'medium',
    icon: 'health',
    applies: (ctx) =>
      (ctx.input.benefits.healthcareType === 'none' || ctx.input.benefits.healthcareType === 'basic') &&
      ctx.categoryAmount('Healthcare') > 0,
    title: fixed('tips.askFamilyMedicalCover.title'),
    description: (ctx) => message('tips.askFamilyMedicalCover.description', { healthcare: ctx.money(ctx.categoryAmount('Healthcare')) }),
  },
  {
    id: 'ask-annual-flights',
    category: 'negotiation',
    priority: 'medium',
    icon: 'plane',
    applies: (ctx) => ctx.uncoveredTravellers > 0,
    title: fixed('tips.askAnnualFlights.title'),
    description: (ctx) =>
      ctx.input.benefits.annualFlights === '0'
        ? message('tips.askAnnualFlights.description.noFlights', {
            line: flightsLine(ctx),
            travellers: hasDependants(ctx) ? 'family' : 'self',
          })
        : message('tips.askAnnualFlights.description.someFlights', {
            paid: ctx.input.benefits.annualFlights === '1' ? 'self' : 'two',
            size: ctx.householdSize,
            line: flightsLine(ctx),
          }),
  },
  {
    id: 'ask-transport-support',
    category: 'negotiation',
    priority: 'medium',
    icon: 'car',
    applies: (ctx) => ctx.input.benefits.carProvided === 'none' && ctx.shareOfPackage(ctx.categoryAmount('Transportation')) > 10,
    title: fixed('tips.askTransportSupport.title'),
    description: (ctx) =>
      message('tips.askTransportSupport.description', {
        transport: ctx.money(ctx.categoryAmount('Transportation')),
        share: Math.round(ctx.shareOfPackage(ctx.categoryAmount('Transportation'))),
      }),
  },
  {
    id: 'comfortable-check-structure',
    category: 'negotiation',
    priority: 'low',
    icon: 'handshake',
    applies: (ctx) => verdictState(ctx) === 'comfortable',
    title: fixed('tips.comfortableCheckStructure.title'),
    description: (ctx) =>
      endOfServiceOnBasic(ctx.country)
        ? packageStructure.onBasic
        : ctx.country === 'Kuwait'
          ? packageStructure.kuwait
          : packageStructure.onFullPay,
  },
];
