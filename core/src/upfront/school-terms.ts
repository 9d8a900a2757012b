// School one-offs per child before the first salary: registration, deposit, the first term's fees
// (with VAT where charged) and uniforms and books, by regulator or country, with their sources.
import type { CountryCode } from '../country-codes.ts';
import { monthlySchoolFeeAed } from '../cost-constants.ts';
import { formatMoney } from '../money-format.ts';
import type { OfferInput } from '../offer-input.ts';
import type { FigureSource } from '../sources.ts';
import type { UpfrontCashLine } from '../upfront-cash.ts';
import type { Share } from './rent-terms.ts';
import { fromDirhams, source } from './sources.ts';

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
  registrationSource: source('KHDA caps a Dubai school’s application fee at AED 500; it is not deducted from tuition.', [
    'kt-khda-enrolment-2023',
  ]),
  deposit: {
    share: [1, 10],
    name: 'registration deposit (10% of tuition)',
    source: source('A Dubai school may take up to 10% of the year’s tuition once a place is accepted; it is deducted from tuition.', [
      'kt-khda-enrolment-2023',
    ]),
  },
  firstTerm: [2, 5],
  firstTermSource: source(
    'Dubai schools bill at most 40% of the year’s tuition for the first term (or ten monthly instalments); the deposit already paid is taken off. Tuition is the model’s fee for the child’s stage and curriculum.',
    ['6to16-dubai-enrolment', 'kt-khda-enrolment-2023'],
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
  registrationSource: source('ADEK forbids application fees before enrolment.', ['gulf-insider-adek-fees']),
  deposit: {
    share: [1, 20],
    name: 'registration fee (5% of tuition)',
    source: source('An Abu Dhabi school may take up to 5% of the tuition as a registration fee, deducted from tuition.', [
      'gulf-insider-adek-fees',
    ]),
  },
  firstTerm: [1, 3],
  firstTermSource: source(
    'ADEK lets schools bill in 3 to 10 instalments; the first of three termly instalments is used, less the registration fee.',
    ['gulf-insider-adek-fees'],
    'Assumes three equal termly instalments.',
  ),
  vatPercent: 0,
};

const termlyAssumption = 'No rule on instalments was found; assumes three equal termly instalments.';
const convertedApplication = (country: CountryCode) =>
  source(
    `An application and assessment fee, taken at Dubai’s AED 500 cap converted at the pegs (${formatMoney(fromDirhams(500, country), country)}).`,
    ['kt-khda-enrolment-2023'],
    'No fee rule for this country was found.',
  );

const schoolTerms: Readonly<Record<Exclude<CountryCode, 'UAE'>, SchoolTerms>> = {
  KSA: {
    registration: 1_500,
    registrationName: 'admission levy',
    registrationSource: source(
      'A one-off levy some Saudi schools charge at admission; one Dammam school charged SR 1,500.',
      ['kt-saudi-school-fees-2018'],
      'One school’s figure; no national rule was found.',
    ),
    firstTerm: [1, 3],
    firstTermSource: source(
      'The first term’s tuition with 15% VAT, which non-Saudi pupils pay.',
      ['saudi-gazette-school-vat-2020'],
      termlyAssumption,
    ),
    vatPercent: 15,
  },
  Qatar: {
    registration: 3_270,
    registrationName: 'registration and assessment fees',
    registrationSource: source(
      'A new pupil’s non-refundable registration fee (QR 2,770 at one Doha school) and an assessment fee (QR 400-500 reported by parents).',
      ['school-hayat-doha', 'gulf-times-qatar-school-fees'],
      'One school’s registration fee and the top of the reported assessment fees; no rule sets them.',
    ),
    firstTerm: [1, 2],
    firstTermSource: source(
      'The first of two instalments, as one Doha school bills; others bill monthly.',
      ['school-hayat-doha'],
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
        ['kuwait-times-school-fees-2016'],
        'One school’s figure from 2016; no rule was found.',
      ),
    },
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition, less the seat reservation.', [], termlyAssumption),
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
  'Uniforms and books for a school year, about AED 1,500 a child (converted at the pegs outside the UAE): parents report AED 750-903 for a primary child’s books; uniforms carry 5% VAT in the UAE.',
  ['kt-school-books-2018', 'gn-education-vat-2018', 'school-hayat-doha'],
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
