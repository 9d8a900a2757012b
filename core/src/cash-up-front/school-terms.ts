// School one-offs per child before the first salary: registration, deposit, the first term's fees
// (with VAT where charged) and uniforms and books, by regulator or country, with their sources, in
// English and Arabic (issue 13).
import type { CountryCode } from '../countries/index.ts';
import { arabicOrdinal } from '../language/index.ts';
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import { monthlySchoolFeeAed } from '../cost-model/index.ts';
import { figureSourceIn, fromDirhams, source, withAssumption, type Words } from '../sources/index.ts';
import type { Language } from '../language/index.ts';
import type { OfferInput } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { UpfrontCashLine } from './upfront-cash.ts';
import type { Share } from './rent-terms.ts';

// ---- Schools ----------------------------------------------------------------------------------

interface SchoolTerms {
  /** Application or registration fee, not deducted from tuition; local currency. */
  registration: number;
  registrationName: string;
  registrationNameAr: string;
  registrationSource: FigureSource;
  /** Enrolment deposit, deducted from the first term; omitted when undefined. */
  deposit?: { share?: Share; amount?: number; name: string; nameAr: string; source: FigureSource };
  firstTerm: Share;
  firstTermSource: FigureSource;
  /** VAT on tuition, percent. */
  vatPercent: number;
}

const registrationNamed = ([registrationName, registrationNameAr]: Words) => ({ registrationName, registrationNameAr });
const applicationAndAssessment = registrationNamed(['application and assessment fee', 'رسوم طلب الالتحاق والتقييم']);

const khdaTerms: SchoolTerms = {
  registration: 500,
  ...applicationAndAssessment,
  registrationSource: source(
    [
      'KHDA caps a Dubai school’s application fee at AED 500; it is not deducted from tuition.',
      'تضع هيئة المعرفة والتنمية البشرية (KHDA) حدًّا أقصى لرسوم طلب الالتحاق بمدارس دبي قدره 500 درهم، ولا تُخصم من الرسوم الدراسية.',
    ],
    ['kt-khda-enrolment-2023'],
  ),
  deposit: {
    share: [1, 10],
    name: 'registration deposit (10% of tuition)',
    nameAr: 'دفعة التسجيل المقدّمة (10% من الرسوم الدراسية)',
    source: source(
      [
        'A Dubai school may take up to 10% of the year’s tuition once a place is accepted; it is deducted from tuition.',
        'يجوز لمدرسة في دبي أن تتقاضى ما يصل إلى 10% من الرسوم الدراسية للسنة بعد قبول الطفل، وتُخصم من الرسوم الدراسية.',
      ],
      ['kt-khda-enrolment-2023'],
    ),
  },
  firstTerm: [2, 5],
  firstTermSource: source(
    [
      'Dubai schools bill at most 40% of the year’s tuition for the first term (or ten monthly instalments); the deposit already paid is taken off. Tuition is the model’s fee for the child’s stage and curriculum.',
      'لا تطلب مدارس دبي عن الفصل الأول أكثر من 40% من الرسوم الدراسية للسنة (أو تقسّطها على عشرة أقساط شهرية)، ويُخصم منها ما دُفع مقدّمًا. والرسوم الدراسية هي تقديرنا لرسوم مرحلة الطفل ومنهجه.',
    ],
    ['6to16-dubai-enrolment', 'kt-khda-enrolment-2023'],
  ),
  vatPercent: 0,
};

const otherEmiratesSchools: SchoolTerms = {
  ...khdaTerms,
  registrationSource: withAssumption(khdaTerms.registrationSource, [
    'Assumes Dubai’s KHDA rules; other emirates were not researched.',
    'نفترض قواعد هيئة المعرفة والتنمية البشرية (KHDA) في دبي؛ فلم نبحث قواعد الإمارات الأخرى.',
  ]),
};

