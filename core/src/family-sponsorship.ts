// "Can your family join you?": the minimum monthly salary each country sets for an expatriate to
// sponsor a spouse and children, as in force in October 2025, against the offer's package.
//
// Saudi Arabia is left out on purpose: no official minimum salary was found. Whether a family
// residence is granted turns on the profession written on the iqama (professional jobs qualify,
// labourers and drivers get family visit visas instead); one newspaper report (Pakistan Today,
// 2024-12-07) gives SAR 3,500 plus an eligible profession, but no government source confirms it,
// so the app shows no pass or fail there rather than one it cannot stand behind.
import type { CountryCode } from './country-codes.ts';
import { dataAsOf } from './data-date.ts';
import { formatMoney } from './money-format.ts';
import type { FigureSource, SourceRef } from './sources.ts';

export interface FamilySponsorshipQuery {
  country: CountryCode;
  /** The monthly package (gross salary plus any cash housing allowance), local currency. */
  packageMonthly: number;
  /** True when the employer provides the home (no rent to pay). */
  employerHousing: boolean;
}

export interface FamilySponsorship {
  eligible: boolean;
  /** The minimum monthly salary that applies, local currency. */
  threshold: number;
  /** How much the package falls short of the threshold; 0 when eligible. */
  gap: number;
  /** The rule in words for a reader, naming the variant that applies. */
  rule: string;
  source: FigureSource;
}

interface CountryThreshold {
  threshold: number;
  /** The lower threshold when the employer houses the family, where the country has one. */
  withEmployerHousing?: number | undefined;
  rules: { standard: string; employerHousing: string };
  source: FigureSource;
}

type SponsoringCountry = Exclude<CountryCode, 'KSA'>;

const asOf = dataAsOf.asOfLabel;

const uaePortal: SourceRef = {
  title: 'UAE Government portal (u.ae), "Residence visa for family members"',
  url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/residence-visa-for-family-members',
  date: 'undated',
  kind: 'official',
};
const uaeGulfNews: SourceRef = {
  title: 'Gulf News, "UAE family visa: minimum salary, process and requirements explained (2024 guide)"',
  url: 'https://gulfnews.com/living-in-uae/visa-immigration/uae-family-visa-minimum-salary-process-and-requirements-explained-2024-guide-1.1731327989671',
  date: '2024-11-11',
  kind: 'newspaper',
};
const qatarMoi: SourceRef = {
  title: 'The Peninsula (via MENAFN), "Qatar Updates Regulations For Residency, Visit Visas" (Ministry of Interior statement)',
  url: 'https://menafn.com/1107527378/Qatar-Updates-Regulations-For-Residency-Visit-Visas',
  date: '2023-12-03',
  kind: 'newspaper',
};
const qatarTribune: SourceRef = {
  title: 'Qatar Tribune, family residency rules (QR 10,000, or QR 6,000 with family housing from the employer)',
  url: 'https://qatar-tribune.com/article/96007/',
  date: '2023-12-03',
  kind: 'newspaper',
};
const omanTimes: SourceRef = {
  title: 'Times of Oman, "Minimum salary needed to bring expat families slashed" (Royal Oman Police: OMR 150, down from OMR 350)',
  url: 'https://rssfeeds.timesofoman.com/article/127017-minimum-salary-needed-to-bring-expat-families-slashed',
  date: '2023-02',
  kind: 'newspaper',
};
const bahrainPortal: SourceRef = {
  title: 'Bahrain.bh, "Dependents Residency Permit (Wife/Husband)" (net monthly income of BHD 400 or more as registered with the SIO)',
  url: 'https://www.bahrain.bh/wps/portal/en/BNP/ServicesCatalogue/GSX-UI-PServiceDetails?psID=2675',
  date: 'undated',
  kind: 'official',
};
const bahrainLmra: SourceRef = {
  title: 'LMRA, "Dependants Residency Permit (Children)" (children up to 24; BHD 400 net income)',
  url: 'https://lmra.gov.bh/en/page/show/564',
  date: 'undated',
  kind: 'official',
};
const kuwaitMigrantRights: SourceRef = {
  title:
    'Migrant-Rights.org, "Kuwait resumes family visa applications; minimum salary threshold and qualifications raised after hiatus" (KD 800)',
  url: 'https://www.migrant-rights.org/2024/02/kuwait-resumes-family-visa-applications-minimum-salary-threshold-and-qualifications-raised-after-hiatus/',
  date: '2024-02-04',
  kind: 'secondary',
};
const kuwaitDegreeEased: SourceRef = {
  title:
    'East Coast Daily (from Gulf News), "Gulf country revises family visa rules for expatriates" (KD 800 earners without a degree may sponsor)',
  url: 'https://www.eastcoastdaily.in/2024/07/31/gulf-country-revises-family-visa-rules-for-expatriates.html',
  date: '2024-07-31',
  kind: 'secondary',
};
const kuwaitByLaws: SourceRef = {
  title:
    'Gulf News, "Kuwait rolls out major hike in residency and visa fees" (KD 800 restated in the by-laws in force from 23 December 2025)',
  url: 'https://gulfnews.com/world/gulf/kuwait/kuwait-rolls-out-major-hike-in-residency-and-visa-fees-1.500357464',
  date: '2025-11',
  kind: 'newspaper',
};

