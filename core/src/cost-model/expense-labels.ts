// The expense categories and lines as the results, the PDF and the pages show them (issue 13).
// The English names the cost model gives ('Housing', 'Rent (2BR)', 'Mobile lines (2)') stay the
// identifiers (saved edits, the breakdown's keys and the tests use them); these functions turn
// them into words at display time, so the estimate itself (run ~900,000 times a second in the
// bench) does no more work. expense-labels.test.ts runs the cost model over every country, city,
// household and benefit choice and fails on a line name without Arabic words.
import { arabicCount, arabicOrdinal } from '../language/index.ts';
import { arabicCurrencyNames, formatMoney } from '../money/index.ts';
import { type CountryCode, countryCodes, countryNameIn, countryProfiles, type CurrencyCode } from '../countries/index.ts';
import type { ExpenseCategoryName } from './cost-constants.ts';
import { ageBandLabels, ageBands, curricula, curriculumLabels, type AgeBand, type Curriculum } from '../household/index.ts';
import type { Language } from '../language/index.ts';
import { returnFareFor } from './return-fares.ts';
import { schoolLevelName, schoolLevelsArabic } from '../schools/index.ts';

/** The categories in Arabic, in the glossary's and the FAQ's words («بند السكن», «بند التعليم»). */
export const expenseCategoryLabelsArabic: Readonly<Record<ExpenseCategoryName, string>> = {
  Housing: 'السكن',
  Education: 'التعليم',
  'Groceries & Food': 'البقالة والطعام',
  Transportation: 'المواصلات',
  Healthcare: 'الرعاية الصحية',
  'Domestic Help': 'العمالة المنزلية',
  Communications: 'الاتصالات',
  'Personal & Entertainment': 'المصروفات الشخصية والترفيه',
  Travel: 'السفر',
  'Residence & Visas': 'الإقامة والتأشيرات',
};

/** A category's name in a language: 'Housing' or «السكن». */
export function expenseCategoryLabel(name: ExpenseCategoryName, language: Language = 'en'): string {
  return language === 'ar' ? (expenseCategoryLabelsArabic[name] ?? name) : name;
}

// ---- Lines with fixed names -------------------------------------------------------------------------

