// The negotiation brief as text to paste into an email or a chat with the recruiter: first person,
// a few short lines, every figure with its currency, and the data's date; in English or Arabic
// (issue 13).
import { arabicCount } from '../language/index.ts';
import { arabicAsOfLabel, dataAsOf } from '../sources/index.ts';
import { householdSize } from '../household/index.ts';
import type { Language } from '../language/index.ts';
import type { BasicRise } from './negotiation-brief.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { cityNameIn } from '../places/index.ts';
import { countryNameIn as placeCountryName } from '../countries/index.ts';
import { savingsRateThresholds } from '../verdict/index.ts';
import { count, countryName, moneyIn, type DraftedAsk } from './asks.ts';

export interface BriefFigures {
  input: OfferInput;
  evaluation: OfferEvaluation;
  targetPackage: number;
  gap: number;
  asks: readonly DraftedAsk[];
  asksTotal: number;
  basicRise: BasicRise;
}

export function briefText(figures: BriefFigures, language: Language = 'en'): string {
  if (language === 'ar') return briefTextArabic(figures);
  const { input, evaluation, targetPackage, gap, asks, asksTotal, basicRise } = figures;
  const { location, household } = input;
  const money = moneyIn(location.country, 'en');
  const family = householdSize(household.adults, household.children.length) > 1;
  const place = location.city ?? countryName(location.country);
  const rate = savingsRateThresholds.comfortable;
  const lines = [
    `To cover ${family ? 'our' : 'my'} costs in ${place} and save ${rate}%, ${family ? 'my family needs' : 'I need'} a package of ${money(targetPackage)} a month.`,
    `The offer is ${money(evaluation.packageAmount)} a month, ${money(gap)} short.`,
  ];
  if (asks.length > 0) {
    lines.push(
      asksTotal >= gap
        ? `Any mix of these that adds up to ${money(gap)} a month would close the gap:`
        : `These would close ${money(asksTotal)} a month of it:`,
    );
    for (const ask of asks) {
      const figure =
        ask.offered > 0
          ? `${money(ask.offered + ask.monthly)} a month instead of ${money(ask.offered)} (${money(ask.monthly)} more)`
          : `${money(ask.monthly)} a month`;
      lines.push(`- ${ask.title}: ${figure}, ${ask.basis}`);
    }
    if (asksTotal < gap) lines.push(`The other ${money(gap - asksTotal)} a month would need a higher salary.`);
  }
  const basic = `a basic salary of ${money(basicRise.newBasic)} a month (${money(basicRise.monthly)} more)`;
  const gratuity =
    basicRise.gratuityIncrease > 0
      ? `${money(basicRise.gratuityIncrease)} to my end-of-service benefit after ${count(evaluation.decoded.years, 'year', 'years')}`
      : undefined;
  if (asks.length > 0) lines.push(`Or instead: ${basic}${gratuity ? `, which would also add ${gratuity}` : ''}.`);
  else lines.push(`A${basic.slice(1)} would close it${gratuity ? `, and would also add ${gratuity}` : ''}.`);
  lines.push(`Figures are estimates, from cost data dated ${dataAsOf.asOfLabel}.`);
  return lines.join('\n');
}

/** «بعد سنة واحدة», «بعد سنتين», «بعد 3 سنوات». */
const afterYears = (years: number) => arabicCount(years, { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' });

/** The same brief in Arabic, line for line, with the same figures. */
function briefTextArabic({ input, evaluation, targetPackage, gap, asks, asksTotal, basicRise }: BriefFigures): string {
  const { location, household } = input;
  const money = moneyIn(location.country, 'ar');
  const family = householdSize(household.adults, household.children.length) > 1;
  const place = location.city ? cityNameIn(location.city, 'ar') : placeCountryName(location.country, 'ar');
  const rate = savingsRateThresholds.comfortable;
  const lines = [
    family
      ? `لكي تغطي أسرتي تكاليفها في ${place} وتدّخر ${rate}%، نحتاج إلى حزمة (الراتب مع البدلات) قدرها ${money(targetPackage)} شهريًا.`
      : `لكي أغطي تكاليفي في ${place} وأدّخر ${rate}%، أحتاج إلى حزمة (الراتب مع البدلات) قدرها ${money(targetPackage)} شهريًا.`,
    `ويبلغ العرض الوظيفي ${money(evaluation.packageAmount)} شهريًا، أي أقل من ذلك بمقدار ${money(gap)}.`,
  ];
  if (asks.length > 0) {
    lines.push(
      asksTotal >= gap
        ? `وأي مزيج من البنود التالية يبلغ مجموعه ${money(gap)} شهريًا يسدّ هذا الفرق:`
        : `والبنود التالية تسدّ ${money(asksTotal)} شهريًا منه:`,
    );
    for (const ask of asks) {
      const figure =
        ask.offered > 0
          ? `${money(ask.offered + ask.monthly)} شهريًا بدلًا من ${money(ask.offered)} (بزيادة ${money(ask.monthly)})`
          : `${money(ask.monthly)} شهريًا`;
      lines.push(`- ${ask.title}: ${figure}، لتغطية ${ask.basis}`);
    }
    if (asksTotal < gap) lines.push(`ويحتاج الباقي، ${money(gap - asksTotal)} شهريًا، إلى راتب أعلى.`);
  }
  const basic = `راتب أساسي قدره ${money(basicRise.newBasic)} شهريًا (بزيادة ${money(basicRise.monthly)})`;
  const gratuity =
    basicRise.gratuityIncrease > 0
      ? `${money(basicRise.gratuityIncrease)} إلى مكافأة نهاية الخدمة بعد ${afterYears(evaluation.decoded.years)}`
      : undefined;
  if (asks.length > 0) lines.push(`أو بدلًا من ذلك: ${basic}${gratuity ? `، وهو ما يضيف أيضًا ${gratuity}` : ''}.`);
  else lines.push(`ويسدّ الفرقَ ${basic}${gratuity ? `، ويضيف أيضًا ${gratuity}` : ''}.`);
  lines.push(`الأرقام تقديرية، من بيانات تكاليف بتاريخ ${arabicAsOfLabel(dataAsOf.asOfLabel)}.`);
  return lines.join('\n');
}
