// Each country's end-of-service rule for a private-sector expatriate, as in force in October 2025
// (core/data/README.md, "Later changes", lists what changes after), with its sources, in English and
// Arabic. Every scheme is a per-year accrual on a monthly wage, with an optional cap, minimum service
// and cut for resignation, so one table describes them all; gratuity.ts applies it.
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf, withArabicSource } from '../sources/index.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';

export type GratuityScheme = 'lump-sum' | 'savings-scheme' | 'social-insurance';
export type Leaving = 'completed' | 'resigned';

export interface CountryGratuityRule {
  scheme: GratuityScheme;
  /** Which monthly figure the law's accrual runs on. */
  basis: 'basic' | 'wage';
  /** Months of that figure earned per year of service, first `tierYears` years then after. */
  tierYears: number;
  monthsPerYearEarly: number;
  monthsPerYearLater: number;
  /** Below this many years nothing is due. */
  minimumYears: number;
  /** Cap in months of the wage (the pay with allowances when given, else basic); absent where the law sets none. */
  capMonths?: number | undefined;
  /** The share of the award paid on resignation, for a service length; absent where resigning changes nothing. */
  resignationShare?: ((years: number) => number) | undefined;
  rules: Readonly<Record<Leaving, string>>;
  /** The same rules in Arabic (issue 13), read at display time by endOfServiceRule. */
  rulesArabic: Readonly<Record<Leaving, string>>;
  source: FigureSource;
}

const asOf = dataAsOf.asOfLabel;

// ---- Sources -------------------------------------------------------------------------------------

