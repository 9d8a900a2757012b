// The tip catalogue. Figures quoted in tips are editorial content, dated October 2025; amounts
// computed from the offer are formatted in its currency.
import { countryProfile, tollSystem } from '../countries/index.ts';
import { domesticHiringSentence, endOfServiceOnBasic, kuwaitHealthFee, kuwaitResidenceFee } from '../country-rules/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { formatAmount } from '../money/index.ts';
import { fallbackAnnualSchoolFee } from '../schools/index.ts';
import {
  cheaperDistrict,
  omanRentSpread,
  rentsItsHome,
  ruleLineAmount,
  irregularCosts,
  uaeEmirateRule,
  uaeTenancyRegistry,
  schoolRatingsIn,
  type TipContext,
  type TipDefinition,
} from './tip-context.ts';

const state = (ctx: TipContext) => ctx.evaluation.verdict.state;
const isStretched = (ctx: TipContext) => state(ctx) === 'not-viable' || state(ctx) === 'surviving';
const hasDependants = (ctx: TipContext) => ctx.householdSize > 1;
const place = (ctx: TipContext) => ctx.input.location.city ?? countryProfile(ctx.country).name;

// Who must insure an employee's family, where a rule says so (rule-costs.ts holds the sources).
// Elsewhere 'ask-family-medical-cover' says what there is to say: ask for the group policy. In the UAE
// the rule is the emirate's: Dubai's sponsor, Abu Dhabi's employer; in the other emirates the federal
// basic package (MOHRE, from 1 January 2025) is the employer's duty for the employee only, and no
// official text found makes anyone insure dependants there (research/residence.md), which the tip says.
const uaeDependantCover: Readonly<Record<ReturnType<typeof uaeEmirateRule>, (ctx: TipContext) => string>> = {
  dubai: (ctx) =>
    `In Dubai the visa sponsor must insure every dependant no employer covers, and no residence is issued or renewed without it: ${ruleLineAmount(ctx, 'dependant-health-cover') > 0 ? 'your Healthcare line counts the cheapest compliant plan for each' : 'you have told us the employer pays for it'}.`,
  'abu-dhabi': () =>
    'Abu Dhabi law makes the employer insure a spouse and up to three children under 18 all the same, so ask for their cover in writing; any further children are yours to insure.',
  other: (ctx) =>
    `We found no official rule that makes anyone insure your family in ${ctx.input.location.city}: employers must give you at least the basic package since January 2025 (AED 320 a year), and the labour ministry says dependants can join it at the same price, though it covers little.`,
  'no-city': () =>
    'In Abu Dhabi the employer must insure a spouse and up to three children; in Dubai the visa sponsor must insure them; in the other emirates only the employee’s basic package is the employer’s duty, so check who pays.',
};
const dependantCoverRule = (ctx: TipContext): string | undefined => {
  if (ctx.country === 'UAE') return uaeDependantCover[uaeEmirateRule(ctx)](ctx);
  return dependantCoverOutsideUae[ctx.country];
};
const dependantCoverOutsideUae: Readonly<Partial<Record<TipContext['country'], string>>> = {
  KSA: 'In Saudi Arabia the employer must insure your wife, sons up to 25 and unmarried daughters, and no family iqama is issued or renewed without it, so ask for family cover in writing.',
  Kuwait:
    'Kuwait’s government health-insurance fee, in your Healthcare line, is charged for every dependant whatever cover the family has, so family cover from the employer does not remove it.',
};

/** "Car registration, school uniforms and trips, summer flights and annual rent increases", as they apply. */
const irregularCostList = (ctx: TipContext): string => {
  const costs = irregularCosts(ctx);
  const items = [
    costs.car && 'car registration',
    costs.school && 'school uniforms and trips',
    'summer flights',
    costs.rentRise && 'annual rent increases',
  ].filter((item): item is string => item !== false);
  // A comma before the last "and" when the item before it has an "and" of its own ("uniforms and trips").
  const last = items.length > 1 && (items.at(-2) as string).includes(' and ') ? ', and ' : ' and ';
  const list = items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')}${last}${items.at(-1) as string}`;
  return list.charAt(0).toUpperCase() + list.slice(1);
};

