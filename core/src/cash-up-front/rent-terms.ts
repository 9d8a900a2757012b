// What a new tenancy costs besides the rent, by place: deposit, agency fee, registration and
// utility deposits, each with its source, in English and Arabic (issue 13).
import type { PlaceRules } from '../places/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { housingUnitFor } from '../cost-model/index.ts';
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { fromDirhams, source, withAssumption, type Words } from '../sources/index.ts';

// ---- Rent: deposit, agency, registration, utilities --------------------------------------------

/** A share of the year's rent as a fraction, so whole rents divide without float error. */
export type Share = readonly [numerator: number, denominator: number];
export type HomeUnit = ReturnType<typeof housingUnitFor>['unit'];

/** The home sizes in Arabic, for line names («الأثاث وتجهيز المنزل (غرفتا نوم)»). */
export const homeUnitNames: Readonly<Record<HomeUnit, string>> = {
  Studio: 'استوديو',
  '1BR': 'غرفة نوم واحدة',
  '2BR': 'غرفتا نوم',
  '3BR': 'ثلاث غرف نوم',
};

/** A line's name: `name` in English (the /sources page reads it), `nameAr` in Arabic. */
interface Named {
  name: string;
  nameAr: string;
}

interface RentTerms {
  deposit: Named & { share: Share; source: FigureSource };
  agency: Named & { share: Share; source: FigureSource };
  registration?: (Named & { amount: number; source: FigureSource }) | undefined;
  utilities: Named & { amount: (unit: HomeUnit) => number; source: FigureSource };
}

const named = ([name, nameAr]: Words): Named => ({ name, nameAr });

const fivePercentDeposit = named(['Security deposit (5% of the year’s rent)', 'مبلغ التأمين (5% من إيجار السنة)']);
const fivePercentAgency = named(['Agency fee (5% of the year’s rent)', 'عمولة الوكالة العقارية (5% من إيجار السنة)']);
const monthDeposit = named(['Security deposit (1 month’s rent)', 'مبلغ التأمين (إيجار شهر واحد)']);
const monthAgency = named(['Agency commission (1 month’s rent)', 'عمولة الوكالة العقارية (إيجار شهر واحد)']);
const flatDeposit: Words = [
  'A flat’s electricity and water deposit, taken at DEWA’s AED 2,000.',
  'تأمين الكهرباء والماء لشقة، محسوبًا بمبلغ 2,000 درهم الذي تتقاضاه هيئة كهرباء ومياه دبي (ديوا).',
];

const dubaiRent: RentTerms = {
  deposit: {
    share: [1, 20],
    ...fivePercentDeposit,
    source: source(
      [
        'Dubai landlords take 5% of the annual rent as a deposit for an unfurnished home (10% furnished); the law sets no amount.',
        'يتقاضى المُلّاك في دبي 5% من الإيجار السنوي مبلغَ تأمين للمسكن غير المفروش (و10% للمفروش)، ولا يحدد القانون مبلغه.',
      ],
      ['gn-security-deposit-2024'],
    ),
  },
  agency: {
    share: [1, 20],
    ...fivePercentAgency,
    source: source(
      ['The tenant pays the letting agent 5% of the annual rent in Dubai.', 'يدفع المستأجر في دبي للوكيل العقاري 5% من الإيجار السنوي.'],
      ['propertyfinder-paying-rent', 'lifeintheuae-renting'],
    ),
  },
  registration: {
    ...named(['Ejari tenancy registration', 'تسجيل عقد الإيجار في نظام إيجاري']),
    amount: 220,
    source: source(
      [
        'Registering the lease on Ejari costs about AED 220 at a trustee centre (AED 120 online, plus a service fee of AED 95 and VAT); the tenant usually pays.',
        'يكلّف تسجيل عقد الإيجار في نظام إيجاري نحو 220 درهم في مراكز خدمات الأمين (120 درهم عبر الإنترنت، تضاف إليها رسوم خدمة قدرها 95 درهم وضريبة القيمة المضافة)، ويدفعها المستأجر عادةً.',
      ],
      ['dld-ejari-registration', 'sevenx-tenants-guide'],
    ),
  },
  utilities: {
    ...named(['DEWA deposit and connection fee', 'تأمين هيئة كهرباء ومياه دبي (ديوا) ورسوم التوصيل']),
    amount: () => 2_130,
    source: source(
      [
        'DEWA takes a refundable AED 2,000 deposit for a flat (AED 4,000 for a villa) and a connection fee of about AED 130. Buildings on district cooling (Empower) ask a further AED 2,000 deposit, not included.',
        'تتقاضى هيئة كهرباء ومياه دبي (ديوا) تأمينًا مستردًّا قدره 2,000 درهم للشقة (4,000 درهم للفيلا) ورسوم توصيل تبلغ نحو 130 درهم. وتطلب المباني المرتبطة بالتبريد المركزي (إمباور) تأمينًا إضافيًا قدره 2,000 درهم، لم يُحتسب هنا.',
      ],
      ['gn-dewa-deposit-2017', 'pillar-dewa-move-in'],
    ),
  },
};

