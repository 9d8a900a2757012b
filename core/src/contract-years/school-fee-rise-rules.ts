// The yearly school-fee-rise rule of each place: the regulator's cap where one is published, else a
// typical rise, each with its source and assumption (entries of core/data/sources.json).
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import type { YearlyRiseRule } from './contract-projection.ts';
import type { OfferLocation } from '../household/index.ts';
import { source, type Words } from '../sources/index.ts';
import { rise } from './yearly-rise.ts';

const dubaiFees = rise(
  2.35,
  2,
  1,
  [
    'Dubai (KHDA): schools may raise fees by at most the Education Cost Index, 2.35% for 2025-26.',
    'دبي (هيئة المعرفة والتنمية البشرية، KHDA): لا يجوز للمدارس رفع الرسوم بأكثر من مؤشر تكلفة التعليم، وهو 2.35% للعام الدراسي 2025-26.',
  ],
  source(
    [
      'KHDA capped Dubai school fee rises at the Education Cost Index, 2.35% for 2025-26; the projection applies it every year.',
      'حددت هيئة المعرفة والتنمية البشرية (KHDA) سقف زيادة الرسوم المدرسية في دبي بمؤشر تكلفة التعليم، وهو 2.35% للعام الدراسي 2025-26؛ ويطبّقه حسابنا سنةً بسنة كل سنة.',
    ],
    ['national-khda-fees-2025'],
    ['Later years’ index is not announced; assumes 2.35% a year.', 'لم يُعلن المؤشر للسنوات التالية؛ نفترض 2.35% في السنة.'],
  ),
);
const abuDhabiFees = rise(
  3.94,
  2,
  1,
  [
    'Abu Dhabi (ADEK): standard rises need approval; the last published caps ran from 2.25% to 3.94% by rating.',
    'أبوظبي (دائرة التعليم والمعرفة، ADEK): تحتاج الزيادات المعتادة إلى موافقة؛ وتراوحت آخر الحدود القصوى المنشورة بين 2.25% و3.94% بحسب تقييم المدرسة.',
  ],
  source(
    [
      'ADEK’s last published fee caps (2023-24) ran from 2.25% to 3.94% by inspection rating; the projection applies the highest each year.',
      'تراوحت آخر الحدود القصوى لزيادة الرسوم التي نشرتها دائرة التعليم والمعرفة (ADEK)، للعام الدراسي 2023-24، بين 2.25% و3.94% بحسب تقييم الرقابة المدرسية؛ ويطبّق حسابنا سنةً بسنة أعلاها كل سنة.',
    ],
    ['kt-adek-fee-caps-2023'],
    [
      'ADEK’s standard cap for 2025-26 is not published; assumes the 2023-24 maximum, 3.94% a year.',
      'لم تنشر دائرة التعليم والمعرفة (ADEK) الحد المعتاد للعام الدراسي 2025-26؛ نفترض الحد الأعلى للعام 2023-24: 3.94% في السنة.',
    ],
  ),
);
const otherUaeFees = rise(
  2.35,
  2,
  1,
  [
    'No school-fee rule was found for this emirate; the projection uses Dubai’s 2.35% index.',
    'لم نجد قاعدة للرسوم المدرسية في هذه الإمارة؛ ويعتمد حسابنا سنةً بسنة مؤشر دبي: 2.35%.',
  ],
  source(
    [
      'Dubai’s 2.35% Education Cost Index, used for an emirate whose regulator publishes no figure here.',
      'مؤشر تكلفة التعليم في دبي (2.35%)، معتمدًا لإمارة لم نجد لجهتها المنظمة رقمًا منشورًا.',
    ],
    ['national-khda-fees-2025'],
    [
      'No fee-rise figure was found for this emirate; assumes Dubai’s 2.35% a year.',
      'لم نجد رقمًا لزيادة الرسوم في هذه الإمارة؛ نفترض نسبة دبي: 2.35% في السنة.',
    ],
  ),
);
const typicalFees = ([place, placeArabic]: Words) =>
  rise(
    3,
    2,
    1,
    [
      `${place}: fee rises need the ministry’s approval; no yearly figure was found.`,
      `${placeArabic}: تحتاج زيادة الرسوم إلى موافقة الوزارة؛ ولم نجد رقمًا سنويًا.`,
    ],
    source(
      [
        `No published school fee cap for ${place}; the projection assumes 3% a year, about the UAE regulators’ caps (2.35-3.94%).`,
        `لا يوجد سقف منشور للرسوم المدرسية في ${placeArabic}؛ ويفترض حسابنا سنةً بسنة 3% في السنة، وهي نسبة قريبة من الحدود القصوى التي تضعها الجهات المنظمة في الإمارات (2.35-3.94%).`,
      ],
      ['national-khda-fees-2025', 'kt-adek-fee-caps-2023'],
      [`No ${place} figure was found; assumes 3% a year.`, `لم نجد رقمًا خاصًا بـ${placeArabic}؛ نفترض 3% في السنة.`],
    ),
  );
