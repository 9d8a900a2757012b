// Where the model's fixed figures come from (cost-constants.ts: costConstants,
// personalAndEntertainment; the school fee used when no curriculum is chosen): the calculator's own
// allowances, most of them, and say so. The amounts are written in from the code, so a changed
// constant cannot leave a stale sentence behind. Each source is built once, on first use.
import { type Message, money, moneyRange } from '../language/index.ts';
import { dataAsOf, joinedSentences, resolveSources, type FigureSource } from '../sources/index.ts';
import { fallbackAnnualSchoolFee, schoolFeeTable } from '../schools/index.ts';
import { costConstants, personalAndEntertainment } from './cost-constants.ts';
import { message } from './messages.ts';
import { memo } from './source-helpers.ts';

const personalItemKeys = {
  Entertainment: 'entertainment',
  Clothing: 'clothing',
  'Personal Care': 'personalCare',
  Laundry: 'laundry',
  Miscellaneous: 'miscellaneous',
} as const;
type PersonalItemKey = (typeof personalItemKeys)[keyof typeof personalItemKeys];

/** Every fixed figure of the model that constantSource describes. */
export const costConstantKeys = [
  'groceriesPerPerson',
  'diningOutBase',
  'diningOutPerExtraPerson',
  'healthcarePerAdult',
  'healthcarePerChild',
  'healthcareFamilyOutOfPocket',
  'mobileLinePerAdult',
  'internetTv',
  'nurseryFallback',
  'schoolFeeFallback',
  'utilitiesExtraPersonShare',
  ...Object.values(personalItemKeys),
] as const satisfies readonly (keyof typeof costConstants | 'schoolFeeFallback' | PersonalItemKey)[];
export type CostConstantKey = (typeof costConstantKeys)[number];

const constantSources = memo((): ReadonlyMap<CostConstantKey, FigureSource> => {
  const aed = (amount: number) => money(amount, 'UAE');
  const c = costConstants;
  const ownModel = message('costModel.source.constant.ownModel');
  // Outside the UAE each amount is converted at the currency pegs, and the words say so.
  const converted = (explanation: Message) => joinedSentences(explanation, message('costModel.source.constant.converted'));
  // `null`: a public source confirms the figure, so there is nothing to call an assumption.
  const model = (explanation: Message, assumption: Message | null = ownModel, sources: readonly string[] = []): FigureSource => ({
    explanation,
    sources: resolveSources(['calculator-model', ...sources]),
    asOf: dataAsOf.asOfLabel,
    assumption: assumption ?? undefined,
  });
  const insurance = message('costModel.source.constant.insuranceAssumption');
  const insuranceSources = ['gn-dubai-health-insurance', 'mohre-health-insurance'];
  const uninsured = (amount: number, who: 'adult' | 'child') =>
    model(converted(message('costModel.source.constant.uninsured', { amount: aed(amount), who })), insurance, insuranceSources);
  const dining = model(
    converted(message('costModel.source.constant.diningOut', { base: aed(c.diningOutBase), extra: aed(c.diningOutPerExtraPerson) })),
  );
  const nursery = schoolFeeTable.indian.nursery.fees;
  const personalTotal = personalAndEntertainment.reduce((sum, item) => sum + item.amount, 0);
  const entries: [CostConstantKey, FigureSource][] = [
    [
      'groceriesPerPerson',
      model(
        converted(message('costModel.source.constant.groceriesPerPerson', { amount: aed(c.groceriesPerPerson) })),
        message('costModel.source.constant.groceriesAssumption'),
      ),
    ],
    ['diningOutBase', dining],
    ['diningOutPerExtraPerson', dining],
    ['healthcarePerAdult', uninsured(c.healthcarePerAdult, 'adult')],
    ['healthcarePerChild', uninsured(c.healthcarePerChild, 'child')],
    [
      'healthcareFamilyOutOfPocket',
      model(converted(message('costModel.source.constant.familyOutOfPocket', { amount: aed(c.healthcareFamilyOutOfPocket) }))),
    ],
    [
      'mobileLinePerAdult',
      model(converted(message('costModel.source.constant.mobileLine', { amount: aed(c.mobileLinePerAdult) })), null, ['du-mobile-plans']),
    ],
    [
      'internetTv',
      model(converted(message('costModel.source.constant.internetTv', { amount: aed(c.internetTv) })), null, [
        'afs-uae-living',
        'etisalat-home-internet',
      ]),
    ],
    [
      'nurseryFallback',
      model(
        converted(
          message('costModel.source.constant.nurseryFallback', {
            amount: aed(c.nurseryFallback),
            range: moneyRange(nursery.min, nursery.max, 'UAE'),
          }),
        ),
        null,
        ['school-gihs', 'school-credence'],
      ),
    ],
    [
      'schoolFeeFallback',
      model(
        converted(
          message('costModel.source.constant.schoolFeeFallback', {
            annual: aed(fallbackAnnualSchoolFee),
            monthly: aed(fallbackAnnualSchoolFee / 12),
          }),
        ),
        message('costModel.source.constant.schoolFeeFallbackAssumption'),
      ),
    ],
    [
      'utilitiesExtraPersonShare',
      model(
        message('costModel.source.constant.utilitiesExtraPerson', { percent: Math.round(c.utilitiesExtraPersonShare * 100) }),
        message('costModel.source.constant.utilitiesExtraPersonAssumption'),
      ),
    ],
  ];
  for (const item of personalAndEntertainment) {
    const key = (personalItemKeys as Readonly<Record<string, PersonalItemKey>>)[item.name];
    if (!key) throw new Error(`No source key for the personal item ${item.name}`);
    const words = message('costModel.source.constant.personalItem', {
      amount: aed(item.amount),
      item: key,
      count: personalAndEntertainment.length,
      total: aed(personalTotal),
    });
    entries.push([key, model(converted(words))]);
  }
  return new Map(entries);
});

/** The source of one of the model's fixed figures (cost-model.ts: costConstants, personalAndEntertainment). */
export function constantSource(key: CostConstantKey): FigureSource {
  const source = constantSources().get(key);
  if (!source) throw new Error(`No source for the constant ${key}`);
  return source;
}

/** The source of a Personal & Entertainment item by its name in the cost model, if it has one. */
export function personalItemSource(name: string): FigureSource | undefined {
  const key = (personalItemKeys as Readonly<Record<string, PersonalItemKey>>)[name];
  return key ? constantSource(key) : undefined;
}
