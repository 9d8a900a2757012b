// The cash panel's other one-offs: a car lease's deposit and first month, furniture, flights out
// and dependants' first visas, with their sources, in English and Arabic (issue 13).
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { fareSource } from '../cost-model/index.ts';
import { kuwaitHealthFee, kuwaitResidenceFee } from '../country-rules/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { HomeUnit } from './rent-terms.ts';
import { source, sourceOf } from '../sources/index.ts';

// ---- Car, furniture, flights, visas -----------------------------------------------------------

export const carSource = source(
  [
    'A car lease usually asks a refundable deposit of about a month and the first month’s payment up front: twice the monthly car payment of the estimate. Buying on a loan costs far more up front: UAE banks lend at most 80% of the price.',
    'يطلب تأجير السيارة عادةً تأمينًا مستردًّا يعادل قسط شهر تقريبًا، إضافة إلى قسط الشهر الأول مقدّمًا: أي ضعف القسط الشهري للسيارة في تقديرنا. أما الشراء بقرض فيتطلب مبلغًا مقدّمًا أكبر بكثير، إذ لا تُقرض البنوك في الإمارات أكثر من 80% من السعر.',
  ],
  ['carswitch-car-financing'],
  [
    'No published lease terms were found; assumes one month’s deposit and the first month.',
    'لم نجد شروط تأجير منشورة؛ نفترض تأمينًا يعادل قسط شهر واحد، وقسط الشهر الأول.',
  ],
);

export const furnitureAed: Readonly<Record<HomeUnit, number>> = { Studio: 10_000, '1BR': 15_000, '2BR': 22_000, '3BR': 30_000 };
export const furnitureSource = source(
  [
    'Furnishing an unfurnished home at mid-range prices: beds, sofa, table and chairs, curtains, a washing machine and kitchen things. AED 10,000 for a studio, 15,000 for one bedroom, 22,000 for two and 30,000 for three, converted at the pegs outside the UAE.',
    'تأثيث مسكن غير مفروش بأسعار متوسطة: الأسرّة والأريكة وطاولة وكراسٍ والستائر وغسالة ملابس وأدوات المطبخ. 10,000 درهم للاستوديو، و15,000 لمسكن بغرفة نوم واحدة، و22,000 لغرفتين، و30,000 لثلاث غرف، محوّلةً بسعر ربط العملة بالدولار خارج الإمارات.',
  ],
  [],
  ['No published figure was found; an estimate to edit.', 'لم نجد رقمًا منشورًا؛ هذا تقدير يمكنك تعديله.'],
);

export const flightSources = new Map<CountryCode, FigureSource>(
  countryCodes.map((country) => [
    country,
    sourceOf(
      [
        'Flights out for the family members whose tickets the employer does not pay, each at the default return fare of the yearly trip home.',
        'تذاكر السفر لأفراد الأسرة الذين لا يدفع صاحب العمل تذاكرهم، لكل منهم بسعر تذكرة الذهاب والعودة الافتراضي لرحلة الإجازة السنوية إلى الوطن.',
      ],
      fareSource(country).sources,
      [
        'A one-way ticket booked at short notice often costs close to a return, so the return fare is used.',
        'كثيرًا ما يقارب سعرُ تذكرة الذهاب فقط المحجوزة قبل السفر بوقت قصير سعرَ تذكرة الذهاب والعودة، لذا اعتمدنا سعر الذهاب والعودة.',
      ],
    ),
  ]),
);

/** Kuwait's fee for each entry visa a joining dependant uses (from 23 December 2025). */
const kuwaitEntryVisaFee = 10;

/**
 * Dubai's fee lines for bringing a dependant (Gulf News, 2024-01-26), AED. The same amounts are page
 * facts in core/data/facts/gcc-visas.json (uae.sponsor-file-fee, uae.dependant-entry-permit-fee,
 * uae.residence-permit-fee, uae.emirates-id-fee, uae.medical-test-fee); a test keeps the two equal.
 */
