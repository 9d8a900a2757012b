// The asks of the negotiation brief (see negotiation-brief.ts): which the offer leaves room for,
// the lines of the shown breakdown each pays for, its figure and its source, in English or Arabic
// (issue 13).
import { arabicCount } from '../language/index.ts';
import { formatMoney, formatMoneyArabic, sumOfAmounts } from '../money/index.ts';
import { categorySource } from '../source-catalogue/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { countryNameIn as placeCountryName, countryProfile } from '../countries/index.ts';
import { cityNameIn, districtNameIn } from '../places/index.ts';
import {
  categoryEdit,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  housingUnitFor,
  rentLineOf,
  type ShownCategory,
  uncoveredTravellers,
} from '../cost-model/index.ts';
import { figureSourceIn, joinedTexts } from '../sources/index.ts';
import { householdSize } from '../household/index.ts';
import type { Language } from '../language/index.ts';
import type { NegotiationAsk, NegotiationAskKey } from './negotiation-brief.ts';
import type { OfferInput } from '../household/index.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';

export function countryName(country: CountryCode): string {
  const { name } = countryProfile(country);
  return name === 'UAE' ? 'the UAE' : name;
}

const unitNames = { Studio: 'a studio', '1BR': 'a 1-bedroom home', '2BR': 'a 2-bedroom home', '3BR': 'a 3-bedroom home' } as const;
const unitNamesArabic = {
  Studio: 'استوديو',
  '1BR': 'مسكن بغرفة نوم واحدة',
  '2BR': 'مسكن بغرفتي نوم',
  '3BR': 'مسكن بثلاث غرف نوم',
} as const;
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Money in a language: "AED 7,500" or «7,500 درهم». */
export const moneyIn = (country: CountryCode, language: Language) =>
  language === 'ar' ? (amount: number) => formatMoneyArabic(amount, country) : (amount: number) => formatMoney(amount, country);

/** «شخص واحد», «شخصان», «3 أشخاص», «11 شخصًا». */
const arabicPeople = (n: number) => arabicCount(n, { one: 'شخص واحد', two: 'شخصان', few: 'أشخاص', many: 'شخصًا', other: 'شخص' });
/** «لطفل واحد», «لطفلين», «لـ3 أطفال»: the children a figure is for. */
const forChildrenArabic = (n: number) =>
  n === 1
    ? 'لطفل واحد'
    : n === 2
      ? 'لطفلين'
      : `لـ${arabicCount(n, { one: 'طفل واحد', two: 'طفلان', few: 'أطفال', many: 'طفلًا', other: 'طفل' })}`;

// On Arabic pages a source whose words are still sentences is its Arabic twin, another object than
// the lines' own, so the report's Sources page lists an ask's source after its lines'. A source whose
// words are messages has no twin: its Arabic copy, one per source, keeps the report as it was.
const arabicCopies = new WeakMap<FigureSource, FigureSource>();
function inLanguage(source: FigureSource, language: Language): FigureSource {
  const shown = figureSourceIn(source, language);
  if (language === 'en' || shown !== source) return shown;
  let copy = arabicCopies.get(source);
  if (!copy) arabicCopies.set(source, (copy = { ...source }));
  return copy;
}

/** One source for the lines of an ask: the lines' own when they share one, else all of them together. */
function sourceOfLines(lines: readonly ExpenseSubItem[], category: ShownCategory, country: CountryCode, language: Language): FigureSource {
  const sources = [
    ...new Set(
      lines.flatMap((line) => (line.source && !line.source.userEntry && line.amount !== 0 ? [inLanguage(line.source, language)] : [])),
    ),
  ];
  const [first] = sources;
  if (!first) return figureSourceIn(categorySource(category, country), language);
  if (sources.length === 1) return first;
  const refs = new Map<string, SourceRef>();
  for (const source of sources) for (const ref of source.sources) if (!refs.has(ref.title)) refs.set(ref.title, ref);
  const assumptions = [...new Set(sources.flatMap((s) => (s.assumption ? [s.assumption] : [])))];
  return {
    explanation: joinedTexts([...new Set(sources.map((s) => s.explanation))]),
    sources: [...refs.values()],
    asOf: first.asOf,
    assumption: assumptions.length > 0 ? joinedTexts(assumptions) : undefined,
  };
}

interface AskDraft {
  key: NegotiationAskKey;
  title: string;
  category: ShownCategory;
  /** The category's lines the ask pays for. */
  lines: readonly ExpenseSubItem[];
  /** The allowance the offer already pays towards those lines. */
  offered: number;
  /** The sentence, given the cost as shown (before the offered allowance) and the edit suffix. */
  detail: (cost: string, edited: string) => string;
  /** The short reason the text gives after the figure. */
  basis: string;
  /** The same three in Arabic. */
  titleArabic: string;
  detailArabic: (cost: string, edited: string) => string;
  basisArabic: string;
}

/** An ask with the short reason the text gives after its figure. */
export type DraftedAsk = NegotiationAsk & { basis: string };

