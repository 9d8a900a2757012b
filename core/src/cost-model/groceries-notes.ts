// The grocery price level: how each country's figures are made (rule-notes.ts).
import type { CountryCode } from '../countries/index.ts';
import { joinedSentences } from '../sources/index.ts';
import { message } from './messages.ts';
import { countryNotes, type CountryFigureNotes, type NoteSpec } from './rule-notes.ts';

const level = message('costModel.source.groceries.level');
const numbeo = joinedSentences(level, message('costModel.source.groceries.numbeo'));
const indices = ['numbeo-indices-2019'];

/** A country's notes: the cities an index covers, then the others, whose level is set from them. */
const indexed = (key: string, cities: readonly string[]): NoteSpec[] => [
  { key, cities, label: cities.length === 1 ? 'city' : 'own', says: ['explanation'], sources: indices },
  { key: 'others', label: 'own', says: ['assumption'], sources: indices },
];

export const groceriesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: countryNotes('groceries', 'UAE', numbeo, indexed('indexed', ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'])),
  KSA: countryNotes(
    'groceries',
    'KSA',
    joinedSentences(numbeo, message('costModel.source.groceries.KSA.more')),
    indexed('indexed', ['Riyadh', 'Jeddah', 'Dammam', 'Khobar']),
  ),
  Qatar: countryNotes('groceries', 'Qatar', numbeo, indexed('doha', ['Doha'])),
  Oman: countryNotes('groceries', 'Oman', numbeo, indexed('muscat', ['Muscat'])),
  Bahrain: countryNotes('groceries', 'Bahrain', numbeo, indexed('manama', ['Manama'])),
  Kuwait: countryNotes('groceries', 'Kuwait', joinedSentences(level, message('costModel.source.groceries.Kuwait.cooperatives')), [
    { key: 'all', label: 'country', says: ['assumption'], sources: ['numbeo-ranking-2024', 'gn-kuwait-cheap-2024'] },
  ]),
};