const fixedLines: Readonly<Record<string, string>> = {
  // Housing
  'Rent: home provided by your employer': 'الإيجار: مسكن يوفّره صاحب العمل',
  'Rent (Studio)': 'الإيجار (استوديو)',
  'Rent (1BR)': 'الإيجار (غرفة نوم واحدة)',
  'Rent (2BR)': 'الإيجار (غرفتا نوم)',
  'Rent (3BR)': 'الإيجار (ثلاث غرف نوم)',
  'Utilities (Electric/Water)': 'الكهرباء والماء',
  'Dubai housing fee (5% of rent)': 'رسوم السكن في دبي (5% من الإيجار)',
  'Abu Dhabi municipality fee (5% of rent)': 'رسوم البلدية في أبوظبي (5% من الإيجار)',
  'Municipality tax (10% of rent)': 'ضريبة البلدية (10% من الإيجار)',
  // Education
  'Covered by education allowance': 'مغطّى ببدل التعليم',
  'VAT on school fees (15%)': 'ضريبة القيمة المضافة على الرسوم المدرسية (15%)',
  // Residence & Visas
  'Unemployment insurance (1% of your pay)': 'التأمين ضد التعطل (1% من أجرك)',
  'Job-loss insurance (AED 5 a month plus VAT)': 'التأمين ضد التعطل عن العمل (5 دراهم شهريًا مع ضريبة القيمة المضافة)',
  'Job-loss insurance (AED 10 a month plus VAT)': 'التأمين ضد التعطل عن العمل (10 دراهم شهريًا مع ضريبة القيمة المضافة)',
  // Groceries & Food: each country's shops, as their Arabic signs name them
  'Groceries (Carrefour, Lulu, Spinneys)': 'البقالة (كارفور، لولو، سبينيس)',
  'Groceries (Panda, Danube, Tamimi)': 'البقالة (بنده، الدانوب، التميمي)',
  'Groceries (Lulu, Carrefour, Al Meera)': 'البقالة (لولو، كارفور، الميرة)',
  'Groceries (Lulu, Carrefour, Al Fair)': 'البقالة (لولو، كارفور، الفير)',
  'Groceries (Lulu, Al Jazira, Carrefour)': 'البقالة (لولو، الجزيرة، كارفور)',
  'Groceries (Sultan Center, Lulu, co-ops)': 'البقالة (مركز سلطان، لولو، الجمعيات التعاونية)',
  'Dining Out': 'تناول الطعام خارج المنزل',
  // Transportation
  'Car Lease/Payment': 'تأجير السيارة أو قسطها',
  'Petrol (Premium 95)': 'البنزين (95 أوكتان)',
  'Fuel (95/91)': 'الوقود (95/91)',
  Petrol: 'البنزين',
  'Petrol (M95/M91)': 'البنزين (م95/م91)',
  'Petrol (Ultra/Super)': 'البنزين (ألترا/سوبر)',
  'Salik/Parking': 'سالك والمواقف',
  'Darb/Parking': 'درب والمواقف',
  'Parking/Maintenance': 'المواقف والصيانة',
  Parking: 'المواقف',
  // Healthcare
  'Covered by premium family plan': 'مغطّى بخطة العائلة المميزة',
  'Co-pays & out-of-pocket': 'نسب التحمّل والمصروفات من جيبك',
  'Employee covered by employer': 'الموظف مشمول بتأمين صاحب العمل',
  'Dependants’ health insurance (your employer must insure your family)': 'التأمين الصحي للمرافقين (صاحب العمل ملزم بالتأمين على أسرتك)',
  'Dependants’ health insurance (your employer must insure a spouse and up to 3 children)':
    'التأمين الصحي للمرافقين (صاحب العمل ملزم بالتأمين على الزوج أو الزوجة وما يصل إلى 3 أطفال)',
  // Domestic Help
  'Domestic Worker (Tadbeer)': 'العمالة المنزلية (مراكز تدبير)',
  'Domestic Worker (Musaned)': 'العمالة المنزلية (منصة مساند)',
  'Domestic Worker': 'العمالة المنزلية',
  // Communications
  'Home internet & TV': 'الإنترنت المنزلي والتلفزيون',
  // Personal & Entertainment
  Entertainment: 'الترفيه',
  Clothing: 'الملابس',
  'Personal Care': 'العناية الشخصية',
  Laundry: 'الغسيل والكي',
  Miscellaneous: 'مصروفات متنوعة',
  // The suggested optional costs (optional-costs.ts), which become lines when added
  'Gym/Fitness Membership': 'اشتراك النادي الرياضي',
  "Children's Activities (per child)": 'أنشطة الأطفال (لكل طفل)',
  'Second Car Payment': 'قسط سيارة ثانية',
  'Pet Care': 'رعاية الحيوانات الأليفة',
  'Monthly Savings Target': 'هدف الادخار الشهري',
  'Additional Travel Budget': 'ميزانية سفر إضافية',
  'Home Furnishing/Decor': 'الأثاث والديكور',
  'Streaming/Subscription Services': 'خدمات البث والاشتراكات',
  'Club/Association Membership': 'عضوية النوادي والجمعيات',
  'Charity/Donations': 'الصدقات والتبرعات',
  'Extra Childcare/Babysitting': 'رعاية إضافية للأطفال',
  'Professional Development/Courses': 'التطوير المهني والدورات',
};

// ---- School-fee lines ("Child 2: Primary (Years 2-6) (British)") -------------------------------------

const ageBandsArabic: Readonly<Record<AgeBand, string>> = {
  nursery: 'الحضانة (0-3 سنوات)',
  kg: 'رياض الأطفال (4-5 سنوات)',
  'grade1-5': 'الصفوف 1-5',
  'grade6-8': 'الصفوف 6-8',
  'grade9-12': 'الصفوف 9-12',
};