function askFrom(draft: AskDraft, country: CountryCode, language: Language): DraftedAsk | undefined {
  const money = moneyIn(country, language);
  const arabic = language === 'ar';
  const edit = categoryEdit(draft.category);
  const modelCost = sumOfAmounts(draft.lines);
  const monthly = Math.round(modelCost + edit - draft.offered);
  if (monthly <= 0) return undefined;
  const estimate = edit === 0 ? undefined : Math.max(0, Math.round(modelCost - draft.offered));
  // The edit is of the whole category (rent with utilities, fees with books): the line's figure is
  // worked out from it, not typed as such, so it is not called the visitor's own figure.
  const edited =
    estimate === undefined
      ? ''
      : arabic
        ? ` (محسوب من رقمك؛ وتقديرنا ${money(modelCost)})`
        : ` (worked out from your figure; our estimate is ${money(modelCost)})`;
  return {
    key: draft.key,
    title: arabic ? draft.titleArabic : draft.title,
    monthly,
    offered: draft.offered,
    estimate,
    detail: (arabic ? draft.detailArabic : draft.detail)(money(modelCost + edit), edited),
    source: sourceOfLines(draft.lines, draft.category, country, language),
    basis: arabic ? draft.basisArabic : draft.basis,
  };
}

/** The asks the offer leaves room for, before their figures are read from the breakdown. */
function askDrafts(input: OfferInput, shown: (name: ExpenseCategoryName) => ShownCategory | undefined): AskDraft[] {
  const { location, household, benefits } = input;
  const { country } = location;
  const money = (amount: number) => formatMoney(amount, country);
  const arabicMoney = (amount: number) => formatMoneyArabic(amount, country);
  const size = householdSize(household.adults, household.children.length);
  const family = size > 1;
  const drafts: AskDraft[] = [];

  const housing = benefits.housing ?? 'allowance';
  const housingCategory = shown('Housing');
  const rentLine = rentLineOf(location, housingCategory);
  if (housing !== 'provided' && housingCategory && rentLine) {
    const offered = housing === 'allowance' ? Math.max(0, Math.round(benefits.housingAllowance)) : 0;
    const unit = housingUnitFor(size);
    const home = `${unitNames[unit.unit]} in ${location.district ?? location.city ?? countryName(country)}`;
    const factor = unit.factor === 1 ? '' : ` (${unit.factor} × the one-bedroom rent)`;
    const placeArabic = location.district
      ? districtNameIn(location.district, 'ar')
      : location.city
        ? cityNameIn(location.city, 'ar')
        : placeCountryName(country, 'ar');
    const homeArabic = `${unitNamesArabic[unit.unit]} في ${placeArabic}`;
    const factorArabic = unit.factor === 1 ? '' : ` (${unit.factor} × إيجار مسكن بغرفة نوم واحدة)`;
    drafts.push({
      key: 'housing',
      title: 'Housing allowance',
      category: housingCategory,
      lines: [rentLine],
      offered,
      detail: (cost, edited) =>
        `The rent of ${home} is ${cost} a month${edited || factor}; ${offered > 0 ? `the offer's housing allowance of ${money(offered)} pays part of it.` : 'the offer pays no housing allowance.'}`,
      basis: `the rent of ${home}`,
      titleArabic: 'بدل السكن',
      detailArabic: (cost, edited) =>
        `يبلغ إيجار ${homeArabic} ${cost} شهريًا${edited || factorArabic}؛ ${offered > 0 ? `ويغطي بدل السكن في العرض الوظيفي (${arabicMoney(offered)}) جزءًا منه.` : 'ولا يتضمن العرض الوظيفي بدل سكن.'}`,
      basisArabic: `إيجار ${homeArabic}`,
    });
  }

  const education = shown('Education');
  const children = household.children.length;
  if (children > 0 && education) {
    // What the schools invoice: the fee lines and the rule lines (Saudi VAT, charged on the whole
    // tuition), which an allowance pays alike. The allowance line is the one negative line.
    const feeLines = education.subItems.filter((line) => line.amount > 0);
    const offered = Math.max(0, -sumOfAmounts(education.subItems.filter((line) => !line.rule && line.amount < 0)));
    const withVat = feeLines.some((line) => line.rule !== undefined);
    const kids = count(children, 'child', 'children');
    drafts.push({
      key: 'education',
      title: 'Education allowance',
      category: education,
      lines: feeLines,
      offered,
      detail: (cost, edited) =>
        `The school fees of ${kids}${withVat ? ', with VAT,' : ''} come to ${cost} a month${edited}; ${offered > 0 ? `the offer's education allowance of ${money(offered)} pays part of them.` : 'the offer pays no education allowance.'}`,
      basis: `the school fees of ${kids}`,
      titleArabic: 'بدل التعليم',
      detailArabic: (cost, edited) =>
        `تبلغ الرسوم المدرسية ${forChildrenArabic(children)}${withVat ? '، مع ضريبة القيمة المضافة،' : ''} ${cost} شهريًا${edited}؛ ${offered > 0 ? `ويغطي بدل التعليم في العرض الوظيفي (${arabicMoney(offered)}) جزءًا منها.` : 'ولا يتضمن العرض الوظيفي بدل تعليم.'}`,
      basisArabic: `الرسوم المدرسية ${forChildrenArabic(children)}`,
    });
  }

  const transport = shown('Transportation');
  if (benefits.carProvided === 'none' && transport) {
    drafts.push({
      key: 'transport',
      title: 'Transport allowance or a company car',
      category: transport,
      lines: transport.subItems,
      offered: 0,
      detail: (cost, edited) => `A car costs ${cost} a month to lease and run${edited}; the offer provides no car or car allowance.`,
      basis: 'a car lease and its running costs',
      titleArabic: 'بدل مواصلات أو سيارة من الشركة',
      detailArabic: (cost, edited) => `يكلّف استئجار سيارة وتشغيلها ${cost} شهريًا${edited}؛ ولا يوفّر العرض الوظيفي سيارة ولا بدل سيارة.`,
      basisArabic: 'استئجار سيارة وتكاليف تشغيلها',
    });
  }

  const travel = shown('Travel');
  const travellers = uncoveredTravellers(benefits.annualFlights, size);
  if (travellers > 0 && travel) {
    const who =
      travellers === size && !family
        ? 'you'
        : travellers === 1
          ? 'the one person the offer does not fly'
          : `${travellers} people the offer does not fly`;
    const whoArabic = travellers === size && !family ? '' : ` لمن لا يدفع العرض الوظيفي تذاكرهم (${arabicPeople(travellers)})`;
    const ofUsArabic = travellers === 1 ? 'لواحد منّا' : travellers === 2 ? 'لاثنين منّا' : `لـ${travellers} منّا`;
    drafts.push({
      key: 'flights',
      title: 'Flights home',
      category: travel,
      lines: travel.subItems,
      offered: 0,
      detail: (cost, edited) => `A return trip home a year for ${who} costs ${cost} a month${edited}.`,
      basis: travellers === 1 && !family ? 'a return trip home a year' : `a return trip home a year for ${travellers} of us`,
      titleArabic: 'تذاكر السفر إلى الوطن',
      detailArabic: (cost, edited) => `تكلّف رحلة سنوية إلى الوطن ذهابًا وعودة${whoArabic} ${cost} شهريًا${edited}.`,
      basisArabic: travellers === 1 && !family ? 'رحلة سنوية إلى الوطن ذهابًا وعودة' : `رحلة سنوية إلى الوطن ذهابًا وعودة ${ofUsArabic}`,
    });
  }

  const healthcare = shown('Healthcare');
  const uncovered = benefits.healthcareType === 'none' ? size : benefits.healthcareType === 'basic' ? size - 1 : 0;
  if (uncovered > 0 && healthcare) {
    const none = benefits.healthcareType === 'none';
    const people = count(uncovered, 'person', 'people');
    drafts.push({
      key: 'health',
      title: family ? 'Family health cover' : 'Health cover',
      category: healthcare,
      lines: healthcare.subItems,
      offered: 0,
      detail: (cost, edited) =>
        none
          ? `The offer includes no health cover; ${family ? `care for ${people}` : 'your own care'} costs ${cost} a month${edited}.`
          : `The offer's cover is for the employee only; care for ${uncovered === 1 ? 'the other person' : `the other ${people}`} costs ${cost} a month${edited}.`,
      basis: none
        ? `${family ? `care for the ${size} of us` : 'my own care'}, as the offer includes no health cover`
        : `care for my ${count(uncovered, 'dependant', 'dependants')}, whom the offer's cover leaves out`,
      titleArabic: family ? 'التأمين الصحي للعائلة' : 'التأمين الصحي',
      detailArabic: (cost, edited) =>
        none
          ? `لا يتضمن العرض الوظيفي تأمينًا صحيًا؛ وتكلّف الرعاية الصحية ${family ? `للأسرة (${arabicPeople(uncovered)})` : 'لك'} ${cost} شهريًا${edited}.`
          : `تأمين العرض الوظيفي للموظف وحده؛ وتكلّف الرعاية الصحية لبقية أفراد الأسرة (${arabicPeople(uncovered)}) ${cost} شهريًا${edited}.`,
      basisArabic: none
        ? `${family ? `الرعاية الصحية لأسرتنا (${arabicPeople(size)})` : 'رعايتي الصحية'}، إذ لا يتضمن العرض الوظيفي تأمينًا صحيًا`
        : `الرعاية الصحية لمرافقيّ (${arabicCount(uncovered, { one: 'مرافق واحد', two: 'مرافقان', few: 'مرافقين', many: 'مرافقًا', other: 'مرافق' })})، لأن تأمين العرض الوظيفي للموظف وحده`,
    });
  }

  return drafts;
}

/** The asks for an offer, in the brief's order, each read from the breakdown as shown; none of 0. */
export function negotiationAsks(input: OfferInput, expenses: readonly ShownCategory[], language: Language = 'en'): DraftedAsk[] {
  const shown = (name: ExpenseCategoryName) => expenses.find((c) => c.category === name);
  return askDrafts(input, shown).flatMap((draft) => askFrom(draft, input.location.country, language) ?? []);
}
