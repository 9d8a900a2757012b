// School one-offs per child before the first salary: registration, deposit, the first term's fees
// (with VAT where charged) and uniforms and books, by regulator or country, with their sources.
import type { CountryCode } from '../country-codes.ts';
import { monthlySchoolFeeAed } from '../cost-constants.ts';
import { formatMoney } from '../money-format.ts';
import type { OfferInput } from '../offer-input.ts';
import type { FigureSource } from '../sources.ts';
import type { UpfrontCashLine } from '../upfront-cash.ts';
import type { Share } from './rent-terms.ts';
import { fromDirhams, ref, source } from './sources.ts';

// ---- School sources ---------------------------------------------------------------------------

const ktKhda = ref(
  'Khaleej Times, "Dh500 application fee, 10% deposits: What Dubai parents need to know" (KHDA rules)',
  'https://www.khaleejtimes.com/uae/dh500-application-fee10-deposits-what-dubai-parents-need-to-know-when-enrolling-kids-for-next-sch',
  '2023-02-10',
  'newspaper',
);
const sixToSixteen = ref(
  '6to16, "Dubai School Enrollment Regulations: Fees and Deposits Explained" (term 1 at most 40% of tuition)',
  'https://6to16.com/dubai-school-enrollment-regulations-fees-and-deposits-explained/',
  'undated (KHDA, 2023)',
  'secondary',
);
const gulfInsiderAdek = ref(
  'Gulf Insider, "Abu Dhabi sets 15 per cent limit for exceptional school fee hike" (ADEK: registration at most 5%, no application fees, 3-10 instalments)',
  'https://www.gulf-insider.com/abu-dhabi-sets-15-per-cent-limit-for-exceptional-school-fee-hike/',
  'undated (2025-26 policy)',
  'secondary',
);
const ktSaudiSchools = ref(
  'Khaleej Times, "Private schools in Saudi Arabia to hike fees" (a Dammam school\'s one-off levy SR 1,500 at admission)',
  'https://www.khaleejtimes.com/region/saudi-arabia/private-schools-in-saudi-arabia-to-hike-fees',
  '2018-03-14',
  'newspaper',
);
const saudiSchoolVat = ref(
  'Saudi Gazette, "Govt to bear VAT on private education for citizens" (15% for non-Saudis)',
  'https://saudigazette.com.sa/article/610561',
  '2020',
  'newspaper',
);
const hayatSchool = ref(
  'Hayat Universal School fee page via Edarabia (registration QR 2,770; two instalments; books QR 1,000-2,500)',
  'https://www.edarabia.com/lf/?id=122431&ins=hayat-universal-school-doha-qatar',
  'undated',
  'secondary',
);
const gulfTimesQatarSchools = ref(
  'Gulf Times (mirrored), "Private schools get fee carte blanche" (assessment QR 400-500)',
  'https://kalse.me/article/private-schools-get-fee-carte-blanche',
  'undated (older)',
  'newspaper',
);
const ktKuwaitSchools = ref(
  'Kuwait Times, "Despite ministry orders, schools raise fees" (a school asked KD 200 to reserve a seat)',
  'https://kuwaittimes.com/despite-ministry-orders-schools-raise-fees/',
  '2016',
  'newspaper',
);
const ktBooks = ref(
  'Khaleej Times, "Left with no choice, parents in Dubai bear hefty costs" (books AED 750-903 a year per primary child)',
  'https://www.khaleejtimes.com/news/education/left-with-no-choice-parents-bear/hefty-costs',
  '2018-09-02',
  'newspaper',
);
const ftaVat = ref(
  'Gulf News, "Clarified: VAT for health, education sectors" (uniforms carry 5% VAT)',
  'https://gulfnews.com/business/economy/vat/clarified-vat-for-health-education-sectors-1.2154453',
  '2018',
  'newspaper',
);

// ---- Schools ----------------------------------------------------------------------------------

interface SchoolTerms {
  /** Application or registration fee, not deducted from tuition; local currency. */
  registration: number;
  registrationName: string;
  registrationSource: FigureSource;
  /** Enrolment deposit, deducted from the first term; omitted when undefined. */
  deposit?: { share?: Share; amount?: number; name: string; source: FigureSource };
  firstTerm: Share;
  firstTermSource: FigureSource;
  /** VAT on tuition, percent. */
  vatPercent: number;
}

const khdaTerms: SchoolTerms = {
  registration: 500,
  registrationName: 'application and assessment fee',
  registrationSource: source('KHDA caps a Dubai school’s application fee at AED 500; it is not deducted from tuition.', [ktKhda]),
  deposit: {
    share: [1, 10],
    name: 'registration deposit (10% of tuition)',
    source: source('A Dubai school may take up to 10% of the year’s tuition once a place is accepted; it is deducted from tuition.', [
      ktKhda,
    ]),
  },
  firstTerm: [2, 5],
  firstTermSource: source(
    'Dubai schools bill at most 40% of the year’s tuition for the first term (or ten monthly instalments); the deposit already paid is taken off. Tuition is the model’s fee for the child’s stage and curriculum.',
    [sixToSixteen, ktKhda],
  ),
  vatPercent: 0,
};

const otherEmiratesSchools: SchoolTerms = {
  ...khdaTerms,
  registrationSource: { ...khdaTerms.registrationSource, assumption: 'Assumes Dubai’s KHDA rules; other emirates were not researched.' },
};

