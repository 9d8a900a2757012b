// The yearly rent-rise rule of each place (the city's where it has one, else the country's), each
// with its source and assumption, and Dubai's rent index bands. The records are entries of
// core/data/sources.json, cited by id and resolved once, at module load.
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import type { YearlyRiseRule } from './contract-projection.ts';
import { arabicAsOfLabel, dataAsOf, source } from '../sources/index.ts';
import { monthLabel } from '../language/index.ts';
import type { OfferLocation } from '../household/index.ts';
import { rise } from './yearly-rise.ts';

// ---- Dubai's rent index bands (Decree 43/2013) ------------------------------------------------------

/** Decree 43/2013: the most a Dubai landlord may raise the rent on renewal, by how far it sits below the RERA index average. */
export function dubaiRentCapPercent(percentBelowIndex: number): number {
  if (percentBelowIndex <= 10) return 0;
  if (percentBelowIndex <= 20) return 5;
  if (percentBelowIndex <= 30) return 10;
  if (percentBelowIndex <= 40) return 15;
  return 20;
}

// Riyadh's freeze runs from 25 September 2025 to 24 September 2030 (decision 27: the rule in force
// today). Which contract year it reaches depends on when the contract starts: the results pass the
// month they are opened in; without one (the /sources page, the tips' defaults) it is the data's month.
const riyadhLastFrozenMonth = monthIndex('2030-09');

function monthIndex(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + (month ?? 1) - 1;
}

/**
 * The first contract year whose rent may rise in Riyadh, for a contract starting in `contractStart`
 * ("2026-11"). Year k begins 12 × (k − 1) months after the start; a year beginning in September 2030
 * is taken as still frozen (the freeze covers 24 of its 30 days), one beginning in October 2030 or later
 * rises. Year 1 is the rent agreed, so the answer is at least 2.
 */
export function riyadhFirstRiseYear(contractStart: string): number {
  return Math.max(2, Math.floor((riyadhLastFrozenMonth - monthIndex(contractStart)) / 12) + 2);
}