const uaeAssumption: Words = [
  'Assumes Dubai’s customs and amounts; no source for this emirate was found.',
  'نفترض أعراف دبي ومبالغها؛ إذ لم نجد مصدرًا خاصًا بهذه الإمارة.',
];
const otherEmiratesRent: RentTerms = {
  deposit: { ...dubaiRent.deposit, source: withAssumption(dubaiRent.deposit.source, uaeAssumption) },
  agency: { ...dubaiRent.agency, source: withAssumption(dubaiRent.agency.source, uaeAssumption) },
  utilities: {
    ...named(['Electricity and water deposit', 'تأمين الكهرباء والماء']),
    amount: () => 2_000,
    source: source(flatDeposit, ['gn-dewa-deposit-2017'], uaeAssumption),
  },
};

const abuDhabiRent: RentTerms = {
  deposit: {
    share: [1, 20],
    ...fivePercentDeposit,
    source: source(
      [
        'Abu Dhabi landlords typically take 5% of the annual rent as a deposit; the law sets no amount.',
        'يتقاضى المُلّاك في أبوظبي عادةً 5% من الإيجار السنوي مبلغَ تأمين، ولا يحدد القانون مبلغه.',
      ],
      ['properle-security-deposit'],
    ),
  },
  agency: {
    share: [1, 20],
    ...fivePercentAgency,
    source: source(
      [
        'Letting agents across the UAE charge about 5% of the annual rent.',
        'يتقاضى الوكلاء العقاريون في أنحاء الإمارات نحو 5% من الإيجار السنوي.',
      ],
      ['lifeintheuae-renting'],
      ['No Abu Dhabi figure was found; assumes the UAE-wide 5%.', 'لم نجد رقمًا خاصًا بأبوظبي؛ نفترض نسبة 5% السائدة في الإمارات.'],
    ),
  },
  utilities: {
    ...named(['ADDC electricity and water deposit', 'تأمين الكهرباء والماء لدى شركة أبوظبي للتوزيع']),
    amount: () => 2_000,
    source: source(
      flatDeposit,
      ['gn-dewa-deposit-2017'],
      ['No ADDC deposit amount was found.', 'لم نجد مبلغ التأمين لدى شركة أبوظبي للتوزيع.'],
    ),
  },
};

const sharjahRent: RentTerms = {
  deposit: {
    share: [1, 20],
    ...fivePercentDeposit,
    source: source(
      ['A deposit of 5% of the annual rent, as in Dubai.', 'مبلغ تأمين قدره 5% من الإيجار السنوي، كما في دبي.'],
      ['gn-security-deposit-2024'],
      ['No current Sharjah figure was found.', 'لم نجد رقمًا حديثًا خاصًا بالشارقة.'],
    ),
  },
  agency: {
    share: [1, 20],
    ...fivePercentAgency,
    source: source(
      [
        'Sharjah letting agents charge up to 5% of the annual rent.',
        'يتقاضى الوكلاء العقاريون في الشارقة ما يصل إلى 5% من الإيجار السنوي.',
      ],
      ['askaan-sharjah-leasing'],
    ),
  },
  utilities: {
    ...named(['SEWA deposit', 'تأمين هيئة كهرباء ومياه وغاز الشارقة (سيوا)']),
    amount: (unit) => (unit === '3BR' ? 3_000 : 2_000),
    source: source(
      [
        'SEWA took AED 2,000 for a flat of up to two bedrooms and AED 3,000 for three.',
        'كانت هيئة كهرباء ومياه وغاز الشارقة (سيوا) تتقاضى 2,000 درهم للشقة حتى غرفتي نوم، و3,000 درهم للشقة بثلاث غرف.',
      ],
      ['gn-sewa-deposit-2008'],
      [
        'The scale dates from 2008; SEWA now sets deposits by expected use.',
        'يعود هذا الجدول إلى عام 2008؛ وتحدد الهيئة اليوم مبلغ التأمين بحسب الاستهلاك المتوقع.',
      ],
    ),
  },
};

