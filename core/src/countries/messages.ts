// The countries' words: the ids of locales/en.json. A message is built here by its shape alone: the
// countries sit below the language concept, which names them in its money values.
import type catalogue from './locales/en.json';

export type CountriesMessageId = keyof typeof catalogue;

export interface CountriesMessage {
  readonly messageId: CountriesMessageId;
}
