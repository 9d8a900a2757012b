// Running one mid-size car with no car benefit: how each country's figures are made (rule-notes.ts).
// The lease or finance part is our own estimate everywhere, a range of the country's money.
import type { CountryCode } from '../countries/index.ts';
import { type Message, moneyRange } from '../language/index.ts';
import { joinedSentences } from '../sources/index.ts';
import { message } from './messages.ts';
import { countryNotes, type CountryFigureNotes, type NoteSpec } from './rule-notes.ts';

const car = (fuel: Message) => message('costModel.source.transport.car', { fuel });
const lease = (from: number, to: number, country: CountryCode) =>
  message('costModel.source.transport.lease', { range: moneyRange(from, to, country) });
const allCities = (sources: readonly string[]): NoteSpec[] => [{ key: 'all', label: 'country', sources }];

export const transportNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: countryNotes(
    'transport',
    'UAE',
    car(message('costModel.source.transport.UAE.fuel')),
    [
      {
        key: 'dubai',
        cities: ['Dubai'],
        label: 'city',
        says: ['explanation'],
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'dubai-parking-2025', 'uae-car-insurance'],
      },
      {
        key: 'abuDhabi',
        cities: ['Abu Dhabi'],
        label: 'city',
        says: ['explanation', 'assumption'],
        sources: ['uae-fuel-oct-2025', 'darb-2025', 'uae-car-insurance'],
      },
      {
        key: 'nearDubai',
        cities: ['Sharjah', 'Ajman', 'Umm Al Quwain'],
        label: 'own',
        says: ['explanation'],
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'uae-car-insurance'],
      },
      {
        key: 'north',
        cities: ['Ras Al Khaimah', 'Fujairah'],
        label: 'own',
        says: ['explanation'],
        sources: ['uae-fuel-oct-2025', 'uae-car-insurance'],
      },
    ],
    lease(1_700, 1_800, 'UAE'),
  ),
  KSA: countryNotes(
    'transport',
    'KSA',
    joinedSentences(car(message('costModel.source.transport.KSA.fuel')), message('costModel.source.transport.KSA.more')),
    allCities(['ksa-petrol-cap-2021']),
    lease(1_600, 1_800, 'KSA'),
  ),
  Qatar: countryNotes(
    'transport',
    'Qatar',
    car(message('costModel.source.transport.Qatar.fuel')),
    allCities(['qatar-fuel']),
    joinedSentences(lease(1_650, 1_750, 'Qatar'), message('costModel.source.transport.Qatar.assumption')),
  ),
  Oman: countryNotes(
    'transport',
    'Oman',
    car(message('costModel.source.transport.Oman.fuel')),
    allCities(['oman-fuel-cap-2021']),
    joinedSentences(lease(140, 150, 'Oman'), message('costModel.source.transport.Oman.assumption')),
  ),
  Bahrain: countryNotes(
    'transport',
    'Bahrain',
    car(message('costModel.source.transport.Bahrain.fuel')),
    allCities(['bahrain-fuel-2018']),
    lease(125, 135, 'Bahrain'),
  ),
  Kuwait: countryNotes(
    'transport',
    'Kuwait',
    joinedSentences(car(message('costModel.source.transport.Kuwait.fuel')), message('costModel.source.transport.Kuwait.more')),
    allCities(['kuwait-fuel-2016']),
    joinedSentences(lease(115, 125, 'Kuwait'), message('costModel.source.transport.Kuwait.assumption')),
  ),
};