// Where a school's quality is published: inspection ratings in the UAE, BQA's review reports in Bahrain.
const schoolQuality = {
  UAE: 'Compare inspection ratings (KHDA in Dubai, ADEK in Abu Dhabi, national regulators elsewhere) with fees',
  Bahrain:
    'Weigh the review report Bahrain’s Education and Training Quality Authority (BQA) publishes for every private school against its fees',
  elsewhere: 'Ask each school for its latest inspection or accreditation report and weigh it against the fees',
} as const;

// A UAE tenancy is registered with Ejari in Dubai and Tawtheeq in Abu Dhabi (by the landlord).
const tenancyRegistration = {
  Ejari: 'Ejari registration',
  Tawtheeq: 'Tawtheeq registration (usually the landlord’s)',
  Sharjah: 'the lease’s attestation by Sharjah Municipality (the landlord’s to arrange since Law 5/2024)',
  municipality: 'the tenancy’s registration with the municipality',
  elsewhere: 'the tenancy’s registration (Ejari in Dubai, Tawtheeq in Abu Dhabi, the municipality elsewhere)',
} as const;
const registeredTenancy = {
  Ejari: 'an Ejari-registered tenancy',
  Tawtheeq: 'a Tawtheeq-registered tenancy',
  Sharjah: 'a tenancy contract attested by Sharjah Municipality',
  municipality: 'a tenancy contract registered with the municipality',
  elsewhere: 'a registered tenancy contract (Ejari in Dubai, Tawtheeq in Abu Dhabi)',
} as const;