const uaeLaw: SourceRef = {
  title: 'Federal Decree-Law No. 33 of 2021 Regulating Labour Relations, Article 51 (UAE Legislation portal)',
  url: 'https://uaelegislation.gov.ae/en/legislations/1541',
  date: '2021-09-20 (last updated 2024-07-29)',
  kind: 'official',
};
const uaeBasicOrGross: SourceRef = {
  title:
    'Gulf News, "Is UAE gratuity calculated on basic salary or gross salary?" (Alsuwaidi & Company: accrual on basic wage; the two-year cap is on the wage with allowances)',
  url: 'https://gulfnews.com/living-in-uae/ask-us/is-uae-gratuity-calculated-on-basic-salary-or-gross-salary-1.500263867',
  date: '2025-09',
  kind: 'newspaper',
};
const uaeKhaleejTimes: SourceRef = {
  title: 'Khaleej Times, new UAE labour law from 2 February 2022: 21 days of basic wage for each of the first five years, 30 days after',
  date: '2021-12-13',
  kind: 'newspaper',
};
const ksaHrsd: SourceRef = {
  title:
    'Ministry of Human Resources and Social Development, "Calculating end-of-service award" (Labour Law Articles 84-85; the award is on the last total wage, allowances included)',
  url: 'https://laboreducation.hrsd.gov.sa/en/labor-education/316',
  date: '2019-11-13',
  kind: 'official',
};
const qatarArticle54: SourceRef = {
  title:
    'Qatar Labour Law No. 14 of 2004, Article 54, as quoted on Qatar Living: not less than three weeks’ wage per year after one year of service, fractions of a year pro rata, on the last basic wage',
  url: 'https://www.qatarliving.com/vcomment/7135866',
  date: 'undated',
  kind: 'secondary',
};
const qatarWorkedExample: SourceRef = {
  title: 'Welcome Qatar, "Calculate end of service gratuity" (basic ÷ 30 × 21 days per year)',
  url: 'http://welcomeqatar.com/news/qatar-news/calculate-end-service-gratuity-jobs-qatar-2/',
  date: 'undated',
  kind: 'secondary',
};
const omanMinistry: SourceRef = {
  title:
    'Times of Oman, "Ministry of Labour issues clarification on end-of-service gratuity for workers" (Labour Law, Royal Decree 53/2023, Article 61)',
  url: 'https://timesofoman.com/article/151254-ministry-of-labour-issues-clarification-on-end-of-service-gratuity-for-workers',
  date: 'undated (2024)',
  kind: 'newspaper',
};
const omanDecree: SourceRef = {
  title: 'Royal Decree 53/2023 Promulgating the Labour Law (decree.om)',
  url: 'https://decree.om/2023/rd20230053/',
  date: '2023-07-25',
  kind: 'secondary',
};
const omanSavingsPostponed: SourceRef = {
  title:
    'Oman Observer (via daily8.com): the savings scheme for non-Omanis (9% of basic, Social Protection Law) postponed to 19 July 2027 by Royal Decree 60/2025',
  date: '2025-07',
  kind: 'newspaper',
};
const bahrainFragomen: SourceRef = {
  title: 'Fragomen, "Bahrain: Changes Implemented to the End-of-Service Gratuity System for Foreign Employees"',
  url: 'https://www.fragomen.com/insights/bahrain-changes-implemented-to-the-end-of-service-gratuity-system-for-foreign-employees.html',
  date: '2024-05-16',
  kind: 'secondary',
};
const bahrainLockton: SourceRef = {
  title:
    'Lockton, "Bahrain implements new end of service gratuity for expatriates" (the SIO wage includes housing, car and other allowances)',
  url: 'https://globalnews.lockton.com/bahrain-implements-new-end-of-service-gratuity-for-expatriates/',
  date: '2024',
  kind: 'secondary',
};
const bahrainMondaq: SourceRef = {
  title: 'Mondaq, "New End-Of-Service Gratuity System For Foreign Employees In Bahrain" (paid by the SIO on termination or resignation)',
  url: 'http://www.mondaq.com/employee-benefits--compensation/1426264/new-end-of-service-gratuity-system-for-foreign-employees-in-bahrain',
  date: '2024',
  kind: 'secondary',
};
const kuwaitArticle51: SourceRef = {
  title:
    'Arab Times, "Indemnity Calculation as per New Labor Law" (Law 6/2010 Article 51: 15 days a year for five years, a month after, at most 18 months)',
  url: 'http://www.arabtimesonline.com/NewsDetails/tabid/96/smid/414/ArticleID/150937/reftab/96/t/Indemnity/Default.aspx',
  date: '2010-03',
  kind: 'newspaper',
};
const kuwaitDivisor: SourceRef = {
  title:
    'Arab Times, "Indemnity for 10 years end of service" (15 days a year for five years = 75 days ÷ 26 working days = 2.88 months’ pay)',
  url: 'http://www.arabtimesonline.com/RSS/tabid/69/smid/414/ArticleID/199346/t/Indemnity-for-10-years-end-of-service/Default.aspx',
  date: '2014',
  kind: 'newspaper',
};
const kuwaitRemuneration: SourceRef = {
  title:
    'Arab Times, "Company calculating indemnity on lower amount" (Articles 55 and 62: the last remuneration, basic plus regular allowances)',
  url: 'http://www.arabtimesonline.com/news/company-calculating-indemnity-on-lower-amount/',
  date: 'undated',
  kind: 'newspaper',
};
const kuwaitResignation: SourceRef = {
  title: 'Indian in Q8, "Calculating Termination Indemnity or End of Service benefits in Kuwait" (Article 53 on resignation)',
  url: 'https://indianinq8.com/calculating-termination-indemnity-or-end-of-service-benefits-in-kuwait/',
  date: '2020-05-06',
  kind: 'secondary',
};

// ---- Rules ---------------------------------------------------------------------------------------

const resignedSame = (rule: string) => ({ completed: rule, resigned: rule });

