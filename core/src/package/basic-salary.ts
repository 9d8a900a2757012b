// The basic pay inside a gross salary. Gratuity in the UAE, Qatar and Oman is paid on basic pay
// only, so an offer that does not state its basic is read at the country's typical share of gross.
// No law sets that share anywhere in the Gulf (Gulf News asked UAE lawyers: there is no minimum
// percentage); the shares below are market practice where a source describes it, and an assumption
// where none does.
import { countryName, type CountryCode } from '../countries/index.ts';
import { dataAsOf, type FigureSource, resolveSources, userEntrySource } from '../sources/index.ts';
import data from '../../data/package/basic-shares.json' with { type: 'json' };
import { message } from './messages.ts';

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

interface TypicalShare {
  share: number;
  source: FigureSource;
}

/** core/data/package/basic-shares.json: a country's share, its sources, and the country whose split it borrows where none is described. */
interface ShareData {
  share: number;
  borrowedFrom?: string | undefined;
  sources: readonly string[];
}

const shares = data as Readonly<Record<CountryCode, ShareData>>;

// Built once: every evaluation reads its country's share. Where no source describes the usual split
// the UAE's is used, and the source says so as an assumption.
const typicalShares = Object.fromEntries(
  (Object.keys(shares) as CountryCode[]).map((country) => {
    const { share, borrowedFrom, sources } = shares[country];
    const source: FigureSource =
      borrowedFrom === undefined
        ? { explanation: message(`package.basicShare.explanation.${country as 'UAE' | 'KSA'}`), sources: resolveSources(sources), asOf }
        : {
            explanation: message('package.basicShare.borrowed.explanation', { country: countryName(country) }),
            sources: resolveSources(sources),
            asOf,
            assumption: message('package.basicShare.borrowed.assumption', { country: countryName(country) }),
          };
    return [country, { share, source }];
  }),
) as Readonly<Record<CountryCode, TypicalShare>>;

const enteredSource = userEntrySource(message('package.basicSalary.entered'), asOf);

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
