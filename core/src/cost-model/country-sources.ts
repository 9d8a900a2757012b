// Where the figures of a country or a currency come from: full-time domestic help (the range of
// household/ with its public context and the cost of recruiting a helper), the default fare home
// (core/data/return-fares.json) and each currency's rate per US dollar. Amounts the code holds are
// written in from it. Each source is built once, on first use.
import { type CountryCode, countryCodes, countryName, type CurrencyCode, currencyCodes, currencyName } from '../countries/index.ts';
import { type Message, money, moneyRange, monthLabel } from '../language/index.ts';
import { currencyPerUsd, ratesAsOf } from '../money/index.ts';
import { dataAsOf, joinedSentences, resolveSources, sourceByUrl, type FigureSource } from '../sources/index.ts';
import type { ReturnFares } from '../places/index.ts';
import { domesticHiringSentence, domesticHiringSources } from '../country-rules/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { message, type CostModelMessageId } from './messages.ts';
import { memo } from './source-helpers.ts';
import fareData from '../../data/return-fares.json' with { type: 'json' };

// ---------- Domestic help ----------

/** Public context for each country's range, which comes from the spec (section 9). */
const domesticHelpNotes: Readonly<Record<CountryCode, { sources: readonly string[]; assumed: boolean }>> = {
  UAE: { sources: ['tadbeer-packages-2018', 'imdadhr-maids-2025'], assumed: false },
  KSA: { sources: ['dmw-minimum-2025'], assumed: true },
  Qatar: { sources: ['qatar-minimum-wage-2021', 'dmw-minimum-2025'], assumed: true },
  Oman: { sources: ['dmw-minimum-2025'], assumed: true },
  Bahrain: { sources: ['dmw-minimum-2025'], assumed: true },
  Kuwait: { sources: ['kuwait-domestic-minimum', 'kuwait-domestic-salary'], assumed: false },
};

const domesticHelpSources = memo(
  () =>
    new Map<CountryCode, FigureSource>(
      countryCodes.map((country) => {
        const { min, max, typical } = domesticHelpHint(country);
        const note = domesticHelpNotes[country];
        const words = (part: 'explanation' | 'assumption') =>
          message(`costModel.source.domesticHelp.${country}.${part}` as CostModelMessageId);
        const explanation = joinedSentences(
          message('costModel.source.domesticHelp.range', { range: moneyRange(min, max, country), typical: money(typical, country) }),
          words('explanation'),
          // The one-off cost of recruiting a helper, in the country rules' words.
          domesticHiringSentence(country),
        );
        const source: FigureSource = {
          explanation,
          sources: resolveSources(['calculator-model', ...note.sources, ...domesticHiringSources(country)]),
          asOf: dataAsOf.asOfLabel,
          assumption: note.assumed ? words('assumption') : undefined,
        };
        return [country, source];
      }),
    ),
);

export function domesticHelpSource(country: CountryCode): FigureSource {
  const source = domesticHelpSources().get(country);
  if (!source) throw new Error(`No domestic help source for ${country}`);
  return source;
}

// ---------- Fares home ----------

// Checked against returnFaresSchema in core/data/return-fares.test.ts; here it is only typed.
const fares = fareData as ReturnFares;

const fareSources = memo(
  () =>
    new Map<CountryCode, FigureSource>(
      fares.fares.map((fare) => [
        fare.country,
        {
          explanation: message(`costModel.source.fare.${fare.country}.explanation` as CostModelMessageId),
          sources: fare.sources.map((s) => sourceByUrl(s.url) ?? { ...s, kind: 'secondary' as const }),
          asOf: fares.asOfLabel,
          assumption: fare.assumption ? message('costModel.source.fare.assumption', { country: countryName(fare.country) }) : undefined,
        },
      ]),
    ),
);

/** What every default fare assumes, for a page that lists the fares together. */
export const fareAssumptions: Message = message('costModel.source.fare.assumes');

export function fareSource(country: CountryCode): FigureSource {
  const source = fareSources().get(country);
  if (!source) throw new Error(`No fare source for ${country}`);
  return source;
}

// ---------- Currency pegs ----------

/** Where each currency's rate per US dollar comes from. */
const pegNotes: Readonly<Record<CurrencyCode, readonly string[]>> = {
  AED: ['adda247-pegs', 'sbp-rates-2025'],
  SAR: ['adda247-pegs', 'sbp-rates-2025'],
  QAR: ['qcb-exchange-rate-policy'],
  OMR: ['oman-peg'],
  BHD: ['cbb-exchange-rate-policy'],
  KWD: ['cbk-exchange-rate-policy', 'sbp-rates-2025', 'khobor-sangjog-kwd-2025'],
};

const pegSources = memo(
  () =>
    new Map<CurrencyCode, FigureSource>(
      currencyCodes.map((currency) => {
        const rate = String(currencyPerUsd[currency]);
        const use =
          currency === 'AED'
            ? message('costModel.source.peg.AED.use', { rate })
            : message('costModel.source.peg.use', {
                rate,
                currency: currencyName(currency),
                perDirham: (currencyPerUsd[currency] / currencyPerUsd.AED).toFixed(4),
              });
        const source: FigureSource = {
          explanation: joinedSentences(message(`costModel.source.peg.${currency}.explanation` as CostModelMessageId), use),
          sources: resolveSources(pegNotes[currency]),
          asOf: monthLabel(ratesAsOf),
          assumption: currency === 'KWD' ? message('costModel.source.peg.KWD.assumption') : undefined,
        };
        return [currency, source];
      }),
    ),
);

export function pegSource(currency: CurrencyCode): FigureSource {
  const source = pegSources().get(currency);
  if (!source) throw new Error(`No exchange-rate source for ${currency}`);
  return source;
}
