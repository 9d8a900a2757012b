// What bringing a live-in helper from abroad costs once, by country: the recruitment caps a ministry
// set, or the costs reported where there is none, with their sources (docs/gulf-rules.md §5 and the
// pages the records cite; the amounts in core/data/country-rules/domestic-hiring.json). The
// domestic-help tip and the Domestic Help line's source note quote it. It is not a line of "Money you
// need up front": a household can sponsor a helper only once its own residence permit is issued, so
// the fee usually comes in the first months, not before the move.
// The UAE's monthly range in the calculator is what a Tadbeer centre charges for help it sponsors
// itself (domesticHelpNotes), so its one-off fee is only for a household that sponsors its own helper.
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { money, type Message } from '../language/index.ts';
import data from '../../data/country-rules/domestic-hiring.json' with { type: 'json' };
import { message } from './messages.ts';

interface Hiring {
  amounts: Readonly<Record<string, number>>;
  /** Ids in core/data/sources.json. */
  sources: readonly string[];
}

const hiring = data as Readonly<Record<CountryCode, Hiring>>;

// Built once: the tip and the source note of every evaluation with a helper read them.
const sentences = Object.fromEntries(
  countryCodes.map((country) => {
    const { amounts } = hiring[country];
    const values = Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, money(amount, country)]));
    return [country, message(`countryRules.domesticHiring.${country}`, values)];
  }),
) as Readonly<Record<CountryCode, Message>>;

/** The one-off cost of recruiting a live-in helper from abroad, as a sentence. */
export function domesticHiringSentence(country: CountryCode): Message {
  return sentences[country];
}

/** The records behind that sentence. */
export function domesticHiringSources(country: CountryCode): readonly string[] {
  return hiring[country].sources;
}