const curriculaArabic: Readonly<Record<Curriculum, string>> = {
  american: 'المنهج الأمريكي',
  arabic: 'المنهج العربي/الوزاري',
  british: 'المنهج البريطاني',
  ib: 'البكالوريا الدولية (IB)',
  indian: 'المنهج الهندي (CBSE)',
};

/**
 * The part of a child's line after "Child n: ", English to Arabic, made the way cost-model.ts's
 * childLabel makes it: the nursery band; a band with "(curriculum not chosen)"; a level with its
 * curriculum.
 */
const childLabels: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, string>();
  for (const age of ageBands) {
    if (age === 'nursery') {
      labels.set(ageBandLabels[age], ageBandsArabic[age]);
      continue;
    }
    labels.set(`${ageBandLabels[age]} (curriculum not chosen)`, `${ageBandsArabic[age]} (لم يُختر منهج)`);
    for (const curriculum of curricula)
      labels.set(
        `${schoolLevelName(curriculum, age)} (${curriculumLabels[curriculum]})`,
        `${schoolLevelsArabic[curriculum][age]}، ${curriculaArabic[curriculum]}`,
      );
  }
  return labels;
})();

// ---- Lines built from counts and amounts -------------------------------------------------------------

const currencyPattern = /\b(AED|SAR|QAR|OMR|BHD|KWD) ([\d,]+(?:\.\d+)?)/g;

/** "AED 2,500" → «2,500 درهم», wherever it occurs: the same digits, the currency after them. */
function arabicAmounts(text: string): string {
  return text.replace(currencyPattern, (_, code: CurrencyCode, amount: string) => `${amount} ${arabicCurrencyNames[code]}`);
}

const people = (count: number) => arabicCount(count, { one: 'فرد واحد', two: 'فردين', few: 'أفراد', many: 'فردًا', other: 'فرد' });
const dependants = (count: number) =>
  arabicCount(count, { one: 'مرافق واحد', two: 'مرافقان', few: 'مرافقين', many: 'مرافقًا', other: 'مرافق' });
const returnTrips = (count: number) =>
  arabicCount(count, {
    one: 'رحلة ذهاب وعودة واحدة',
    two: 'رحلتا ذهاب وعودة',
    few: 'رحلات ذهاب وعودة',
    many: 'رحلة ذهاب وعودة',
    other: 'رحلة ذهاب وعودة',
  });

/** Each country's fare label ("AED 2,500 a year (note)") in Arabic, as cost-model.ts builds it in English. */
const fareLabels: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, string>();
  const uaeNote = 'typical peak-season economy return, Dubai-Kochi, December 2025; edit it for your route';
  for (const country of countryCodes) {
    const { fare, note } = returnFareFor(country);
    const english = `${formatMoney(fare, country)} a year (${note})`;
    const arabicNote =
      note === uaeNote
        ? 'أجرة معتادة لتذكرة ذهاب وعودة على الدرجة السياحية في موسم الذروة، دبي-كوتشي، ديسمبر 2025؛ عدّلها حسب وجهتك'
        : note === assumedFareNote(country)
          ? `افتراض: تذكرة ذهاب وعودة على الدرجة السياحية في موسم الذروة بين الخليج وجنوب آسيا؛ لا توجد أجرة معتادة منشورة لعام 2025 من ${countryNameIn(country, 'ar')}؛ عدّلها حسب وجهتك`
          : undefined;
    if (arabicNote) labels.set(english, `${arabicAmounts(formatMoney(fare, country))} سنويًا (${arabicNote})`);
  }
  return labels;
})();

function assumedFareNote(country: CountryCode): string {
  return `assumption: a peak-season economy return between the Gulf and South Asia; no published 2025 typical fare for ${countryProfiles[country].name}; edit it for your route`;
}