const dubaiRent = rise(
  dubaiRentCapPercent(15),
  2,
  1,
  [
    'Dubai (Decree 43/2013): a rise only on renewal, with 90 days’ notice, and only as far as the RERA Smart Rental Index allows: none when the rent is within 10% of the index average for similar homes, up to 5% when 11-20% below, 10% when 21-30% below, 15% when 31-40% below, 20% when further below.',
    'دبي (المرسوم رقم 43 لسنة 2013): لا يُرفع الإيجار إلا عند التجديد، بإشعار قبل 90 يومًا، وفي حدود ما يسمح به مؤشر الإيجارات الذكي لمؤسسة التنظيم العقاري (ريرا): لا زيادة إذا كان الإيجار في حدود 10% من متوسط المؤشر للمساكن المماثلة، وحتى 5% إذا كان أقل منه بنسبة 11-20%، و10% إذا كان أقل بنسبة 21-30%، و15% إذا كان أقل بنسبة 31-40%، و20% إذا كان أقل من ذلك.',
  ],
  source(
    [
      'Dubai rents may rise on renewal only within the RERA index bands; assumed here at 5% a year.',
      'لا يُرفع الإيجار في دبي عند التجديد إلا ضمن شرائح مؤشر مؤسسة التنظيم العقاري (ريرا)؛ وافترضنا هنا زيادة 5% في السنة.',
    ],
    ['fichte-dubai-rent-decree', 'zawya-smart-rental-index-2025', 'dld-smart-rent-index-2025'],
    [
      'Your building’s index figure is not known here, so the rent is assumed to sit 11-20% below the index average, the first band that allows a rise: 5% at each renewal. A rent further below the index may rise 10-20%; one near the average cannot rise. Enter your own yearly rise if you know it.',
      'لا نعرف هنا رقم المؤشر لمبناك، لذا نفترض أن الإيجار أقل من متوسط المؤشر بنسبة 11-20%، وهي أول شريحة تسمح بالزيادة: 5% عند كل تجديد. والإيجار الأدنى من ذلك قد يرتفع 10-20%، أما القريب من المتوسط فلا يجوز رفعه. أدخل نسبة الزيادة السنوية التي تعرفها إن وُجدت.',
    ],
  ),
);
const abuDhabiRent = rise(
  5,
  2,
  1,
  [
    'Abu Dhabi (Resolution 14/2016): rent rises capped at 5% a year, with 2 months’ notice before renewal.',
    'أبوظبي (القرار رقم 14 لسنة 2016): لا تتجاوز زيادة الإيجار 5% في السنة، بإشعار قبل التجديد بشهرين.',
  ],
  source(
    [
      'Abu Dhabi reinstated a 5% yearly cap on rent rises in December 2016; the projection raises rent by that cap each year.',
      'أعادت أبوظبي في ديسمبر 2016 العمل بسقف سنوي لزيادة الإيجار قدره 5%؛ ويرفع حسابنا سنةً بسنة الإيجارَ بهذا السقف كل سنة.',
    ],
    ['tamimi-abu-dhabi-rent-cap'],
    [
      'No source after 2017 confirms or revokes the cap; assumes landlords raise by the full 5% each year.',
      'لا يؤكد أي مصدر بعد عام 2017 هذا السقف أو يلغيه؛ نفترض أن المُلّاك يرفعون الإيجار بكامل نسبة 5% كل سنة.',
    ],
  ),
);
const sharjahRent = rise(
  5,
  4,
  1,
  [
    'Sharjah (Law 5/2024, Article 16): no rise during the first 3 years of a tenancy unless both sides agree; after that only up to the "fair rent" of the executive regulations.',
    'الشارقة (القانون رقم 5 لسنة 2024، المادة 16): لا زيادة خلال أول 3 سنوات من عقد الإيجار إلا باتفاق الطرفين؛ وبعدها لا تتجاوز الزيادة «أجرة المثل» التي تحددها اللائحة التنفيذية.',
  ],
  source(
    [
      'Sharjah freezes rent for the first 3 years of a tenancy; the projection raises it from year 4.',
      'تثبّت الشارقة الإيجار خلال أول 3 سنوات من عقد الإيجار؛ ويرفعه حسابنا سنةً بسنة ابتداءً من السنة 4.',
    ],
    ['kt-sharjah-rent-law-2024'],
    [
      'Assumes the tenancy starts with the contract. The "fair rent" allowed after 3 years is not published here; assumes 5% a year from year 4, Dubai’s first band.',
      'نفترض أن عقد الإيجار يبدأ مع عقد العمل. و«أجرة المثل» المسموح بها بعد 3 سنوات غير منشورة هنا؛ نفترض 5% في السنة ابتداءً من السنة 4، وهي أول شريحة في دبي.',
    ],
  ),
);
const otherUaeRent = rise(
  5,
  2,
  1,
  [
    'No rent rule was found for this emirate; the projection uses Dubai’s first index band, 5% a year.',
    'لم نجد قاعدة للإيجار في هذه الإمارة؛ ويعتمد حسابنا سنةً بسنة أول شريحة في مؤشر دبي: 5% في السنة.',
  ],
  source(
    [
      'A 5% yearly rent rise, Dubai’s first index band, for an emirate with no rule found.',
      'زيادة سنوية في الإيجار قدرها 5%، وهي أول شريحة في مؤشر دبي، لإمارة لم نجد لها قاعدة.',
    ],
    ['fichte-dubai-rent-decree'],
    [
      'No rent-increase rule or market figure was found for this emirate; assumes 5% a year.',
      'لم نجد لهذه الإمارة قاعدة لزيادة الإيجار ولا رقمًا من السوق؛ نفترض 5% في السنة.',
    ],
  ),
);
const riyadhRents = new Map<string, YearlyRiseRule>();