const ksaRent: RentTerms = {
  deposit: {
    share: [1, 12],
    ...monthDeposit,
    source: source(
      [
        'Under the Brokerage Law any guarantee is held by REGA and returned less damages.',
        'بموجب نظام الوساطة العقارية تحتفظ الهيئة العامة للعقار بأي ضمان، وتردّه بعد خصم قيمة الأضرار.',
      ],
      ['ajc-brokerage-law-2022'],
      ['The usual amount is not published; assumes one month’s rent.', 'المبلغ المعتاد غير منشور؛ نفترض إيجار شهر واحد.'],
    ),
  },
  agency: {
    share: [1, 40],
    ...named(['Broker commission (2.5% of the first year’s rent)', 'عمولة الوسيط العقاري (2.5% من إيجار السنة الأولى)']),
    source: source(
      [
        'A Saudi broker may charge the tenant at most 2.5% of the first year’s rent, once.',
        'لا يجوز للوسيط العقاري في السعودية أن يتقاضى من المستأجر أكثر من 2.5% من إيجار السنة الأولى، ومرة واحدة فقط.',
      ],
      ['ajc-brokerage-law-2022', 'mci-commission-2014'],
    ),
  },
  registration: {
    ...named(['Ejar contract fee', 'رسوم توثيق العقد في منصة إيجار']),
    amount: 125,
    source: source(
      ['Registering a residential lease on Ejar costs SAR 125 a year.', 'يكلّف تسجيل عقد إيجار سكني في منصة إيجار 125 ريال سعودي في السنة.'],
      ['ejar-contract-fee'],
      ['Who pays is not fixed; assumes the tenant does.', 'لا يُحدَّد من يدفعها؛ نفترض أن المستأجر يدفعها.'],
    ),
  },
  utilities: {
    ...named(['Electricity (SEC) deposit', 'تأمين الكهرباء (الشركة السعودية للكهرباء)']),
    amount: () => 500,
    source: source(
      [
        'SEC said in 2018 it would take an advance deposit of at least SAR 500.',
        'أعلنت الشركة السعودية للكهرباء في عام 2018 أنها ستتقاضى تأمينًا مقدّمًا لا يقل عن 500 ريال سعودي.',
      ],
      ['sec-deposit-2018'],
      ['Whether it is taken today is not confirmed.', 'لم نتأكد من أنه ما زال يُتقاضى اليوم.'],
    ),
  },
};

const qatarRent: RentTerms = {
  deposit: {
    share: [1, 12],
    ...monthDeposit,
    source: source(
      ['Doha landlords take one month’s rent as a deposit cheque.', 'يتقاضى المُلّاك في الدوحة إيجار شهر واحد بشيك تأمين.'],
      ['loft-bureau-qatar-leasing', 'mirage-qatar-faqs'],
    ),
  },
  agency: {
    share: [1, 24],
    ...named(['Agency commission (half a month’s rent)', 'عمولة الوكالة العقارية (إيجار نصف شهر)']),
    source: source(
      [
        'Doha agents charge half a month’s rent for a one-year lease (a month for two years).',
        'يتقاضى الوكلاء في الدوحة إيجار نصف شهر عن عقد مدته سنة واحدة (وإيجار شهر عن عقد مدته سنتان).',
      ],
      ['mirage-qatar-faqs'],
    ),
  },
  utilities: {
    ...named(['Kahramaa deposit', 'تأمين كهرماء']),
    amount: () => 2_000,
    source: source(
      [
        'Kahramaa takes QR 2,000 (QR 1,200 electricity, QR 800 water), refunded on final settlement.',
        'تتقاضى كهرماء 2,000 ريال قطري (1,200 ريال قطري للكهرباء و800 ريال قطري للماء)، تُردّ عند التسوية النهائية.',
      ],
      ['mirage-qatar-faqs', 'danat-qatar-reservation'],
    ),
  },
};

const unconfirmedUtility = (name: Words, country: CountryCode, note: Words, extra: readonly string[] = []): RentTerms['utilities'] => ({
  ...named(name),
  amount: () => fromDirhams(2_000, country),
  source: source(
    [
      `A flat’s electricity and water deposit, taken at the AED 2,000 DEWA charges in Dubai, converted at the pegs (${formatMoney(fromDirhams(2_000, country), country)}).`,
      `تأمين الكهرباء والماء لشقة، محسوبًا بمبلغ 2,000 درهم الذي تتقاضاه هيئة كهرباء ومياه دبي (ديوا)، محوّلًا بسعر ربط العملة بالدولار (${formatMoneyArabic(fromDirhams(2_000, country), country)}).`,
    ],
    ['gn-dewa-deposit-2017', ...extra],
    note,
  ),
});