export const countryGratuityRules: Readonly<Record<CountryCode, CountryGratuityRule>> = {
  UAE: {
    scheme: 'lump-sum',
    basis: 'basic',
    tierYears: 5,
    monthsPerYearEarly: 21 / 30,
    monthsPerYearLater: 1,
    minimumYears: 1,
    capMonths: 24,
    rules: resignedSame(
      'UAE mainland (Decree-Law 33/2021, Article 51): 21 days of basic pay for each of the first five years and 30 days for each year after, a day being basic ÷ 30. Nothing is due before one year of service; part years count pro rata. The total is capped at two years’ wage (we cap at two years of your full pay, allowances included, when it is known, else of basic). Resigning no longer reduces it.',
    ),
    rulesArabic: resignedSame(
      'الإمارات، خارج المناطق الحرة (المرسوم بقانون اتحادي رقم 33 لسنة 2021، المادة 51): أجر 21 يومًا من الراتب الأساسي عن كل سنة من السنوات الخمس الأولى، و30 يومًا عن كل سنة بعدها، وأجر اليوم هو الأساسي ÷ 30. ولا يُستحق شيء قبل إتمام سنة من الخدمة، وتُحسب أجزاء السنة بنسبتها. ولا يتجاوز المجموع أجر سنتين (نطبّق هذا الحد على أجر سنتين من راتبك الكامل شاملًا البدلات إذا كان معروفًا، وإلا فعلى الأساسي). ولم تعد الاستقالة تُنقص المكافأة.',
    ),
    source: withArabicSource(
      {
        explanation:
          'UAE end-of-service gratuity on basic pay: 21 days a year for years 1-5, 30 days after (day = basic ÷ 30), from one year of service, at most two years’ wage, no cut for resigning.',
        sources: [uaeLaw, uaeKhaleejTimes, uaeBasicOrGross],
        asOf,
      },
      'مكافأة نهاية الخدمة في الإمارات على الراتب الأساسي: 21 يومًا عن كل سنة في السنوات 1-5، و30 يومًا عن كل سنة بعدها (اليوم = الأساسي ÷ 30)، ابتداءً من سنة خدمة واحدة، وبحد أقصى أجر سنتين، ودون خصم عند الاستقالة.',
    ),
  },
  KSA: {
    scheme: 'lump-sum',
    basis: 'wage',
    tierYears: 5,
    monthsPerYearEarly: 0.5,
    monthsPerYearLater: 1,
    minimumYears: 0,
    // Article 85: under 2 years nothing, 2-5 years a third, over 5 and under 10 two thirds, 10+ all.
    resignationShare: (years) => (years < 2 ? 0 : years <= 5 ? 1 / 3 : years < 10 ? 2 / 3 : 1),
    rules: {
      completed:
        'Saudi Labour Law (Articles 84-85): half a month’s wage for each of the first five years and a full month for each year after, with part years pro rata. The wage is the last total wage, allowances included, so we use your full pay. There is no cap.',
      resigned:
        'Saudi Labour Law (Articles 84-85): half a month’s wage for each of the first five years and a full month for each year after, on the last total wage (your full pay, allowances included). On resignation the award is cut: nothing under two years, a third for two to five years, two thirds for over five and under ten, the full award from ten years.',
    },
    rulesArabic: {
      completed:
        'نظام العمل السعودي (المادتان 84-85): أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر كامل عن كل سنة بعدها، وتُحسب أجزاء السنة بنسبتها. والأجر هو آخر أجر كامل شاملًا البدلات، لذا نحسب المكافأة على راتبك الكامل. ولا حد أقصى لها.',
      resigned:
        'نظام العمل السعودي (المادتان 84-85): أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر كامل عن كل سنة بعدها، على آخر أجر كامل (راتبك الكامل شاملًا البدلات). وعند الاستقالة تُخفَّض المكافأة: لا شيء لأقل من سنتين، وثلثها من سنتين إلى خمس سنوات، وثلثاها لأكثر من خمس سنوات وأقل من عشر، والمكافأة كاملة من عشر سنوات فأكثر.',
    },
    source: withArabicSource(
      {
        explanation:
          'Saudi end-of-service award on the last total wage (basic plus allowances): half a month a year for five years, a month a year after, no cap; cut to 0, 1/3 or 2/3 on resignation before ten years.',
        sources: [ksaHrsd],
        asOf,
      },
      'مكافأة نهاية الخدمة في السعودية على آخر أجر كامل (الأساسي مع البدلات): أجر نصف شهر عن كل سنة في السنوات الخمس الأولى، وأجر شهر عن كل سنة بعدها، دون حد أقصى؛ وتُخفَّض إلى 0 أو 1/3 أو 2/3 عند الاستقالة قبل عشر سنوات.',
    ),
  },
  Qatar: {
    scheme: 'lump-sum',
    basis: 'basic',
    tierYears: 0,
    monthsPerYearEarly: 21 / 30,
    monthsPerYearLater: 21 / 30,
    minimumYears: 1,
    rules: resignedSame(
      'Qatar Labour Law (Law 14/2004, Article 54): at least three weeks’ (21 days’) basic pay for each year of service, a day being basic ÷ 30, once a year of service is complete. There is no cap. We count part years pro rata and make no cut for resigning (our assumption).',
    ),
    rulesArabic: resignedSame(
      'قانون العمل القطري (القانون رقم 14 لسنة 2004، المادة 54): أجر ثلاثة أسابيع (21 يومًا) على الأقل من الراتب الأساسي عن كل سنة خدمة، وأجر اليوم هو الأساسي ÷ 30، متى اكتملت سنة من الخدمة. ولا حد أقصى لها. ونحسب أجزاء السنة بنسبتها ولا نُنقصها عند الاستقالة (افتراض منّا).',
    ),
    source: withArabicSource(
      {
        explanation:
          'Qatar end-of-service gratuity: 21 days of the last basic wage per year (day = basic ÷ 30), from one year of service, no cap.',
        sources: [qatarArticle54, qatarWorkedExample],
        asOf,
        assumption:
          'Assumes part years count pro rata and resigning does not reduce the gratuity: the practice reported, but no official text we found says so either way.',
      },
      'مكافأة نهاية الخدمة في قطر: أجر 21 يومًا من آخر راتب أساسي عن كل سنة (اليوم = الأساسي ÷ 30)، ابتداءً من سنة خدمة واحدة، ودون حد أقصى.',
      'نفترض أن أجزاء السنة تُحسب بنسبتها وأن الاستقالة لا تُنقص المكافأة: هذا ما يُنقل عن الممارسة، لكننا لم نجد نصًا رسميًا يحسم أيًّا منهما.',
    ),
  },
  Oman: {
    scheme: 'lump-sum',
    basis: 'basic',
    tierYears: 0,
    monthsPerYearEarly: 1,
    monthsPerYearLater: 1,
    minimumYears: 0,
    rules: resignedSame(
      'Oman Labour Law (Royal Decree 53/2023, Article 61): at least one month’s basic pay for each year of service, part years pro rata, on the last basic wage; we make no cut for resigning. From 19 July 2027 the savings scheme of the Social Protection Law replaces it: the employer pays 9% of basic a month into your account.',
    ),
    rulesArabic: resignedSame(
      'قانون العمل العُماني (المرسوم السلطاني رقم 53/2023، المادة 61): أجر شهر على الأقل من الراتب الأساسي عن كل سنة خدمة، وتُحسب أجزاء السنة بنسبتها، على آخر راتب أساسي؛ ولا نُنقصها عند الاستقالة. وابتداءً من 19 يوليو 2027 يحل محلها نظام الادخار في قانون الحماية الاجتماعية، إذ يودع صاحب العمل 9% من الراتب الأساسي شهريًا في حسابك.',
    ),
    source: withArabicSource(
      {
        explanation:
          'Oman end-of-service gratuity under the 2023 Labour Law: one month of the last basic wage per year, pro rata. The savings scheme (9% of basic a month) starts on 19 July 2027.',
        sources: [omanMinistry, omanDecree, omanSavingsPostponed],
        asOf,
        assumption:
          'Assumes the lump-sum rule for the whole contract and no cut for resigning (we found none in the law). From 19 July 2027 the savings scheme replaces it for later service, and 9% of basic a month is a little more than a month a year, so the amount may be up to about 8% higher.',
      },
      'مكافأة نهاية الخدمة في عُمان بموجب قانون العمل لسنة 2023: أجر شهر من آخر راتب أساسي عن كل سنة، وأجزاء السنة بنسبتها. ويبدأ نظام الادخار (9% من الأساسي شهريًا) في 19 يوليو 2027.',
      'نفترض أن قاعدة المكافأة المقطوعة تسري طوال العقد وأن الاستقالة لا تُنقصها (لم نجد في القانون ما يُنقصها). وابتداءً من 19 يوليو 2027 يحل نظام الادخار محلها عن الخدمة اللاحقة، و9% من الأساسي شهريًا تزيد قليلًا على أجر شهر في السنة، فقد يزيد المبلغ بنحو 8% على الأكثر.',
    ),
  },
  Bahrain: {
    scheme: 'social-insurance',
    basis: 'wage',
    tierYears: 3,
    // 4.2% and 8.4% of the monthly wage for each of the 12 months of a year.
    monthsPerYearEarly: 0.042 * 12,
    monthsPerYearLater: 0.084 * 12,
    minimumYears: 0,
    rules: resignedSame(
      'Bahrain (Resolution 109/2023, since 1 March 2024): the employer pays the Social Insurance Organisation 4.2% of your monthly wage for the first three years and 8.4% after, and the SIO pays out what was paid in when you leave. The wage reported to the SIO includes allowances, so we use your full pay. We make no cut for resigning (our assumption).',
    ),
    rulesArabic: resignedSame(
      'البحرين (القرار رقم 109 لسنة 2023، منذ 1 مارس 2024): يدفع صاحب العمل للهيئة العامة للتأمين الاجتماعي 4.2% من أجرك الشهري في السنوات الثلاث الأولى و8.4% بعدها، وتصرف الهيئة ما دُفع عند مغادرتك. ويشمل الأجر المسجل لدى الهيئة البدلات، لذا نحسب على راتبك الكامل. ولا نُنقصها عند الاستقالة (افتراض منّا).',
    ),
    source: withArabicSource(
      {
        explanation:
          'Bahrain end-of-service benefit, funded monthly through the SIO since 1 March 2024: 4.2% of the wage (allowances included) a month for three years, 8.4% after; the benefit is what was contributed.',
        sources: [bahrainFragomen, bahrainLockton, bahrainMondaq],
        asOf,
        assumption:
          'Assumes the SIO pays out the contributions whether you resign or are let go, as one law firm’s summary (Mondaq, 2024) says; the SIO’s rules on resignation were not confirmed from an official source.',
      },
      'مكافأة نهاية الخدمة في البحرين، تُموَّل شهريًا عبر الهيئة العامة للتأمين الاجتماعي منذ 1 مارس 2024: 4.2% من الأجر (شاملًا البدلات) شهريًا في السنوات الثلاث الأولى، و8.4% بعدها؛ والمكافأة هي ما دُفع من اشتراكات.',
      'نفترض أن الهيئة تصرف الاشتراكات سواء استقلت أم أُنهيت خدمتك، كما يذكر ملخص لمكتب محاماة (Mondaq، 2024)؛ ولم نتحقق من قواعد الهيئة بشأن الاستقالة من مصدر رسمي.',
    ),
  },
  Kuwait: {
    scheme: 'lump-sum',
    basis: 'wage',
    tierYears: 5,
    // 15 days a year, a day's pay being the monthly pay ÷ 26 working days (Arab Times' reckoning).
    monthsPerYearEarly: 15 / 26,
    monthsPerYearLater: 1,
    minimumYears: 0,
    capMonths: 18,
    // Article 53: under 3 years nothing, 3-5 years half, over 5 and under 10 two thirds, 10+ all.
    resignationShare: (years) => (years < 3 ? 0 : years <= 5 ? 1 / 2 : years < 10 ? 2 / 3 : 1),
    rules: {
      completed:
        'Kuwait Labour Law (Law 6/2010, Article 51): 15 days’ pay for each of the first five years and a month’s pay for each year after, part years pro rata, at most 18 months’ pay. We reckon it on your full pay with regular allowances, a day’s pay being the monthly pay ÷ 26 working days (our assumption).',
      resigned:
        'Kuwait Labour Law (Law 6/2010, Articles 51 and 53): 15 days’ pay for each of the first five years and a month’s pay for each year after, at most 18 months’ pay, reckoned on your full pay with allowances, a day’s pay being the monthly pay ÷ 26 (our assumption). On resignation it is cut: nothing under three years, half for three to five years, two thirds for over five and under ten, the full amount from ten years.',
    },
    rulesArabic: {
      completed:
        'قانون العمل الكويتي (القانون رقم 6 لسنة 2010، المادة 51): أجر 15 يومًا عن كل سنة من السنوات الخمس الأولى، وأجر شهر عن كل سنة بعدها، وتُحسب أجزاء السنة بنسبتها، بحد أقصى أجر 18 شهرًا. ونحسبها على راتبك الكامل مع البدلات الثابتة، وأجر اليوم هو الأجر الشهري ÷ 26 يوم عمل (افتراض منّا).',
      resigned:
        'قانون العمل الكويتي (القانون رقم 6 لسنة 2010، المادتان 51 و53): أجر 15 يومًا عن كل سنة من السنوات الخمس الأولى، وأجر شهر عن كل سنة بعدها، بحد أقصى أجر 18 شهرًا، ونحسبها على راتبك الكامل مع البدلات، وأجر اليوم هو الأجر الشهري ÷ 26 (افتراض منّا). وعند الاستقالة تُخفَّض: لا شيء لأقل من ثلاث سنوات، والنصف من ثلاث سنوات إلى خمس، والثلثان لأكثر من خمس سنوات وأقل من عشر، والمبلغ كاملًا من عشر سنوات فأكثر.',
    },
    source: withArabicSource(
      {
        explanation:
          'Kuwait end-of-service indemnity on the last remuneration (taken to include allowances): 15 days a year for five years (day = monthly pay ÷ 26), a month a year after, capped at 18 months; cut to 0, 1/2 or 2/3 on resignation before ten years.',
        sources: [kuwaitArticle51, kuwaitDivisor, kuwaitRemuneration, kuwaitResignation],
        asOf,
        assumption:
          'Assumes the pay is your full pay with regular allowances and a day’s pay is the monthly pay ÷ 26 working days, as Arab Times’ answers on the law reckon them; no official text we found confirms either. On basic pay alone, or with a day of the monthly pay ÷ 30, the amount would be lower.',
      },
      'مكافأة نهاية الخدمة في الكويت على آخر أجر (نعدّه شاملًا البدلات): أجر 15 يومًا عن كل سنة في السنوات الخمس الأولى (اليوم = الأجر الشهري ÷ 26)، وأجر شهر عن كل سنة بعدها، بحد أقصى 18 شهرًا؛ وتُخفَّض إلى 0 أو 1/2 أو 2/3 عند الاستقالة قبل عشر سنوات.',
      'نفترض أن الأجر راتبك الكامل مع البدلات الثابتة وأن أجر اليوم الأجر الشهري ÷ 26 يوم عمل، كما تحسبهما إجابات صحيفة عرب تايمز عن القانون؛ ولم نجد نصًا رسميًا يؤكد أيًّا منهما. ولو حُسبت على الراتب الأساسي وحده، أو بأجر يوم يساوي الأجر الشهري ÷ 30، لكان المبلغ أقل.',
    ),
  },
};