const adekTerms: SchoolTerms = {
  registration: 0,
  registrationName: 'application fee',
  registrationSource: source('ADEK forbids application fees before enrolment.', [gulfInsiderAdek]),
  deposit: {
    share: [1, 20],
    name: 'registration fee (5% of tuition)',
    source: source('An Abu Dhabi school may take up to 5% of the tuition as a registration fee, deducted from tuition.', [gulfInsiderAdek]),
  },
  firstTerm: [1, 3],
  firstTermSource: source(
    'ADEK lets schools bill in 3 to 10 instalments; the first of three termly instalments is used, less the registration fee.',
    [gulfInsiderAdek],
    'Assumes three equal termly instalments.',
  ),
  vatPercent: 0,
};

const termlyAssumption = 'No rule on instalments was found; assumes three equal termly instalments.';
const convertedApplication = (country: CountryCode) =>
  source(
    `An application and assessment fee, taken at Dubai’s AED 500 cap converted at the pegs (${formatMoney(fromDirhams(500, country), country)}).`,
    [ktKhda],
    'No fee rule for this country was found.',
  );

const schoolTerms: Readonly<Record<Exclude<CountryCode, 'UAE'>, SchoolTerms>> = {
  KSA: {
    registration: 1_500,
    registrationName: 'admission levy',
    registrationSource: source(
      'A one-off levy some Saudi schools charge at admission; one Dammam school charged SR 1,500.',
      [ktSaudiSchools],
      'One school’s figure; no national rule was found.',
    ),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition with 15% VAT, which non-Saudi pupils pay.', [saudiSchoolVat], termlyAssumption),
    vatPercent: 15,
  },
  Qatar: {
    registration: 3_270,
    registrationName: 'registration and assessment fees',
    registrationSource: source(
      'A new pupil’s non-refundable registration fee (QR 2,770 at one Doha school) and an assessment fee (QR 400-500 reported by parents).',
      [hayatSchool, gulfTimesQatarSchools],
      'One school’s registration fee and the top of the reported assessment fees; no rule sets them.',
    ),
    firstTerm: [1, 2],
    firstTermSource: source(
      'The first of two instalments, as one Doha school bills; others bill monthly.',
      [hayatSchool],
      'Assumes two instalments a year.',
    ),
    vatPercent: 0,
  },
  Oman: {
    registration: fromDirhams(500, 'Oman'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Oman'),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition.', [], termlyAssumption),
    vatPercent: 0,
  },
  Bahrain: {
    registration: fromDirhams(500, 'Bahrain'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Bahrain'),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition.', [], termlyAssumption),
    vatPercent: 0,
  },
  Kuwait: {
    registration: fromDirhams(500, 'Kuwait'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Kuwait'),
    deposit: {
      amount: 200,
      name: 'seat reservation',
      source: source(
        'A Kuwait school asked KD 200 to reserve a seat.',
        [ktKuwaitSchools],
        'One school’s figure from 2016; no rule was found.',
      ),
    },
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition, less the seat reservation.', [], termlyAssumption),
    vatPercent: 0,
  },
};

function schoolTermsFor(country: CountryCode, city: string | null | undefined): SchoolTerms {
  if (country !== 'UAE') return schoolTerms[country];
  if (city === 'Dubai') return khdaTerms;
  if (city === 'Abu Dhabi') return adekTerms;
  return otherEmiratesSchools;
}

const uniformsAndBooksAed = 1_500;
const uniformsAndBooksSource = source(
  'Uniforms and books for a school year, about AED 1,500 a child (converted at the pegs outside the UAE): parents report AED 750-903 for a primary child’s books; uniforms carry 5% VAT in the UAE.',
  [ktBooks, ftaVat, hayatSchool],
  'No published figure for uniforms was found; assumes about AED 600 on top of the books.',
);

export function schoolLines(input: OfferInput, toLocal: (aed: number) => number): UpfrontCashLine[] {
  const { country, city } = input.location;
  const terms = schoolTermsFor(country, city);
  const uniforms = fromDirhams(uniformsAndBooksAed, country);
  const lines: UpfrontCashLine[] = [];
  input.household.children.forEach((child, index) => {
    const prefix = `Child ${index + 1}: `;
    const key = `child-${index + 1}-`;
    const annual = toLocal(monthlySchoolFeeAed(child)) * 12;
    if (terms.registration > 0)
      lines.push({
        key: key + 'registration',
        name: prefix + terms.registrationName,
        amount: terms.registration,
        source: terms.registrationSource,
      });
    let deposit = 0;
    if (terms.deposit) {
      const { share, amount } = terms.deposit;
      deposit = share ? Math.round((annual * share[0]) / share[1]) : (amount ?? 0);
      lines.push({ key: key + 'deposit', name: prefix + terms.deposit.name, amount: deposit, source: terms.deposit.source });
    }
    const firstTerm = Math.round((annual * terms.firstTerm[0]) / terms.firstTerm[1]);
    const withVat = Math.round((Math.max(0, firstTerm - deposit) * (100 + terms.vatPercent)) / 100);
    lines.push({
      key: key + 'first-term',
      name:
        prefix +
        (deposit > 0 ? 'first term’s fees, less the deposit' : 'first term’s fees') +
        (terms.vatPercent > 0 ? ` (with ${terms.vatPercent}% VAT)` : ''),
      amount: withVat,
      source: terms.firstTermSource,
    });
    lines.push({ key: key + 'uniforms', name: prefix + 'uniforms and books', amount: uniforms, source: uniformsAndBooksSource });
  });
  return lines;
}