const adekTerms: SchoolTerms = {
  registration: 0,
  ...registrationNamed(['application fee', 'رسوم طلب الالتحاق']),
  registrationSource: source(
    ['ADEK forbids application fees before enrolment.', 'تمنع دائرة التعليم والمعرفة (ADEK) فرض رسوم على طلب الالتحاق قبل التسجيل.'],
    ['gulf-insider-adek-fees'],
  ),
  deposit: {
    share: [1, 20],
    name: 'registration fee (5% of tuition)',
    nameAr: 'رسوم التسجيل (5% من الرسوم الدراسية)',
    source: source(
      [
        'An Abu Dhabi school may take up to 5% of the tuition as a registration fee, deducted from tuition.',
        'يجوز لمدرسة في أبوظبي أن تتقاضى ما يصل إلى 5% من الرسوم الدراسية رسومَ تسجيل، تُخصم من الرسوم الدراسية.',
      ],
      ['gulf-insider-adek-fees'],
    ),
  },
  firstTerm: [1, 3],
  firstTermSource: source(
    [
      'ADEK lets schools bill in 3 to 10 instalments; the first of three termly instalments is used, less the registration fee.',
      'تسمح دائرة التعليم والمعرفة (ADEK) للمدارس بتقسيط الرسوم على 3 إلى 10 أقساط؛ واعتمدنا أول ثلاثة أقساط فصلية، مخصومًا منه رسوم التسجيل.',
    ],
    ['gulf-insider-adek-fees'],
    ['Assumes three equal termly instalments.', 'نفترض ثلاثة أقساط فصلية متساوية.'],
  ),
  vatPercent: 0,
};

const termlyAssumption: Words = [
  'No rule on instalments was found; assumes three equal termly instalments.',
  'لم نجد قاعدة للأقساط؛ نفترض ثلاثة أقساط فصلية متساوية.',
];
const firstTermTuition: Words = ['The first term’s tuition.', 'الرسوم الدراسية للفصل الأول.'];
const convertedApplication = (country: CountryCode) =>
  source(
    [
      `An application and assessment fee, taken at Dubai’s AED 500 cap converted at the pegs (${formatMoney(fromDirhams(500, country), country)}).`,
      `رسوم طلب الالتحاق والتقييم، محسوبةً بالحد الأقصى في دبي البالغ 500 درهم، محوّلًا بسعر ربط العملة بالدولار (${formatMoneyArabic(fromDirhams(500, country), country)}).`,
    ],
    ['kt-khda-enrolment-2023'],
    ['No fee rule for this country was found.', 'لم نجد قاعدة للرسوم في هذا البلد.'],
  );