export const uaeDependantFees = { sponsorFile: 269, entryPermit: 500, residencePermit: 350, emiratesId: 270, medicalTest: 320 } as const;

interface VisaFees {
  /** Paid once by the sponsor, whatever the number of dependants (the UAE's sponsor file). */
  perSponsor?: number | undefined;
  perAdult: number;
  perChild: number;
  /** The line's name in English (the /sources page reads it) and in Arabic. */
  name: string;
  nameAr: string;
  source: FigureSource;
}

export const visaFees: Readonly<Record<CountryCode, VisaFees>> = {
  UAE: {
    // The sponsor file (AED 269) and each entry permit (AED 500 from abroad) are paid once, on the
    // move; the renewals (rules/residence-fees.ts) do not repeat them.
    perSponsor: uaeDependantFees.sponsorFile,
    perAdult: uaeDependantFees.entryPermit + uaeDependantFees.residencePermit + uaeDependantFees.emiratesId + uaeDependantFees.medicalTest,
    perChild: uaeDependantFees.entryPermit + uaeDependantFees.residencePermit + uaeDependantFees.emiratesId,
    name: 'Sponsor file, entry permits, residence visas, Emirates IDs and medicals',
    nameAr: 'ملف الكفيل وأذونات الدخول وتأشيرات الإقامة وبطاقات الهوية الإماراتية والفحوص الطبية',
    source: source(
      [
        'Bringing dependants from abroad to a two-year UAE residence: the sponsor’s file AED 269 once, then for each dependant the entry permit AED 500, residence permit AED 350, Emirates ID AED 270 and, for adults, the medical test AED 320.',
        'استقدام المرافقين من الخارج لإقامة لمدة سنتين في الإمارات: فتح ملف الكفيل 269 درهم مرة واحدة، ثم لكل مرافق إذن الدخول 500 درهم، وإذن الإقامة 350 درهم، وبطاقة الهوية الإماراتية 270 درهم، والفحص الطبي للبالغين 320 درهم.',
      ],
      ['gn-family-visa-2024', 'icp-newborn-permit'],
      [
        'Assumes Dubai’s fee lines in every emirate, that each dependant enters from abroad (inside the UAE the entry permit is AED 1,180), and that a spouse’s or child’s residence permit costs what ICP charges for a newborn’s; typing fees are not included.',
        'نفترض رسوم دبي في كل الإمارات، وأن كل مرافق يدخل من خارج الدولة (إذن الدخول من داخلها 1,180 درهم)، وأن إذن إقامة الزوج أو الزوجة أو الطفل يكلّف ما تتقاضاه الهيئة الاتحادية للهوية والجنسية (ICP) عن إذن المولود الجديد؛ ولا تشمل التكلفة رسوم الطباعة.',
      ],
    ),
  },
  KSA: {
    perAdult: 3 * 400,
    perChild: 3 * 400,
    name: 'Dependant levy, 3 months paid in advance at SAR 400 each',
    nameAr: 'المقابل المالي للمرافقين: 3 أشهر مدفوعة مقدّمًا، 400 ريال سعودي عن كل شهر',
    source: source(
      [
        'Saudi Arabia charges SAR 400 a month per dependant, paid in advance when the iqama is issued; quarterly payment is allowed, so three months are counted. The iqama fee is not included: no source gives it.',
        'تتقاضى السعودية 400 ريال سعودي شهريًا عن كل مرافق، تُدفع مقدّمًا عند إصدار الإقامة؛ ويُسمح بالدفع كل ثلاثة أشهر، لذا احتسبنا ثلاثة أشهر. ولم نحتسب رسوم الإقامة نفسها، إذ لا يذكرها أي مصدر.',
      ],
      ['arab-news-dependant-levy-2024', 'saudi-gazette-dependant-fee-2017'],
      ['Assumes the levy is paid a quarter at a time.', 'نفترض أن المقابل المالي يُدفع كل ثلاثة أشهر.'],
    ),
  },
  Qatar: {
    perAdult: 500,
    perChild: 500,
    name: 'Residence permits, first year',
    nameAr: 'تصاريح الإقامة، السنة الأولى',
    source: source(
      ['A family member’s Qatar residence permit costs QR 500 a year.', 'تكلّف إقامة أحد أفراد الأسرة في قطر 500 ريال قطري في السنة.'],
      ['welcome-qatar-residence-2020'],
    ),
  },
  Oman: {
    // Joining visa 30 and a two-year resident card 10 each; the medical fitness exam 30 for adults.
    perAdult: 30 + 30 + 10,
    perChild: 30 + 10,
    name: 'Joining visas, medicals and resident cards',
    nameAr: 'تأشيرات الالتحاق والفحوص الطبية وبطاقات الإقامة',
    source: source(
      [
        'Bringing a dependant to Oman: the family joining visa OMR 30 (Royal Oman Police fee list), the medical fitness exam OMR 30 for adults (paid through a Sanad office), and a resident card at OMR 5 per year of validity, counted for two years.',
        'استقدام مرافق إلى عُمان: تأشيرة التحاق العائلة 30 ريال عُماني (قائمة رسوم شرطة عُمان السلطانية)، والفحص الطبي للبالغين 30 ريال عُماني (يُدفع عبر مكاتب سند)، وبطاقة إقامة بـ5 ريالات عُمانية عن كل سنة من صلاحيتها، محسوبة لسنتين.',
      ],
      ['gn-oman-resident-card-2021', 'oman-rop-visa-fees', 'oman-medical-fitness-2022'],
      [
        'Assumes two-year cards and that children need no medical exam (the sources do not say which ages take it).',
        'نفترض بطاقات صالحة لسنتين وأن الأطفال لا يحتاجون إلى الفحص الطبي (لا تذكر المصادر الأعمار التي يشملها).',
      ],
    ),
  },
  Bahrain: {
    perAdult: 95,
    perChild: 95,
    name: 'Dependant residence permits',
    nameAr: 'تصاريح إقامة المرافقين',
    source: source(
      [
        'A Bahrain dependant’s residence permit costs BHD 95; the first ID card is free.',
        'يكلّف تصريح إقامة المرافق في البحرين 95 دينار بحريني، وبطاقة الهوية الأولى مجانية.',
      ],
      ['bahrain-dependant-permit'],
    ),
  },
  Kuwait: {
    // From 23 December 2025 (decision 27): the entry visa, a year of residence and the health fee.
    perAdult: kuwaitEntryVisaFee + kuwaitResidenceFee + kuwaitHealthFee,
    perChild: kuwaitEntryVisaFee + kuwaitResidenceFee + kuwaitHealthFee,
    name: 'Entry visa, residence and health-insurance fees, first year',
    nameAr: 'تأشيرة الدخول ورسوم الإقامة والضمان الصحي، السنة الأولى',
    source: source(
      [
        'Since 23 December 2025 Kuwait charges each dependant who joins KD 10 for the entry visa, then, before the residence is issued, KD 20 for a year of residence and the government health-insurance fee of KD 100 (until then KD 10 of residence and KD 40 or KD 30 of health fee).',
        'منذ 23 ديسمبر 2025 تتقاضى الكويت عن كل مرافق يلتحق بالأسرة 10 دنانير كويتية لتأشيرة الدخول، ثم قبل إصدار الإقامة 20 دينارًا كويتيًا لسنة من الإقامة و100 دينار كويتي رسوم التأمين الصحي الحكومي (وكانت قبل ذلك 10 دنانير للإقامة و40 أو 30 دينارًا للتأمين الصحي).',
      ],
      ['kuwait-entry-visa-fee-2025', 'kuwait-residency-fees-2025', 'kuwait-health-fee-2025'],
      [
        'Charges any adult beside the spouse the spouse’s fees: a parent’s residence costs KD 300 a year.',
        'نحتسب لأي بالغ غير الزوج أو الزوجة رسوم الزوج أو الزوجة: فإقامة أحد الوالدين تكلّف 300 دينار كويتي سنويًا.',
      ],
    ),
  },
};