const omanRent: RentTerms = {
  deposit: {
    share: [1, 12],
    ...monthDeposit,
    source: source(
      ['Muscat landlords take a deposit of one month’s rent.', 'يتقاضى المُلّاك في مسقط مبلغ تأمين يعادل إيجار شهر واحد.'],
      ['retalk-oman-2017'],
    ),
  },
  agency: {
    share: [1, 12],
    ...monthAgency,
    source: source(
      [
        'Some Muscat agents charge the tenant a month’s rent; others are paid by the landlord.',
        'يتقاضى بعض الوكلاء في مسقط من المستأجر إيجار شهر، ويتقاضى آخرون أجرهم من المالك.',
      ],
      ['expatlife-oman-housing', 'resfix-oman-tenancy'],
      ['Practice varies; assumes the tenant pays a month’s rent.', 'تختلف الممارسة؛ نفترض أن المستأجر يدفع إيجار شهر.'],
    ),
  },
  utilities: unconfirmedUtility(['Nama electricity and water deposit', 'تأمين الكهرباء والماء لدى نماء'], 'Oman', [
    'No Nama deposit amount was found.',
    'لم نجد مبلغ التأمين لدى نماء.',
  ]),
};

const bahrainRent: RentTerms = {
  deposit: {
    share: [1, 12],
    ...monthDeposit,
    source: source(
      [
        'One month’s rent is the common deposit in Bahrain; the law caps it at three months.',
        'إيجار شهر واحد هو مبلغ التأمين الشائع في البحرين، ولا يجيز القانون أكثر من إيجار ثلاثة أشهر.',
      ],
      ['baker-mckenzie-bahrain-leases', 'impact-estate-bahrain'],
    ),
  },
  agency: {
    share: [1, 12],
    ...monthAgency,
    source: source(
      ['An agent’s commission of a month’s rent.', 'عمولة وكيل تعادل إيجار شهر.'],
      ['impact-estate-bahrain'],
      ['No Bahrain figure was found; assumes a month’s rent.', 'لم نجد رقمًا خاصًا بالبحرين؛ نفترض إيجار شهر.'],
    ),
  },
  utilities: {
    ...named(['EWA deposit', 'تأمين هيئة الكهرباء والماء']),
    amount: () => 200,
    source: source(
      [
        'EWA takes a deposit from tenants by connection size: BD 100 for single-phase electricity and BD 100 for a ½-inch water connection.',
        'تتقاضى هيئة الكهرباء والماء من المستأجرين تأمينًا بحسب حجم التوصيل: 100 دينار بحريني لتوصيل كهرباء أحادي الطور، و100 دينار بحريني لتوصيل ماء بقطر نصف بوصة.',
      ],
      ['ewa-move-in'],
      [
        'Assumes a flat with single-phase electricity and a ½-inch water connection (three-phase is BD 300).',
        'نفترض شقة بتوصيل كهرباء أحادي الطور وتوصيل ماء بقطر نصف بوصة (ويبلغ التأمين للتوصيل ثلاثي الطور 300 دينار بحريني).',
      ],
    ),
  },
};

const kuwaitRent: RentTerms = {
  deposit: {
    share: [1, 12],
    ...monthDeposit,
    source: source(
      [
        'Kuwait landlords ask a refundable deposit of half a month’s or a month’s rent; no law sets it.',
        'يطلب المُلّاك في الكويت مبلغ تأمين مستردًّا يعادل إيجار نصف شهر أو شهر، ولا يحدده قانون.',
      ],
      ['kuwait-times-al-ghanem'],
    ),
  },
  agency: {
    share: [1, 12],
    ...monthAgency,
    source: source(
      [
        'Kuwait letting offices charge half a month’s or a month’s rent; the top of the range is used.',
        'تتقاضى مكاتب العقار في الكويت إيجار نصف شهر أو شهر؛ واعتمدنا الحد الأعلى.',
      ],
      ['kuwait-times-al-ghanem'],
    ),
  },
  utilities: unconfirmedUtility(
    ['MEW connection deposit', 'تأمين التوصيل لدى وزارة الكهرباء والماء'],
    'Kuwait',
    [
      'No MEW deposit amount was found; employers often arrange it.',
      'لم نجد مبلغ التأمين لدى وزارة الكهرباء والماء؛ وكثيرًا ما يتولى صاحب العمل ترتيبه.',
    ],
    ['hilite-kuwait-utilities'],
  ),
};

export const rentTerms: PlaceRules<RentTerms> = {
  country: { UAE: otherEmiratesRent, KSA: ksaRent, Qatar: qatarRent, Oman: omanRent, Bahrain: bahrainRent, Kuwait: kuwaitRent },
  city: { 'UAE/Dubai': dubaiRent, 'UAE/Abu Dhabi': abuDhabiRent, 'UAE/Sharjah': sharjahRent },
};