const schoolTerms: Readonly<Record<Exclude<CountryCode, 'UAE'>, SchoolTerms>> = {
  KSA: {
    registration: 1_500,
    ...registrationNamed(['admission levy', 'رسم القبول']),
    registrationSource: source(
      [
        'A one-off levy some Saudi schools charge at admission; one Dammam school charged SR 1,500.',
        'رسم يُدفع مرة واحدة تفرضه بعض المدارس في السعودية عند القبول؛ وقد تقاضت إحدى مدارس الدمام 1,500 ريال سعودي.',
      ],
      ['kt-saudi-school-fees-2018'],
      ['One school’s figure; no national rule was found.', 'رقم مدرسة واحدة؛ لم نجد قاعدة على مستوى المملكة.'],
    ),
    firstTerm: [1, 3],
    firstTermSource: source(
      [
        'The first term’s tuition with 15% VAT, which non-Saudi pupils pay.',
        'الرسوم الدراسية للفصل الأول مع ضريبة القيمة المضافة بنسبة 15%، التي يدفعها الطلاب غير السعوديين.',
      ],
      ['saudi-gazette-school-vat-2020'],
      termlyAssumption,
    ),
    vatPercent: 15,
  },
  Qatar: {
    registration: 3_270,
    ...registrationNamed(['registration and assessment fees', 'رسوم التسجيل والتقييم']),
    registrationSource: source(
      [
        'A new pupil’s non-refundable registration fee (QR 2,770 at one Doha school) and an assessment fee (QR 400-500 reported by parents).',
        'رسوم تسجيل غير مستردة للطالب الجديد (2,770 ريال قطري في إحدى مدارس الدوحة) ورسوم تقييم (400-500 ريال قطري بحسب ما يذكره أولياء الأمور).',
      ],
      ['school-hayat-doha', 'gulf-times-qatar-school-fees'],
      [
        'One school’s registration fee and the top of the reported assessment fees; no rule sets them.',
        'رسوم التسجيل في مدرسة واحدة والحد الأعلى لرسوم التقييم المذكورة؛ ولا تحددها أي قاعدة.',
      ],
    ),
    firstTerm: [1, 2],
    firstTermSource: source(
      [
        'The first of two instalments, as one Doha school bills; others bill monthly.',
        'القسط الأول من قسطين، كما تفعل إحدى مدارس الدوحة؛ وتطلب مدارس أخرى الرسوم شهريًا.',
      ],
      ['school-hayat-doha'],
      ['Assumes two instalments a year.', 'نفترض قسطين في السنة.'],
    ),
    vatPercent: 0,
  },
  Oman: {
    registration: fromDirhams(500, 'Oman'),
    ...applicationAndAssessment,
    registrationSource: convertedApplication('Oman'),
    firstTerm: [1, 3],
    firstTermSource: source(firstTermTuition, [], termlyAssumption),
    vatPercent: 0,
  },
  Bahrain: {
    registration: fromDirhams(500, 'Bahrain'),
    ...applicationAndAssessment,
    registrationSource: convertedApplication('Bahrain'),
    firstTerm: [1, 3],
    firstTermSource: source(firstTermTuition, [], termlyAssumption),
    vatPercent: 0,
  },
  Kuwait: {
    registration: fromDirhams(500, 'Kuwait'),
    ...applicationAndAssessment,
    registrationSource: convertedApplication('Kuwait'),
    deposit: {
      amount: 200,
      name: 'seat reservation',
      nameAr: 'حجز المقعد',
      source: source(
        ['A Kuwait school asked KD 200 to reserve a seat.', 'طلبت إحدى مدارس الكويت 200 دينار كويتي لحجز مقعد.'],
        ['kuwait-times-school-fees-2016'],
        ['One school’s figure from 2016; no rule was found.', 'رقم مدرسة واحدة من عام 2016؛ لم نجد قاعدة.'],
      ),
    },
    firstTerm: [1, 3],
    firstTermSource: source(
      ['The first term’s tuition, less the seat reservation.', 'الرسوم الدراسية للفصل الأول، مخصومًا منها مبلغ حجز المقعد.'],
      [],
      termlyAssumption,
    ),
    vatPercent: 0,
  },
};

export function schoolTermsFor(country: CountryCode, city: string | null | undefined): SchoolTerms {
  if (country !== 'UAE') return schoolTerms[country];
  if (city === 'Dubai') return khdaTerms;
  if (city === 'Abu Dhabi') return adekTerms;
  return otherEmiratesSchools;
}

const uniformsAndBooksAed = 1_500;
export const uniformsAndBooksSource = source(
  [
    'Uniforms and books for a school year, about AED 1,500 a child (converted at the pegs outside the UAE): parents report AED 750-903 for a primary child’s books; uniforms carry 5% VAT in the UAE.',
    'الزي المدرسي والكتب لسنة دراسية، نحو 1,500 درهم للطفل (محوّلةً بسعر ربط العملة بالدولار خارج الإمارات): يذكر أولياء الأمور 750-903 درهم لكتب طفل في المرحلة الابتدائية، ويخضع الزي المدرسي في الإمارات لضريبة القيمة المضافة بنسبة 5%.',
  ],
  ['kt-school-books-2018', 'gn-education-vat-2018', 'school-hayat-doha'],
  [
    'No published figure for uniforms was found; assumes about AED 600 on top of the books.',
    'لم نجد رقمًا منشورًا للزي المدرسي؛ نفترض نحو 600 درهم فوق ثمن الكتب.',
  ],
);

