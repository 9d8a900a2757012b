// The tips about schools and nurseries: the curriculum, how fees vary, places, nursery hours and
// Saudi VAT. Figures of the AED fee table are quoted in the offer's money (TipContext.feeTableMoney).
import { fallbackAnnualSchoolFee } from '../schools/index.ts';
import { message } from './messages.ts';
import { fixed, schoolQualityAdvice } from './tip-phrases.ts';
import { ruleLineAmount, type TipDefinition } from './tip-context.ts';

export const schoolTips: readonly TipDefinition[] = [
  {
    id: 'choose-curriculum',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ctx.input.household.children.some((c) => c.age !== 'nursery' && !c.curriculum),
    title: fixed('tips.chooseCurriculum.title'),
    description: (ctx) =>
      message('tips.chooseCurriculum.description', {
        typical: ctx.feeTableMoney(fallbackAnnualSchoolFee),
        low: ctx.feeTableMoney(15_000, 'rough'),
        high: ctx.feeTableMoney(80_000, 'rough'),
      }),
  },
  {
    id: 'compare-curricula',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) =>
      ctx.input.household.children.some((c) => c.curriculum === 'ib' || c.curriculum === 'american' || c.curriculum === 'british'),
    title: fixed('tips.compareCurricula.title'),
    description: (ctx) =>
      message('tips.compareCurricula.description', {
        difference: ctx.feeTableMoney(30_000, 'rough'),
        quality: schoolQualityAdvice(ctx),
      }),
  },
  {
    id: 'school-places-early',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ctx.schoolChildren > 0,
    title: fixed('tips.schoolPlacesEarly.title'),
    description: fixed('tips.schoolPlacesEarly.description'),
  },
  {
    id: 'nursery-costs',
    category: 'schools',
    priority: 'low',
    icon: 'school',
    applies: (ctx) => ctx.input.household.children.some((c) => c.age === 'nursery'),
    title: fixed('tips.nurseryCosts.title'),
    description: fixed('tips.nurseryCosts.description'),
  },
  {
    id: 'ksa-school-vat',
    category: 'schools',
    priority: 'medium',
    icon: 'school',
    applies: (ctx) => ruleLineAmount(ctx, 'school-fee-vat') > 0,
    title: fixed('tips.ksaSchoolVat.title'),
    description: (ctx) => message('tips.ksaSchoolVat.description', { vat: ctx.money(ruleLineAmount(ctx, 'school-fee-vat')) }),
  },
];