/** Riyadh's rule for a contract starting in `contractStart` ("2026-11"), made once per month. */
function riyadhRent(contractStart: string): YearlyRiseRule {
  const made = riyadhRents.get(contractStart);
  if (made) return made;
  const firstYear = riyadhFirstRiseYear(contractStart);
  const label = monthLabel(contractStart);
  const labelArabic = arabicAsOfLabel(label);
  const [frozen, frozenArabic] =
    firstYear > 2
      ? [
          `no rise in years 1-${firstYear - 1} of a contract starting in ${label}`,
          `فلا زيادة في السنوات 1-${firstYear - 1} من عقد يبدأ في ${labelArabic}`,
        ]
      : [`a contract starting in ${label} is first renewed after it ends`, `والعقد الذي يبدأ في ${labelArabic} يُجدَّد أول مرة بعد انتهائه`];
  const rule = rise(
    7.6,
    firstYear,
    1,
    [
      'Riyadh: rents of existing and new leases within the city are frozen for 5 years from 25 September 2025.',
      'الرياض: الإيجارات في العقود القائمة والجديدة داخل المدينة مجمّدة مدة 5 سنوات ابتداءً من 25 سبتمبر 2025.',
    ],
    source(
      [
        `Riyadh froze residential rents for 5 years from 25 September 2025: ${frozen}, then the 7.6% a year GASTAT measured in the year to August 2025.`,
        `جمّدت الرياض الإيجارات السكنية مدة 5 سنوات ابتداءً من 25 سبتمبر 2025: ${frozenArabic}، ثم 7.6% في السنة، وهي الزيادة التي رصدتها الهيئة العامة للإحصاء في السنة المنتهية في أغسطس 2025.`,
      ],
      ['arab-news-riyadh-freeze-2025', 'mondaq-riyadh-freeze-2025', 'evrim-riyadh-rents-2025'],
      [
        `Assumes the contract starts in ${label}, and that rents rise 7.6% a year after the freeze ends, as they did in the year to August 2025.`,
        `نفترض أن العقد يبدأ في ${labelArabic}، وأن الإيجارات ترتفع 7.6% في السنة بعد انتهاء التجميد، كما ارتفعت في السنة المنتهية في أغسطس 2025.`,
      ],
    ),
  );
  riyadhRents.set(contractStart, rule);
  return rule;
}
const otherKsaRent = rise(
  5,
  2,
  1,
  [
    'Outside Riyadh no freeze applies (as of October 2025); rents rise with the market.',
    'لا يسري التجميد خارج الرياض (حتى أكتوبر 2025)؛ وترتفع الإيجارات مع السوق.',
  ],
  source(
    [
      'Saudi rents outside Riyadh are not frozen; the projection uses Jeddah’s last measured rise, 5% a year (JLL, Q3 2023).',
      'الإيجارات في السعودية خارج الرياض غير مجمّدة؛ ويعتمد حسابنا سنةً بسنة آخر زيادة رُصدت في جدة: 5% في السنة (JLL، الربع 3 من عام 2023).',
    ],
    ['zawya-jll-jeddah-2023', 'arab-news-riyadh-freeze-2025'],
    [
      'No 2025 figure was found outside Riyadh; assumes Jeddah’s 2023 rise of 5% a year.',
      'لم نجد رقمًا لعام 2025 خارج الرياض؛ نفترض زيادة جدة في عام 2023: 5% في السنة.',
    ],
  ),
);
const qatarRent = rise(
  0,
  2,
  1,
  [
    'Qatar: no statutory cap on residential rent rises was found; Doha rents were broadly stable in 2024.',
    'قطر: لم نجد سقفًا قانونيًا لزيادة الإيجارات السكنية؛ وظلت الإيجارات في الدوحة مستقرة إلى حد كبير في عام 2024.',
  ],
  source(
    [
      'Doha rents were broadly stable in 2024 with new supply; the projection keeps rent unchanged.',
      'ظلت الإيجارات في الدوحة مستقرة إلى حد كبير في عام 2024 مع دخول مساكن جديدة إلى السوق؛ ويُبقي حسابنا سنةً بسنة الإيجار دون تغيير.',
    ],
    ['cw-qatar-q2-2024'],
    [
      'No cap protects the tenant: a landlord may ask for any rise at renewal. Enter your own yearly rise to test one.',
      'لا يحمي المستأجرَ أي سقف: فللمالك أن يطلب أي زيادة عند التجديد. أدخل نسبة زيادة سنوية لترى أثرها.',
    ],
  ),
);
const omanRent = rise(
  7,
  4,
  3,
  [
    'Oman (Royal Decree 6/89 as amended): no rise during the lease; on a longer lease a rise every 3 years.',
    'عُمان (المرسوم السلطاني رقم 6/89 وتعديلاته): لا زيادة خلال مدة عقد الإيجار؛ وفي العقود الأطول زيادة كل 3 سنوات.',
  ],
  source(
    [
      'Omani rent may not rise during the lease and, on longer leases, every 3 years; the projection raises it 7% in years 4, 7 and 10.',
      'لا يجوز رفع الإيجار في عُمان خلال مدة العقد، وفي العقود الأطول لا يُرفع إلا كل 3 سنوات؛ ويرفعه حسابنا سنةً بسنة 7% في السنوات 4 و7 و10.',
    ],
    ['gpg-oman-tenancy'],
    [
      'Assumes one lease for the whole contract and the 7% cap of the 2008 amendments, which a 2025 secondary source still quotes; whether any cap applies in 2025 is unconfirmed.',
      'نفترض عقد إيجار واحدًا طوال مدة عقد العمل، وسقف 7% الوارد في تعديلات عام 2008، الذي ما زال مصدر ثانوي من عام 2025 يذكره؛ ولم نتأكد من سريان أي سقف في عام 2025.',
    ],
  ),
);
const bahrainRent = rise(
  5,
  3,
  2,
  [
    'Bahrain (Law 27/2014): no rise for 2 years from the start of the lease or the last rise, then at most 5% for a home.',
    'البحرين (القانون رقم 27 لسنة 2014): لا زيادة خلال سنتين من بدء عقد الإيجار أو من آخر زيادة، ثم لا تتجاوز الزيادة 5% للمسكن.',
  ],
  source(
    [
      'Bahraini rent may rise at most 5% and no more often than every 2 years; the projection raises it 5% in years 3, 5, 7 and 9.',
      'لا يجوز أن يرتفع الإيجار في البحرين أكثر من 5%، ولا أكثر من مرة كل سنتين؛ ويرفعه حسابنا سنةً بسنة 5% في السنوات 3 و5 و7 و9.',
    ],
    ['homefinder-bahrain-lease-law'],
    [
      'Sources conflict on whether the cap is law; assumes the landlord raises by the full 5% whenever allowed.',
      'تختلف المصادر في كون هذا السقف منصوصًا عليه في القانون؛ نفترض أن المالك يرفع الإيجار بكامل نسبة 5% كلما جاز له ذلك.',
    ],
  ),
);
const kuwaitRent = rise(
  0,
  2,
  1,
  [
    'Kuwait (Law 35/1978): rent may rise only by agreement, or after 5 years when it is far below the market, and then only to the market average.',
    'الكويت (القانون رقم 35 لسنة 1978): لا يُرفع الإيجار إلا بالاتفاق، أو بعد 5 سنوات إذا كان أقل كثيرًا من السوق، وعندئذ إلى متوسط السوق فقط.',
  ],
  source(
    [
      'Kuwaiti law lets rent rise only after 5 years and only when it is far below market; the projection keeps it unchanged.',
      'لا يسمح القانون الكويتي برفع الإيجار إلا بعد 5 سنوات، وإذا كان أقل كثيرًا من السوق؛ ويُبقيه حسابنا سنةً بسنة دون تغيير.',
    ],
    ['kuwait-times-rental-concerns'],
  ),
);

/** A place's rule that depends on the month the contract starts (Riyadh's: its freeze ends on a date). */
type RuleByStart = (contractStart: string) => YearlyRiseRule;

const rentRules: PlaceRules<YearlyRiseRule | RuleByStart> = {
  country: { UAE: otherUaeRent, KSA: otherKsaRent, Qatar: qatarRent, Oman: omanRent, Bahrain: bahrainRent, Kuwait: kuwaitRent },
  city: { 'UAE/Dubai': dubaiRent, 'UAE/Abu Dhabi': abuDhabiRent, 'UAE/Sharjah': sharjahRent, 'KSA/Riyadh': riyadhRent },
};

/**
 * The rent rule of a place: its city's where one is known, else its country's, for a contract
 * starting in `contractStart` ("2026-11"; the data's month when none is given).
 */
export function rentRiseRuleFor({ country, city }: OfferLocation, contractStart: string = dataAsOf.asOf): YearlyRiseRule {
  const rule = ruleForPlace(rentRules, country, city);
  return typeof rule === 'function' ? rule(contractStart) : rule;
}