/**
 * The first term's line name after the child's prefix, in a language. Where a deposit is taken off,
 * the name carries both figures: a fixed deposit (Kuwait's KWD 200 seat reservation) can cover most of
 * a nursery's term, and "first term's fees: KWD 8" alone reads like an error.
 */
function firstTermName(
  less: { term: number; deposit: number } | null,
  vatPercent: number,
  country: CountryCode,
  language: Language,
): string {
  if (language === 'ar') {
    const money = (amount: number) => formatMoneyArabic(amount, country);
    return (
      (less ? `رسوم الفصل الأول ${money(less.term)}، مخصومًا منها المبلغ المدفوع مقدّمًا ${money(less.deposit)}` : 'رسوم الفصل الأول') +
      (vatPercent > 0 ? ` (مع ضريبة القيمة المضافة ${vatPercent}%)` : '')
    );
  }
  const money = (amount: number) => formatMoney(amount, country);
  return (
    (less ? `first term’s fees, ${money(less.term)} less the ${money(less.deposit)} deposit` : 'first term’s fees') +
    (vatPercent > 0 ? ` (with ${vatPercent}% VAT)` : '')
  );
}

export function schoolLines(
  input: OfferInput,
  toLocal: (aed: number) => number,
  language: Language = 'en',
  feeScale = 1,
): UpfrontCashLine[] {
  // Education edited to 0: no fee-paying school, so nothing to register, deposit or buy for it.
  if (feeScale <= 0) return [];
  const { country, city } = input.location;
  const terms = schoolTermsFor(country, city);
  const uniforms = fromDirhams(uniformsAndBooksAed, country);
  const arabic = language === 'ar';
  const inPage = (source: FigureSource) => figureSourceIn(source, language);
  const lines: UpfrontCashLine[] = [];
  input.household.children.forEach((child, index) => {
    const prefix = arabic ? `الطفل ${arabicOrdinal(index + 1)}: ` : `Child ${index + 1}: `;
    const key = `child-${index + 1}-`;
    const annual = Math.round(toLocal(monthlySchoolFeeAed(child)) * 12 * feeScale);
    if (terms.registration > 0)
      lines.push({
        key: key + 'registration',
        name: prefix + (arabic ? terms.registrationNameAr : terms.registrationName),
        amount: terms.registration,
        source: inPage(terms.registrationSource),
      });
    let deposit = 0;
    if (terms.deposit) {
      const { share, amount } = terms.deposit;
      deposit = share ? Math.round((annual * share[0]) / share[1]) : (amount ?? 0);
      lines.push({
        key: key + 'deposit',
        name: prefix + (arabic ? terms.deposit.nameAr : terms.deposit.name),
        amount: deposit,
        source: inPage(terms.deposit.source),
      });
    }
    const firstTerm = Math.round((annual * terms.firstTerm[0]) / terms.firstTerm[1]);
    const withVat = Math.round((Math.max(0, firstTerm - deposit) * (100 + terms.vatPercent)) / 100);
    lines.push({
      key: key + 'first-term',
      name: prefix + firstTermName(deposit > 0 ? { term: firstTerm, deposit } : null, terms.vatPercent, country, language),
      amount: withVat,
      source: inPage(terms.firstTermSource),
    });
    // A nursery (0-3) sells no books and rarely a uniform: the line is for school-age children, as its source is.
    if (child.age === 'nursery') return;
    lines.push({
      key: key + 'uniforms',
      name: prefix + (arabic ? 'الزي المدرسي والكتب' : 'uniforms and books'),
      amount: uniforms,
      source: inPage(uniformsAndBooksSource),
    });
  });
  return lines;
}
