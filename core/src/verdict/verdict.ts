// The verdict, by savings rate (spec section 4), with one vocabulary end to end (decision 7).
// English is the source; the Arabic words (issue 13) are the FAQ's and the glossary's, shown at
// display time through verdictLabel, verdictMessage, verdictScaleLegendFor and formatSavingsRate.
import type { Language } from '../language/index.ts';

export const verdictStates = ['comfortable', 'managing', 'surviving', 'not-viable'] as const;
export type VerdictState = (typeof verdictStates)[number];
/** What POST /api/results/track reports (decision 7): the contract's vocabulary, defined here once. */
export const trackingValues = ['Pass', 'Borderline', 'Fail', 'Unknown'] as const;
export type TrackingValue = (typeof trackingValues)[number];

export interface Verdict {
  state: VerdictState;
  label: string;
  /** 0-100 score the gauge shows; it lands in the matching band of the 75/60/40 scale (decision 6). */
  confidence: number;
  trackingValue: Exclude<TrackingValue, 'Unknown'>;
}

const verdicts: Readonly<Record<VerdictState, Verdict>> = {
  comfortable: { state: 'comfortable', label: 'Comfortable', confidence: 85, trackingValue: 'Pass' },
  managing: { state: 'managing', label: 'Managing', confidence: 65, trackingValue: 'Borderline' },
  surviving: { state: 'surviving', label: 'Surviving Mode', confidence: 50, trackingValue: 'Borderline' },
  'not-viable': { state: 'not-viable', label: 'Not Viable', confidence: 25, trackingValue: 'Fail' },
};

export const verdictMessages: Readonly<Record<VerdictState, string>> = {
  comfortable:
    'This offer covers your estimated living costs and debts and leaves at least a fifth of your package to save. You have room for surprises, school fee rises and the odd holiday.',
  managing:
    'This offer covers your estimated costs with something left over, but saving 10-20% leaves little room for rent rises, new school fees or emergencies. Worth negotiating before you sign.',
  surviving:
    'This offer only just covers your estimated costs. You would save less than 10% of your package, so one unexpected bill could push you into the red. Negotiate, or plan a cheaper district, school or car option.',
  'not-viable':
    'On these estimates the offer does not cover your living costs and debts: you would spend more than you earn every month. Do not accept it as it stands without a higher package or a much cheaper set-up.',
};

/** The verdict labels in Arabic, as content/ar/faq.json names them. */
export const verdictLabelsArabic: Readonly<Record<VerdictState, string>> = {
  comfortable: 'مريح',
  managing: 'مقبول',
  surviving: 'وضع الكفاف',
  'not-viable': 'غير مُجدٍ',
};

/** The four verdict messages in Arabic, sentence for sentence with verdictMessages. */
export const verdictMessagesArabic: Readonly<Record<VerdictState, string>> = {
  comfortable:
    'يغطي هذا العرض تكاليف معيشتك المقدّرة وأقساط ديونك، ويُبقي لك خُمس حزمتك على الأقل للادخار. لديك متّسع للمفاجآت ولزيادات الرسوم المدرسية ولإجازة بين حين وآخر.',
  managing:
    'يغطي هذا العرض تكاليفك المقدّرة ويُبقي لك شيئًا بعدها، لكن ادخار ما بين 10% و20% لا يترك متّسعًا يُذكر لزيادات الإيجار أو لرسوم مدرسية جديدة أو للطوارئ. يستحق التفاوض قبل أن توقّع.',
  surviving:
    'بالكاد يغطي هذا العرض تكاليفك المقدّرة. ستدّخر أقل من 10% من حزمتك، فقد تكفي فاتورة واحدة غير متوقعة لتوقعك في العجز. فاوض، أو خطّط لحيّ أو مدرسة أو خيار سيارة أقل تكلفة.',
  'not-viable':
    'وفق هذه التقديرات، لا يغطي العرض تكاليف معيشتك وأقساط ديونك: ستنفق كل شهر أكثر مما تكسب. لا تقبله بصيغته الحالية ما لم تحصل على حزمة أعلى أو على ترتيبات معيشة أقل تكلفة بكثير.',
};

/** A verdict's label in a language: "Surviving Mode", «وضع الكفاف». */
export function verdictLabel(state: VerdictState, language: Language = 'en'): string {
  return language === 'ar' ? verdictLabelsArabic[state] : verdicts[state].label;
}

/** A verdict's message in a language. */
export function verdictMessage(state: VerdictState, language: Language = 'en'): string {
  return language === 'ar' ? verdictMessagesArabic[state] : verdictMessages[state];
}

/** The scale printed beside the gauge (spec section 9), kept exactly as the spec gives it. */
export const verdictScaleLegend = [
  { from: 75, label: '75+ Comfortable' },
  { from: 60, label: '60-74 Managing' },
  { from: 40, label: '40-59 Surviving' },
  { from: 0, label: 'below 40 Not Viable' },
] as const;

/** The same scale in Arabic, in the FAQ's words ("75 فأكثر مريح، و60-74 مقبول، و40-59 الكفاف، وأقل من 40 غير مُجدٍ"). */
export const verdictScaleLegendArabic = [
  { from: 75, label: '75 فأكثر مريح' },
  { from: 60, label: '60-74 مقبول' },
  { from: 40, label: '40-59 الكفاف' },
  { from: 0, label: 'أقل من 40 غير مُجدٍ' },
] as const;

/** The gauge's scale in a language: the same bands (from 75, 60, 40, 0), labelled. */
export function verdictScaleLegendFor(language: Language = 'en'): readonly { readonly from: number; readonly label: string }[] {
  return language === 'ar' ? verdictScaleLegendArabic : verdictScaleLegend;
}

/** The savings-rate thresholds, as the FAQ words them. */
export const savingsRateThresholds = { comfortable: 20, managing: 10, surviving: 0 } as const;

/** Verdict for a savings rate in percent; null (a package of 0) is Not Viable (decision 8). */
export function verdictFor(savingsRate: number | null): Verdict {
  if (savingsRate === null || Number.isNaN(savingsRate)) return verdicts['not-viable'];
  if (savingsRate >= savingsRateThresholds.comfortable) return verdicts.comfortable;
  if (savingsRate >= savingsRateThresholds.managing) return verdicts.managing;
  if (savingsRate >= savingsRateThresholds.surviving) return verdicts.surviving;
  return verdicts['not-viable'];
}

/** The value reported to /api/results/track: Unknown only when no verdict could be computed. */
export function trackingValueFor(verdict: Verdict | undefined): TrackingValue {
  return verdict?.trackingValue ?? 'Unknown';
}

/**
 * The savings rate as the results show it: one decimal, or "No Savings" («لا ادخار») when negative
 * or undefined. The digits are Western in both languages (docs/arabic-glossary.md).
 */
export function formatSavingsRate(rate: number | null, language: Language = 'en'): string {
  if (rate === null || rate < 0) return language === 'ar' ? 'لا ادخار' : 'No Savings';
  return `${rate.toFixed(1)}%`;
}
