// The basic pay inside a gross salary. Gratuity in the UAE, Qatar and Oman is paid on basic pay
// only, so an offer that does not state its basic is read at the country's typical share of gross.
// No law sets that share anywhere in the Gulf (Gulf News asked UAE lawyers: there is no minimum
// percentage); the shares below are market practice where a source describes it, and an assumption
// where none does.
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf, type FigureSource, type SourceRef, userEntrySource, withArabicSource } from '../sources/index.ts';

export interface BasicSalary {
  /** Monthly basic pay in the local currency: the entered figure, or gross × share rounded to whole units. */
  basicMonthly: number;
  /** True when the entered figure was blank or unusable and the country's typical share was used. */
  assumed: boolean;
  /** Basic as a share of gross: the typical share when assumed, the entered basic ÷ gross otherwise. */
  share: number;
  source: FigureSource;
  /** Set when an entered basic was above the gross salary and so was not used. */
  invalid?: 'above-gross' | undefined;
  /** True when a package typed on the results moved the basic with it (package-amount.ts). */
  scaledWithPackage?: boolean | undefined;
}

export interface BasicSalaryQuery {
  country: CountryCode;
  grossMonthly: number;
  /** Blank (null, undefined or 0) means the country's typical share. */
  basicMonthly?: number | null | undefined;
}

const asOf = dataAsOf.asOfLabel;

const noLegalMinimum: SourceRef = {
  title: 'Gulf News, "UAE: How low can my basic salary be, compared to total salary?" (the law sets no minimum share)',
  url: 'https://gulfnews.com/amp/gulfnews/living-in-uae/ask-us/uae-how-low-can-my-basic-salary-be-compared-to-total-salary-1.1615133813587',
  date: '2021-03',
  kind: 'newspaper',
};
const uaeStructureGuide: SourceRef = {
  title:
    'NeuralHR, "UAE Salary Structure Guide: Basic Salary, Allowances and Total Package" (basic typically 50-60%, 60% basic + 40% allowances)',
  url: 'https://neuralhr.ai/en/resources/payroll/salary-structure',
  date: 'undated',
  kind: 'secondary',
};
const ksaHousingAllowance: SourceRef = {
  title: 'Life in Saudi Arabia, "What is Housing & Transportation allowance in KSA?" (housing about 25% and transport about 10% of basic)',
  url: 'https://lifeinsaudiarabia.net/housing-transportation-allowance-saudi-arabia/',
  date: 'undated',
  kind: 'secondary',
};
const ksaPayrollGlossary: SourceRef = {
  title: 'Qoyod, "What is Housing Allowance?" (most Saudi companies set housing at 25% of basic)',
  url: 'https://www.qoyod.com/en/glossary/housing-allowance/',
  date: 'undated',
  kind: 'secondary',
};
const omanExpatAccount: SourceRef = {
  title: 'Expat.com forum, "Remuneration structure in Oman" (one expatriate: basic about 60% of the package)',
  url: 'https://www.expat.com/en/forum/middle-east/oman/1105968-remuneration-structure-in-oman.html',
  date: 'undated',
  kind: 'secondary',
};

interface TypicalShare {
  share: number;
  source: FigureSource;
}

const borrowedFromUae = ([country, countryArabic]: readonly [string, string], extra: readonly SourceRef[] = []): TypicalShare => ({
  share: 0.6,
  source: withArabicSource(
    {
      explanation: `Basic pay assumed to be 60% of the gross salary. No source describes the usual split in ${country}, so the UAE's common 60% basic / 40% allowances split is used.`,
      sources: [uaeStructureGuide, ...extra, noLegalMinimum],
      asOf,
      assumption: `Assumes your basic is 60% of gross, as in typical UAE offers; ${country} has no published norm. Enter the basic from your offer letter.`,
    },
    `افترضنا أن الراتب الأساسي 60% من الراتب الإجمالي. لا يصف أي مصدر التقسيم المعتاد في ${countryArabic}، لذا اعتمدنا التقسيم الشائع في الإمارات: 60% راتب أساسي و40% بدلات.`,
    `نفترض أن راتبك الأساسي 60% من الراتب الإجمالي، كما في العروض المعتادة في الإمارات، إذ لا توجد قاعدة منشورة في ${countryArabic}. أدخل الراتب الأساسي من خطاب العرض الوظيفي.`,
  ),
});

// Built once: every evaluation reads its country's share.
const typicalShares: Readonly<Record<CountryCode, TypicalShare>> = {
  UAE: {
    share: 0.6,
    source: withArabicSource(
      {
        explanation:
          'Basic pay taken as 60% of the gross salary, the usual UAE split (basic commonly 50-60%, allowances the rest). The law sets no minimum share.',
        sources: [uaeStructureGuide, noLegalMinimum],
        asOf,
      },
      'اعتمدنا الراتب الأساسي بنسبة 60% من الراتب الإجمالي، وهو التقسيم المعتاد في الإمارات (الأساسي عادةً 50-60%، والباقي بدلات). ولا يحدد القانون حدًّا أدنى لهذه النسبة.',
    ),
  },
  KSA: {
    share: 0.74,
    source: withArabicSource(
      {
        explanation:
          'Basic pay taken as 74% of the gross salary: Saudi packages commonly add a housing allowance of 25% of basic and a transport allowance of 10%, so basic is 1 ÷ 1.35 of the total. The Saudi end-of-service award is worked out on the full wage, so this share matters less there.',
        sources: [ksaHousingAllowance, ksaPayrollGlossary],
        asOf,
      },
      'اعتمدنا الراتب الأساسي بنسبة 74% من الراتب الإجمالي: إذ تضيف الحزم في السعودية عادةً بدل سكن قدره 25% من الأساسي وبدل مواصلات قدره 10%، فيكون الأساسي 1 ÷ 1.35 من الإجمالي. وتُحسب مكافأة نهاية الخدمة في السعودية على الأجر الكامل، لذا تقل أهمية هذه النسبة هناك.',
    ),
  },
  Qatar: borrowedFromUae(['Qatar', 'قطر']),
  Oman: borrowedFromUae(['Oman', 'عُمان'], [omanExpatAccount]),
  Bahrain: borrowedFromUae(['Bahrain', 'البحرين']),
  Kuwait: borrowedFromUae(['Kuwait', 'الكويت']),
};

const enteredSource = withArabicSource(
  userEntrySource('The basic salary you entered from the offer.', asOf),
  'الراتب الأساسي الذي أدخلته من العرض الوظيفي.',
);

/** The country's typical basic share and where it comes from. */
export function typicalBasicShare(country: CountryCode): Readonly<TypicalShare> {
  return typicalShares[country];
}

/** The basic pay to use for an offer: the entered figure when it is usable, else the country's typical share of gross. */
export function basicSalaryFor({ country, grossMonthly, basicMonthly }: BasicSalaryQuery): BasicSalary {
  const typical = typicalShares[country];
  const gross = Math.max(0, grossMonthly);
  const entered = basicMonthly ?? 0;
  if (entered > 0 && entered <= gross) {
    return { basicMonthly: entered, assumed: false, share: entered / gross, source: enteredSource };
  }
  const assumed: BasicSalary = {
    basicMonthly: Math.round(gross * typical.share),
    assumed: true,
    share: typical.share,
    source: typical.source,
  };
  if (entered > gross) assumed.invalid = 'above-gross';
  return assumed;
}