const ksaFees = typicalFees(['Saudi Arabia', 'السعودية']);
const omanFees = typicalFees(['Oman', 'عُمان']);
const qatarFees = rise(
  5,
  2,
  2,
  [
    'Qatar: every rise needs ministry approval, approved rises ran from 3% to 10%, and after one no other for 2 years.',
    'قطر: تحتاج كل زيادة إلى موافقة الوزارة، وتراوحت الزيادات الموافق عليها بين 3% و10%، ولا زيادة أخرى خلال سنتين بعد أي زيادة.',
  ],
  source(
    [
      'Qatari schools may raise fees only with approval and at most every 2 years; the projection raises them 5% in years 2, 4, 6, 8 and 10.',
      'لا يجوز للمدارس في قطر رفع الرسوم إلا بموافقة، ولا أكثر من مرة كل سنتين؛ ويرفعها حسابنا سنةً بسنة 5% في السنوات 2 و4 و6 و8 و10.',
    ],
    ['qatar-tribune-school-fees-2019', 'newstrail-qatar-schools-2025'],
    [
      'No current approved figure was found; assumes 5%, inside the 3-10% approved in 2019-20, every second year.',
      'لم نجد رقمًا حاليًا موافقًا عليه؛ نفترض 5% كل سنتين، ضمن نطاق 3-10% الذي وُوفق عليه في العام الدراسي 2019-20.',
    ],
  ),
);
const bahrainFees = rise(
  5,
  2,
  1,
  [
    'Bahrain: only compliant, well-rated schools may raise fees, by up to 5%.',
    'البحرين: لا يجوز رفع الرسوم إلا للمدارس الملتزمة الحاصلة على تقييم جيد، وبما لا يتجاوز 5%.',
  ],
  source(
    [
      'Bahrain allows well-rated schools to raise fees by up to 5%; the projection applies the cap each year.',
      'تسمح البحرين للمدارس الحاصلة على تقييم جيد برفع الرسوم بما يصل إلى 5%؛ ويطبّق حسابنا سنةً بسنة هذا السقف كل سنة.',
    ],
    ['gulf-insider-bahrain-school-fees'],
    ['Assumes your school is allowed the full 5% each year.', 'نفترض أن مدرستك يُسمح لها بكامل نسبة 5% كل سنة.'],
  ),
);
const kuwaitFees = rise(
  0,
  2,
  1,
  [
    'Kuwait: the ministry rejected every fee rise for 2025-26; fees stay at 2024-25 levels.',
    'الكويت: رفضت الوزارة كل زيادات الرسوم للعام الدراسي 2025-26؛ وتبقى الرسوم عند مستويات 2024-25.',
  ],
  source(
    [
      'Kuwait froze private school fees at their 2024-25 levels for 2025-26 (Ministerial Resolution 10/2018 bars rises until new criteria).',
      'جمّدت الكويت رسوم المدارس الخاصة للعام الدراسي 2025-26 عند مستويات 2024-25 (إذ يمنع القرار الوزاري رقم 10/2018 أي زيادة إلى أن تصدر معايير جديدة).',
    ],
    ['asb-kuwait-school-fees-2025'],
    ['Assumes the freeze lasts the whole contract.', 'نفترض أن التجميد يستمر طوال مدة العقد.'],
  ),
);

const feeRules: PlaceRules<YearlyRiseRule> = {
  country: { UAE: otherUaeFees, KSA: ksaFees, Qatar: qatarFees, Oman: omanFees, Bahrain: bahrainFees, Kuwait: kuwaitFees },
  city: { 'UAE/Dubai': dubaiFees, 'UAE/Abu Dhabi': abuDhabiFees },
};

/** The school-fee rule of a place: the regulator’s cap where known, else a typical rise. */
export function schoolFeeRiseRuleFor({ country, city }: OfferLocation): YearlyRiseRule {
  return ruleForPlace(feeRules, country, city);
}