/** Patterns of the lines whose names carry a count or an amount; the first that matches names the line. */
const patterns: readonly { pattern: RegExp; arabic: (match: RegExpExecArray) => string | undefined }[] = [
  {
    pattern: /^Child (\d+): (.+)$/,
    arabic: ([, position, label]) => {
      const arabic = childLabels.get(label ?? '');
      return arabic ? `الطفل ${arabicOrdinal(Number(position))}: ${arabic}` : undefined;
    },
  },
  { pattern: /^Adults not covered \((\d+)\)$/, arabic: ([, n]) => `بالغون غير مشمولين بالتغطية (${n})` },
  { pattern: /^Children not covered \((\d+)\)$/, arabic: ([, n]) => `أطفال غير مشمولين بالتغطية (${n})` },
  { pattern: /^Mobile lines \((\d+)\)$/, arabic: ([, n]) => `خطوط الهاتف المتحرك (${n})` },
  {
    pattern: /^Flights your employer pays \((\d+) of (\d+) people\)$/,
    arabic: ([, covered, size]) => `تذاكر يدفعها صاحب العمل (${covered} من أصل ${people(Number(size))})`,
  },
  {
    pattern: /^(\d+) return trips? × (.+)$/,
    arabic: ([, trips, fare]) => {
      const arabic = fareLabels.get(fare ?? '');
      return arabic ? `${returnTrips(Number(trips))} × ${arabic}` : undefined;
    },
  },
  {
    pattern: /^Dependant levy \((\d+) × (SAR [\d,]+)\)$/,
    arabic: ([, n, amount]) => `المقابل المالي للمرافقين (${n} × ${arabicAmounts(amount ?? '')} شهريًا)`,
  },
  {
    pattern: /^Residence permits, Emirates IDs and medicals \((\d+) dependants?\)$/,
    arabic: ([, n]) => `الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (${dependants(Number(n))})`,
  },
  {
    pattern: /^Residence permits \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `رسوم الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Resident cards \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `بطاقات الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Dependant residence permits \((\d+) × ([A-Z]{3} [\d,]+) every 2 years\)$/,
    arabic: ([, n, amount]) => `إقامات المرافقين (${n} × ${arabicAmounts(amount ?? '')} كل سنتين)`,
  },
  {
    pattern: /^Residence fees \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `رسوم الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Health insurance for dependants \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `التأمين الصحي للمرافقين (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Health insurance for dependants beyond the employer’s duty \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `التأمين الصحي لمرافقين لا يلزم صاحب العمل بالتأمين عليهم (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Government health-insurance fee \(((?:\d+ × [A-Z]{3} [\d,]+)(?: \+ \d+ × [A-Z]{3} [\d,]+)?) a year\)$/,
    arabic: ([, parts]) => `رسوم التأمين الصحي الحكومي (${arabicAmounts(parts ?? '')} سنويًا)`,
  },
];

const employerPaysSuffix = ' (your employer pays)';

function arabicLine(name: string): string | undefined {
  if (name.endsWith(employerPaysSuffix)) {
    const line = arabicLine(name.slice(0, -employerPaysSuffix.length));
    return line === undefined ? undefined : `${line} (على نفقة صاحب العمل)`;
  }
  const fixed = fixedLines[name];
  if (fixed !== undefined) return fixed;
  for (const { pattern, arabic } of patterns) {
    const match = pattern.exec(name);
    if (match) return arabic(match);
  }
  return undefined;
}

// Lines repeat from one render to the next; each is worked out once. The names come from the cost
// model (a few hundred at most), but a line the visitor named is kept too, so the cache is bounded.
const arabicLines = new Map<string, string>();
const cacheLimit = 2_000;

/**
 * A breakdown line's name in a language: "Rent (2BR)" or «الإيجار (غرفتا نوم)». The name is the
 * cost model's English (ExpenseSubItem.name) or a suggested optional cost's; a name it does not
 * know (one the visitor typed) comes back as it is.
 */
export function expenseLineLabel(name: string, language: Language = 'en'): string {
  if (language !== 'ar') return name;
  let label = arabicLines.get(name);
  if (label === undefined) {
    label = arabicLine(name) ?? name;
    if (arabicLines.size >= cacheLimit) arabicLines.clear();
    arabicLines.set(name, label);
  }
  return label;
}