const money = (amount: number, country: CountryCode) => formatMoney(amount, country);

const sameRule = (rule: string) => ({ standard: rule, employerHousing: rule });

// Built once, labels included: every evaluation with a family reads its country's entry.
const thresholds: Readonly<Record<SponsoringCountry, CountryThreshold>> = {
  UAE: {
    threshold: 4_000,
    withEmployerHousing: 3_000,
    rules: {
      standard: `To sponsor a spouse and children in the UAE you need a monthly salary of at least ${money(4_000, 'UAE')}, or ${money(3_000, 'UAE')} when the employer provides accommodation. The job title no longer matters.`,
      employerHousing: `Your employer provides accommodation, so the UAE minimum to sponsor a spouse and children is ${money(3_000, 'UAE')} a month (${money(4_000, 'UAE')} without accommodation). The job title no longer matters.`,
    },
    source: {
      explanation: 'UAE minimum salary to sponsor a spouse and children: AED 4,000 a month, or AED 3,000 plus accommodation.',
      sources: [uaePortal, uaeGulfNews],
      asOf,
    },
  },
  Qatar: {
    threshold: 10_000,
    withEmployerHousing: 6_000,
    rules: {
      standard: `To sponsor a spouse and children in Qatar a private-sector employee in a technical or specialised (non-labour) job needs ${money(10_000, 'Qatar')} a month, or ${money(6_000, 'Qatar')} when the e-contract gives family housing from the employer. Health insurance and school enrolment for children aged 6-18 are also required.`,
      employerHousing: `Your employer provides family housing, so the Qatar minimum is ${money(6_000, 'Qatar')} a month (${money(10_000, 'Qatar')} without it), for a technical or specialised (non-labour) job; the housing must be in the e-contract. Health insurance and school enrolment for children aged 6-18 are also required.`,
    },
    source: {
      explanation:
        'Qatar minimum salary for family residence (Ministry of Interior, December 2023): QR 10,000 a month, or QR 6,000 with employer family housing.',
      sources: [qatarMoi, qatarTribune],
      asOf,
    },
  },
  Oman: {
    threshold: 150,
    rules: sameRule(
      `To bring a spouse and children to Oman you need a monthly salary of at least ${money(150, 'Oman')} (cut from ${money(350, 'Oman')} in February 2023), with a rental contract and bank statements showing the salary.`,
    ),
    source: {
      explanation: 'Oman minimum salary for a family joining visa: OMR 150 a month since February 2023.',
      sources: [omanTimes],
      asOf,
    },
  },
  Bahrain: {
    threshold: 400,
    rules: sameRule(
      `To sponsor a spouse and children up to 24 in Bahrain you need a net monthly income of at least ${money(400, 'Bahrain')}, as registered with the Social Insurance Organisation.`,
    ),
    source: {
      explanation: 'Bahrain minimum income to sponsor a spouse and children: BHD 400 net a month (Interior Ministry Decision 34/2021).',
      sources: [bahrainPortal, bahrainLmra],
      asOf,
    },
  },
  Kuwait: {
    threshold: 800,
    rules: sameRule(
      `To sponsor a spouse and children in Kuwait you need a monthly salary of at least ${money(800, 'Kuwait')} (since January 2024; since July 2024 a degree is no longer required at that salary). The residency by-laws in force from 23 December 2025 keep ${money(800, 'Kuwait')}.`,
    ),
    source: {
      explanation:
        'Kuwait minimum salary for family residence (Article 22): KD 800 a month since 28 January 2024, restated in the December 2025 by-laws.',
      sources: [kuwaitMigrantRights, kuwaitDegreeEased, kuwaitByLaws],
      asOf,
    },
  },
};

const ksaNote =
  'Saudi Arabia publishes no minimum salary for sponsoring a family. Whether a family residence is granted depends on the profession on the iqama: professional and specialist jobs qualify, while jobs such as labourers and drivers get family visit visas instead. Check with your employer before you accept.';

/** What the family check says where the country publishes no threshold (KSA); empty where it does. */
export function familySponsorshipNote(country: CountryCode): string {
  return country === 'KSA' ? ksaNote : '';
}

/** Whether the package meets the country's minimum salary to sponsor a family; undefined where no threshold is published (KSA). */
export function familySponsorship({ country, packageMonthly, employerHousing }: FamilySponsorshipQuery): FamilySponsorship | undefined {
  if (country === 'KSA') return undefined;
  const entry = thresholds[country];
  const housedThreshold = employerHousing ? entry.withEmployerHousing : undefined;
  const threshold = housedThreshold ?? entry.threshold;
  const eligible = packageMonthly >= threshold;
  return {
    eligible,
    threshold,
    gap: eligible ? 0 : threshold - packageMonthly,
    rule: housedThreshold === undefined ? entry.rules.standard : entry.rules.employerHousing,
    source: entry.source,
  };
}