export const tipCatalogue: readonly TipDefinition[] = [
  // Negotiation
  {
    id: 'negotiate-minimum-1-2x',
    category: 'negotiation',
    priority: 'high',
    icon: 'handshake',
    applies: (ctx) => isStretched(ctx),
    title: () => 'Negotiate before you accept',
    description: (ctx) =>
      `This package leaves too little after living costs. Ask for at least ${ctx.money(Math.ceil(ctx.evaluation.totalExpenses * 1.2))} a month (1.2 times your estimated expenses of ${ctx.money(ctx.evaluation.totalExpenses)}), so rent rises and one-off bills do not push you into debt.`,
  },
  {
    id: 'negotiate-with-data-1-25x',
    category: 'negotiation',
    priority: 'high',
    icon: 'handshake',
    applies: (ctx) => state(ctx) !== 'comfortable' && ctx.evaluation.packageAmount > 0,
    title: () => 'Put numbers on the table',
    description: (ctx) =>
      `Recruiters respond to evidence. Show that a ${ctx.householdSize === 1 ? 'single person' : `household of ${ctx.householdSize}`} in ${place(ctx)} spends about ${ctx.money(ctx.evaluation.totalExpenses)} a month, and ask for ${ctx.money(ctx.evaluation.recommendedMinimumPackage)} (${ctx.evaluation.recommendedMinimumPackage > Math.ceil(ctx.evaluation.totalExpenses * 1.25) ? "1.25 times costs, with Bahrain's 1% counted at that package" : '1.25 times costs'}): the package that keeps a 20% savings rate. Download the PDF report and use its breakdown in the conversation.`,
  },
  {
    id: 'ask-housing-allowance',
    category: 'negotiation',
    priority: 'high',
    icon: 'home',
    applies: (ctx) => ctx.input.benefits.housingAllowance === 0 && ctx.shareOfPackage(ctx.categoryAmount('Housing')) > 30,
    title: () => 'Ask for a housing allowance',
    description: (ctx) =>
      `Housing alone takes ${Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')))}% of this package and the offer has no housing allowance. In the Gulf, housing is commonly paid as a separate allowance (often 25-35% of basic salary) or as company accommodation; ask for ${ctx.money(ctx.categoryAmount('Housing'))} a month or a furnished apartment.`,
  },
  {
    id: 'ask-education-allowance',
    category: 'negotiation',
    priority: 'high',
    icon: 'school',
    // Not when Education was edited to 0: there are no fees to ask for.
    applies: (ctx) => ctx.schoolChildren > 0 && ctx.input.benefits.educationAllowance === 0 && ctx.categoryAmount('Education') > 0,
    title: () => 'Ask for school fees to be covered',
    description: (ctx) =>
      `School fees for your ${ctx.input.household.children.length === 1 ? 'child' : `${ctx.input.household.children.length} children`} come to about ${ctx.money(ctx.categoryAmount('Education') * 12)} a year. Many employers pay an education allowance per child (often capped per year) or settle invoices with the school directly; it is one of the easiest benefits to negotiate because it is tied to your family, not your grade.`,
  },
  {
    id: 'ask-family-medical-cover',
    category: 'negotiation',
    priority: 'medium',
    icon: 'health',
    applies: (ctx) =>
      (ctx.input.benefits.healthcareType === 'none' || ctx.input.benefits.healthcareType === 'basic') &&
      ctx.categoryAmount('Healthcare') > 0,
    title: () => 'Negotiate family medical insurance',
    description: (ctx) =>
      `Paying privately for medical care would cost your household about ${ctx.money(ctx.categoryAmount('Healthcare'))} a month. Family cover from the employer's group policy is far cheaper for them than for you to buy individually; ask for it to be added before you sign.`,
  },
  {
    id: 'ask-annual-flights',
    category: 'negotiation',
    priority: 'medium',
    icon: 'plane',
    applies: (ctx) => ctx.uncoveredTravellers > 0,
    title: () => 'Ask for home-leave flights for everyone',
    description: (ctx) => {
      const trips = `${ctx.uncoveredTravellers} return ${ctx.uncoveredTravellers === 1 ? 'trip' : 'trips'} home a year`;
      const cost = ctx.categoryAmount('Travel');
      const line =
        cost > 0
          ? `the Travel line counts ${trips}, about ${ctx.money(cost)} a month`
          : `${trips} are yours to pay (you set the Travel line to ${ctx.money(0)})`;
      return ctx.input.benefits.annualFlights === '0'
        ? `The offer pays for no flights home, so ${line}. An annual flight allowance is standard in many Gulf packages${hasDependants(ctx) ? ', often for the whole family' : ''}; ask for it, then choose it in step 3 to see the line shrink.`
        : `Your package pays flights for ${ctx.input.benefits.annualFlights === '1' ? 'you only' : 'two people'}, but your household has ${ctx.householdSize}: ${line}. Ask for a family ticket allowance; the fare is a typical one, so edit the line if your route costs more or less.`;
    },
  },
  {
    id: 'ask-transport-support',
    category: 'negotiation',
    priority: 'medium',
    icon: 'car',
    applies: (ctx) => ctx.input.benefits.carProvided === 'none' && ctx.shareOfPackage(ctx.categoryAmount('Transportation')) > 10,
    title: () => 'Ask for a car or transport allowance',
    description: (ctx) =>
      `Running a car costs you about ${ctx.money(ctx.categoryAmount('Transportation'))} a month here (${Math.round(ctx.shareOfPackage(ctx.categoryAmount('Transportation')))}% of the package). A transport allowance or company car is common for roles that involve driving; choosing "Monthly car allowance" or "Company car" in step 3 shows what it would change.`,
  },
  {
    id: 'comfortable-check-structure',
    category: 'negotiation',
    priority: 'low',
    icon: 'handshake',
    applies: (ctx) => state(ctx) === 'comfortable',
    title: () => 'Check how the package is split',
    // Saudi, Kuwaiti and Bahraini end-of-service benefits run on the full wage (gratuity.ts).
    // Kuwait's wage basis is our assumption (gratuity.ts), so its tip does not state it as the law.
    description: (ctx) =>
      endOfServiceOnBasic(ctx.country)
        ? 'The offer works, so look at its structure. End-of-service gratuity and many increments are calculated on basic salary only: a package with a higher basic and lower allowances is worth more when you leave. Ask for the split in writing.'
        : ctx.country === 'Kuwait'
          ? 'The offer works, so look at its structure. We count Kuwait’s end-of-service indemnity on your full pay, allowances included, but no official text we found confirms it: if your employer pays it on basic pay, a higher basic is worth more when you leave. Many increments are set on basic salary too, so ask for the split in writing.'
          : 'The offer works, so look at its structure. Here the end-of-service benefit is counted on your full pay, allowances included, so the split matters less for it; many increments are still set on basic salary, so ask for the split in writing.',
  },

  // Savings
  {
    id: 'savings-goal-shortfall',
    category: 'savings',
    priority: 'high',
    icon: 'piggy-bank',
    applies: (ctx) => ctx.evaluation.savingsGoal.goal > 0 && !ctx.evaluation.savingsGoal.achievable,
    title: () => 'Your savings target is out of reach',
    description: (ctx) =>
      `You want to save ${ctx.money(ctx.evaluation.savingsGoal.goal)} a month, but ${
        ctx.evaluation.surplus < 0
          ? `this offer leaves nothing to save: it falls ${ctx.money(-ctx.evaluation.surplus)} a month short of your costs${ctx.evaluation.debts > 0 ? ' and debt payments' : ''}, so the shortfall against your target is ${ctx.money(-ctx.evaluation.savingsGoal.difference)}`
          : `this offer leaves ${ctx.money(ctx.evaluation.surplus)}: a shortfall of ${ctx.money(-ctx.evaluation.savingsGoal.difference)}`
      }. Close it with a higher package, a smaller home or a cheaper school, or lower the target so you are not surprised later.`,
  },
  {
    id: 'savings-goal-spare',
    category: 'savings',
    priority: 'low',
    icon: 'piggy-bank',
    applies: (ctx) => ctx.evaluation.savingsGoal.goal > 0 && ctx.evaluation.savingsGoal.achievable,
    title: () => 'Pay your savings first',
    description: (ctx) =>
      `You can meet your target of ${ctx.money(ctx.evaluation.savingsGoal.goal)} with ${ctx.money(ctx.evaluation.savingsGoal.difference)} to spare. Set up a standing transfer on payday so the money leaves before it is spent; tax-free salaries make it easy to drift into a higher lifestyle.`,
  },
  {
    id: 'emergency-fund-first',
    category: 'savings',
    priority: 'high',
    icon: 'alert',
    applies: (ctx) => isStretched(ctx),
    title: () => 'Arrive with an emergency fund',
    description: (ctx) =>
      `With little monthly surplus, savings must come with you. Move with at least three months of costs (${ctx.money(ctx.evaluation.totalExpenses * 3)}) on top of ${
        (ctx.upfront?.net ?? 0) > 0
          ? `the ${ctx.money(ctx.upfront?.net ?? 0)} the move needs before your first salary (see "Money you need up front")`
          : 'set-up costs such as rent deposits and school registration'
      }, because residence visas, bank accounts and the first salary can take weeks.`,
  },
  {
    id: 'comfortable-invest-surplus',
    category: 'savings',
    priority: 'medium',
    icon: 'piggy-bank',
    applies: (ctx) => state(ctx) === 'comfortable',
    title: () => 'Put the surplus to work',
    description: (ctx) =>
      `You would keep about ${ctx.money(ctx.evaluation.surplus)} a month. Build an emergency fund of three to six months of costs first, then invest regularly; a 20-30% savings rate is healthy, 30-40% aggressive and above 40% exceptional.`,
  },
  {
    id: 'heavy-debt-load',
    category: 'savings',
    priority: 'high',
    icon: 'alert',
    applies: (ctx) => ctx.evaluation.debts > 0 && ctx.shareOfPackage(ctx.evaluation.debts) >= 20,
    title: () => 'Debt payments are taking a large share',
    description: (ctx) =>
      `Your debt payments of ${ctx.money(ctx.evaluation.debts)} take ${Math.round(ctx.shareOfPackage(ctx.evaluation.debts))}% of the package. Clear the highest-interest debt first, and remember that unpaid loans in the Gulf can lead to travel bans: never leave with debts outstanding.`,
  },
  {
    id: 'irregular-expense-buffer',
    category: 'savings',
    priority: 'low',
    icon: 'piggy-bank',
    applies: () => true,
    title: () => 'Keep a buffer for irregular costs',
    description: (ctx) =>
      `${irregularCostList(ctx)} do not arrive monthly. Keep 10-15% of your costs (about ${ctx.money(Math.round(ctx.evaluation.totalExpenses * 0.1))}-${formatAmount(Math.round(ctx.evaluation.totalExpenses * 0.15))} a month) aside for them.`,
  },

  // Housing
  {
    id: 'housing-share-high',
    category: 'housing',
    priority: 'high',
    icon: 'home',
    applies: (ctx) => ctx.shareOfPackage(ctx.categoryAmount('Housing')) > 40,
    title: () => 'Housing takes too much of the package',
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      const share = Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')));
      return cheaper
        ? `Housing takes ${share}% of your package; a common rule of thumb is under a third. ${cheaper.name} is the cheapest district we track in ${ctx.input.location.city}, about ${ctx.money(cheaper.saving)} a month less for the same size of home.`
        : `Housing takes ${share}% of your package; a common rule of thumb is under a third. Compare a neighbouring city or a smaller unit before you commit to a lease.`;
    },
  },
  {
    id: 'cheaper-district-nearby',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      return (
        rentsItsHome(ctx) &&
        Boolean(ctx.input.location.district) &&
        cheaper !== undefined &&
        ctx.shareOfPackage(cheaper.saving) >= 5 &&
        ctx.shareOfPackage(ctx.categoryAmount('Housing')) <= 40
      );
    },
    title: () => 'A cheaper district could add to your savings',
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      return `Living in ${cheaper?.name ?? 'a cheaper district'} instead of ${ctx.input.location.district} would save about ${ctx.money(cheaper?.saving ?? 0)} a month in rent. Weigh it against commute time; pick the district in step 1 to compare the full breakdown.`;
    },
  },
  {
    id: 'uae-rent-cheques',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => ctx.country === 'UAE' && rentsItsHome(ctx),
    title: () => 'Plan for rent cheques and deposits',
    description: (ctx) =>
      `UAE landlords usually want the year's rent in 1 to 4 post-dated cheques, plus a 5% security deposit, around 5% agency fee, ${tenancyRegistration[uaeTenancyRegistry(ctx)]} and a utility deposit. For the home in this estimate, one cheque of a quarter's rent is about ${ctx.money(ctx.monthlyRent * 3)}; ask your employer for a rent advance if the allowance is paid monthly.`,
  },
  {
    id: 'ksa-ejar-lease',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => ctx.country === 'KSA' && rentsItsHome(ctx),
    title: () => 'Register the lease on Ejar',
    // research/renting.md: rent is paid through Ejar, traditionally a year ahead (half a year is
    // common); Riyadh's freeze of 25 September 2025 covers new leases too; no other city's yet.
    description: (ctx) =>
      `Saudi residential leases must be registered on Ejar and the rent paid through it, traditionally a year in advance, sometimes half a year (see "Money you need up front"). ${
        ctx.input.location.city === 'Riyadh'
          ? 'In Riyadh rents are frozen for five years from 25 September 2025, on new leases too (a flat let before goes at its last rent on Ejar), so negotiate the starting rent carefully: it is the figure you will keep.'
          : 'Only Riyadh’s rents are frozen (since September 2025), so expect a rise at renewal and ask what the last one was.'
      }`,
  },
  {
    id: 'large-family-housing',
    category: 'housing',
    priority: 'medium',
    icon: 'users',
    applies: (ctx) => ctx.householdSize >= 5 && rentsItsHome(ctx),
    title: () => 'Compare villas and compounds',
    description: (ctx) =>
      `A household of ${ctx.householdSize} needs three bedrooms, which we estimate at ${ctx.money(ctx.monthlyRent)} a month here. Older villas and townhouses further from the centre often cost the same as a new three-bedroom apartment and come with outdoor space; compounds add facilities at a premium.`,
  },
  {
    // The figure is the results' own cash panel's, not a typical range: a range beside the panel's
    // total (AED 101,580 for an Abu Dhabi family of four) would contradict it.
    id: 'move-cash',
    category: 'savings',
    priority: 'medium',
    icon: 'piggy-bank',
    applies: (ctx) => (ctx.upfront?.fromSavings ?? 0) > 0,
    title: () => 'Plan the cash for the move',
    description: (ctx) =>
      `The move needs ${ctx.money(ctx.upfront?.net ?? 0)} before your first salary (see "Money you need up front"), and ${ctx.upfront?.fromSavings === ctx.upfront?.net ? 'all' : ctx.money(ctx.upfront?.fromSavings ?? 0)} of it must come from savings. ${
        (ctx.upfront?.relocationAllowance ?? 0) > 0
          ? 'Ask whether the relocation allowance can be raised or a salary advance is available'
          : 'Ask whether a relocation allowance or a salary advance is available'
      }: whatever the employer pays up front is money you do not have to bring.`,
  },

  // Schools
  {
    id: 'choose-curriculum',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ctx.input.household.children.some((c) => c.age !== 'nursery' && !c.curriculum),
    title: () => 'Choose a curriculum for a better estimate',
    description: (ctx) =>
      `At least one child has no curriculum chosen, so we used a typical ${ctx.feeTableMoney(fallbackAnnualSchoolFee)} a year. Fees range from under ${ctx.feeTableMoney(15_000, 'rough')} for many Indian-curriculum schools to over ${ctx.feeTableMoney(80_000, 'rough')} for premium British, American and IB schools: pick one in step 2.`,
  },
  {
    id: 'compare-curricula',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) =>
      ctx.input.household.children.some((c) => c.curriculum === 'ib' || c.curriculum === 'american' || c.curriculum === 'british'),
    title: () => 'Fees vary more by school than by curriculum',
    description: (ctx) =>
      `Within one curriculum, fees can differ by ${ctx.feeTableMoney(30_000, 'rough')} a year or more between schools. ${schoolQuality[schoolRatingsIn(ctx)]}: a well-rated mid-priced school is often better value than the most expensive one.`,
  },
  {
    id: 'school-places-early',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ctx.schoolChildren > 0,
    title: () => 'Secure school places early',
    description: () =>
      'Popular schools have waiting lists, especially for the primary years. Apply as soon as the offer is signed, and budget for non-refundable registration and assessment fees, re-enrolment deposits, uniforms, books, buses and trips, which can add 10-20% to tuition.',
  },
  {
    id: 'nursery-costs',
    category: 'schools',
    priority: 'low',
    icon: 'school',
    applies: (ctx) => ctx.input.household.children.some((c) => c.age === 'nursery'),
    title: () => 'Nursery fees depend on hours',
    description: () =>
      'We estimate nursery care at a modest level. Full-day private nurseries charge much more than half-day places, and many close for summer; if both parents work, add extra childcare in the optional costs below.',
  },
  {
    id: 'ksa-school-vat',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ruleLineAmount(ctx, 'school-fee-vat') > 0,
    title: () => 'Saudi school fees carry VAT',
    description: (ctx) =>
      `Private school fees in Saudi Arabia carry 15% VAT for non-Saudi pupils: ${ctx.money(ruleLineAmount(ctx, 'school-fee-vat'))} a month on your children's fees, already in your Education line. Many international schools also add a one-off capital or development fee. Ask for the education allowance to be paid gross of VAT: one that matches the fees alone leaves the VAT to you.`,
  },

  // Transport
  {
    id: 'uae-tolls',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => tollSystem(ctx.country, ctx.input.location.city) !== undefined && ctx.input.benefits.carProvided !== 'company',
    title: (ctx) => `Budget for ${tollSystem(ctx.country, ctx.input.location.city)} tolls`,
    description: (ctx) =>
      tollSystem(ctx.country, ctx.input.location.city) === 'Salik'
        ? 'Salik charges AED 6 per gate at peak times and AED 4 off-peak, and a daily commute can pass two or four gates. A Nol card for the Metro costs AED 3-7.50 a trip, and a monthly pass around AED 300 can replace a second car.'
        : 'Darb charges AED 4 per crossing at peak times (7-9am and 3-7pm, Monday to Saturday) and nothing off-peak or on Sundays. Since September 2025 there is no daily or monthly cap, so crossing a bridge twice every working day comes to about AED 200 a month.',
  },
  {
    id: 'car-allowance-check',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => ctx.input.benefits.carProvided === 'allowance',
    title: () => 'Check the car allowance covers the car',
    description: () =>
      'We assume your allowance pays the lease or loan. Check it also covers insurance and registration, and that it continues during leave: fuel and parking still come from your pocket.',
  },
  {
    id: 'public-transport',
    category: 'transport',
    priority: 'low',
    icon: 'car',
    applies: (ctx) => ['Dubai', 'Riyadh', 'Doha'].includes(ctx.input.location.city ?? '') && ctx.input.benefits.carProvided === 'none',
    title: () => 'Consider the metro',
    description: (ctx) => {
      const city = ctx.input.location.city;
      if (city === 'Riyadh')
        return 'The Riyadh Metro costs SAR 4 for a two-hour ticket or SAR 140 for 30 days. Living near a line can spare you a car lease.';
      if (city === 'Doha')
        return 'A Doha Metro journey costs QAR 2 with a travel card (QAR 6 for a day pass). Living near a station in West Bay, Msheireb or Lusail can spare you a car.';
      return 'Dubai Metro trips cost AED 3-7.50 with a Silver Nol card. Living near a station in the Marina, JLT, Business Bay or Downtown can spare you a car lease.';
    },
  },

  // Healthcare
  {
    id: 'no-health-cover',
    category: 'healthcare',
    priority: 'high',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'none',
    title: () => 'Health insurance is not optional',
    description: (ctx) =>
      `Without cover you would pay about ${ctx.money(ctx.categoryAmount('Healthcare'))} a month out of pocket. Employers must insure employees in the UAE, Saudi Arabia and Qatar, and residence visas need valid insurance; an offer without it is below market.`,
  },
  {
    id: 'basic-cover-dependants',
    category: 'healthcare',
    priority: 'medium',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'basic' && hasDependants(ctx) && dependantCoverRule(ctx) !== undefined,
    title: () => 'Basic cover is for you only',
    description: (ctx) => `Your family is not covered by the offer's policy. ${dependantCoverRule(ctx) ?? ''}`,
  },
  {
    id: 'premium-cover-check',
    category: 'healthcare',
    priority: 'low',
    icon: 'health',
    applies: (ctx) => ctx.input.benefits.healthcareType === 'premium' || ctx.input.benefits.healthcareType === 'family',
    title: () => 'Read the policy, not just the tier',
    description: () =>
      'Family plans differ in co-payments, network hospitals, dental and optical cover and maternity waiting periods. If you plan a baby, check the maternity limit and whether a waiting period applies.',
  },

  // Domestic help
  {
    id: 'domestic-help-true-cost',
    category: 'country',
    priority: 'medium',
    icon: 'users',
    applies: (ctx) => ctx.input.household.domesticHelp,
    title: () => 'Domestic help costs more than the salary',
    description: (ctx) => {
      const hint = domesticHelpHint(ctx.country);
      return `We count ${ctx.money(hint.typical)} a month (typical range ${ctx.money(hint.min)}-${ctx.money(hint.max)}). ${domesticHiringSentence(ctx.country, 'en')} You can sponsor a helper only once your own residence permit is issued, so this usually comes in your first months and is not counted in "Money you need up front": have it ready if you will hire at once. A live-in helper also needs medical insurance, a room, food and a ticket home; part-time cleaners can be cheaper for smaller homes.`;
    },
  },

  // Country-specific
  {
    id: 'ksa-dependants-levy',
    category: 'country',
    priority: 'high',
    icon: 'globe',
    // The levy is a line of Residence & Visas; once the visitor says the employer pays it, it reads 0
    // and the tip has nothing left to say.
    applies: (ctx) => ruleLineAmount(ctx, 'dependant-levy') > 0,
    title: () => 'Budget for the dependants levy',
    description: (ctx) => {
      const dependants = ctx.householdSize - 1;
      return `Saudi Arabia charges expatriates SAR 400 a month for each dependant, paid up front when the iqama is renewed. For ${dependants} ${dependants === 1 ? 'dependant' : 'dependants'} that is ${ctx.money(ruleLineAmount(ctx, 'dependant-levy') * 12)} a year, counted in your Residence & Visas line. Ask whether your employer pays it; if it does, tick "My employer pays this" on that line.`;
    },
  },
  {
    id: 'uae-family-visa-salary',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'UAE' && hasDependants(ctx),
    title: () => 'Check you can sponsor your family',
    description: (ctx) =>
      `To sponsor a spouse and children in the UAE you need a salary of at least AED 4,000, or AED 3,000 plus company accommodation, and ${registeredTenancy[uaeTenancyRegistry(ctx)]}. Visa, Emirates ID and medicals for a family cost several thousand dirhams.`,
  },
  {
    id: 'qatar-family-residence',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Qatar' && hasDependants(ctx),
    title: () => 'Family residence in Qatar',
    description: () =>
      'Sponsoring your family in Qatar generally needs a salary of QAR 10,000, or QAR 6,000 with family housing from your employer. Kahramaa asks new tenants for a deposit of around QAR 2,000, and there is no VAT on your spending.',
  },
  {
    id: 'kuwait-family-visa',
    category: 'country',
    priority: 'medium',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Kuwait' && hasDependants(ctx),
    title: () => 'Kuwait family visas need KWD 800',
    // The degree rule of January 2024 was dropped for KWD 800 earners in July 2024 (family-sponsorship.ts).
    description: (ctx) =>
      `Kuwait issues family visas to expatriates earning at least KWD 800 a month; since July 2024 a degree is no longer required at that salary. Ask for the salary in your contract to show it before you accept. Each renewal then costs ${ctx.money(kuwaitResidenceFee)} of residence and ${ctx.money(kuwaitHealthFee)} of government health insurance per dependant a year (since 23 December 2025): ${ctx.money((ctx.householdSize - 1) * (kuwaitResidenceFee + kuwaitHealthFee))} a year for your family, counted in your breakdown.`,
  },
  {
    id: 'oman-fuel-and-rent',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Oman',
    title: (ctx) => (omanRentSpread(ctx) ? 'Oman: cheap fuel, steadier rents' : 'Oman: cheap fuel, wide rent spread'),
    // Muscat's districts differ about threefold in rent; the other cities' only by a quarter or so.
    description: (ctx) => {
      const spread = omanRentSpread(ctx);
      return `Petrol prices in Oman are capped (M91 around 229 baisa a litre), so driving is affordable. ${
        spread
          ? `Rents vary less here than in Muscat: in our data a one-bedroom flat costs ${ctx.money(spread.here.min)}-${formatAmount(spread.here.max)} a month across ${spread.city}'s ${spread.here.districts} districts, against ${ctx.money(spread.muscat.min)}-${formatAmount(spread.muscat.max)} in Muscat's.`
          : 'Rents vary a lot: a mass-market flat in Al Khuwair or Bausher can cost a third of one in Al Mouj, so the district you choose drives the verdict.'
      }`;
    },
  },
  {
    id: 'bahrain-deductions',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'Bahrain',
    title: () => 'Bahrain: 1% off the top',
    description: (ctx) => {
      // The insurance is a line of Residence & Visas (unemployment-insurance.ts holds its sources).
      const line = ruleLineAmount(ctx, 'unemployment-insurance');
      const insurance =
        line > 0
          ? `Bahrain's unemployment insurance takes 1% of every worker's wage, expatriates included (Decree-Law 78/2006): ${ctx.money(line)} a month on this package, counted in your Residence & Visas line. If your employer pays it, tick "My employer pays this" on that line.`
          : `Your employer pays Bahrain's 1% unemployment insurance for you, so it is not counted in your costs.`;
      return `${insurance} Expat tariffs for electricity and water are higher than citizens' rates; check whether utilities are included in the rent.`;
    },
  },
  {
    id: 'uae-gratuity-basic',
    category: 'country',
    priority: 'low',
    icon: 'globe',
    applies: (ctx) => ctx.country === 'UAE',
    title: () => 'Gratuity is paid on basic salary',
    description: () =>
      'UAE end-of-service gratuity is 21 days of basic salary for each of the first five years and 30 days for each year after, capped at two years of pay. Ask for the basic salary figure: it decides both gratuity and many future increments.',
  },
];
