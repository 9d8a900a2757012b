// The lines each country names in its own terms: its supermarkets, its fuel grades, its channel for
// hiring domestic workers, and parking with the toll where a city has one (spec section 3: Salik in
// Dubai, Darb in Abu Dhabi). They are the cost model's messages, not the country profiles': the
// countries' catalogue loads with every page (their names are in the footer), and these words are
// needed only with the results.
import type { CountryCode } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { message, type CostModelMessageId } from './messages.ts';

export interface CountryLines {
  utilities: Message<CostModelMessageId>;
  groceries: Message<CostModelMessageId>;
  fuel: Message<CostModelMessageId>;
  parking: Message<CostModelMessageId>;
  domesticHelp: Message<CostModelMessageId>;
}

const utilities = message('costModel.line.utilities');
const parking = message('costModel.line.parking.parking');
const domesticWorker = message('costModel.line.domesticHelp.worker');
const petrol = message('costModel.line.fuel.petrol');

const countryLines: Readonly<Record<CountryCode, CountryLines>> = {
  UAE: {
    utilities,
    groceries: message('costModel.line.groceries.UAE'),
    fuel: message('costModel.line.fuel.petrolPremium95'),
    parking,
    domesticHelp: message('costModel.line.domesticHelp.tadbeer'),
  },
  KSA: {
    utilities,
    groceries: message('costModel.line.groceries.KSA'),
    fuel: message('costModel.line.fuel.fuel9591'),
    // Every Saudi city: no tolls, and maintenance counted with parking.
    parking: message('costModel.line.parking.maintenance'),
    domesticHelp: message('costModel.line.domesticHelp.musaned'),
  },
  Qatar: { utilities, groceries: message('costModel.line.groceries.Qatar'), fuel: petrol, parking, domesticHelp: domesticWorker },
  Oman: {
    utilities,
    groceries: message('costModel.line.groceries.Oman'),
    fuel: message('costModel.line.fuel.petrolM95M91'),
    parking,
    domesticHelp: domesticWorker,
  },
  Bahrain: { utilities, groceries: message('costModel.line.groceries.Bahrain'), fuel: petrol, parking, domesticHelp: domesticWorker },
  Kuwait: {
    utilities,
    groceries: message('costModel.line.groceries.Kuwait'),
    fuel: message('costModel.line.fuel.petrolUltraSuper'),
    parking,
    domesticHelp: domesticWorker,
  },
};

const salik = message('costModel.line.parking.salik');
const darb = message('costModel.line.parking.darb');

/** The lines a country names in its own terms. */
export function countryLinesOf(country: CountryCode): CountryLines {
  return countryLines[country];
}

/** The parking line of a city: with its toll in Dubai (Salik) and Abu Dhabi (Darb). */
export function parkingLineOf(country: CountryCode, city?: string | null): Message<CostModelMessageId> {
  if (country === 'UAE' && city === 'Dubai') return salik;
  if (country === 'UAE' && city === 'Abu Dhabi') return darb;
  return countryLines[country].parking;
}
