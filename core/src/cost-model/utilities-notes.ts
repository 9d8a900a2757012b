// Electricity, water and cooling for up to two people: how each country's figures are made (rule-notes.ts).
import type { CountryCode } from '../countries/index.ts';
import { message } from './messages.ts';
import { countryNotes, type CountryFigureNotes } from './rule-notes.ts';

const flat = message('costModel.source.utilities.flat');

export const utilitiesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: countryNotes('utilities', 'UAE', message('costModel.source.utilities.UAE.summary', { flat }), [
    {
      key: 'dubai',
      cities: ['Dubai'],
      label: 'city',
      says: ['explanation'],
      sources: ['dewa-tariff', 'gn-dewa-bill-2020', 'empower-charges'],
    },
    {
      key: 'abuDhabi',
      cities: ['Abu Dhabi'],
      label: 'city',
      says: ['explanation'],
      sources: ['national-abu-dhabi-tariff-2017', 'empower-charges'],
    },
    { key: 'sharjah', cities: ['Sharjah'], label: 'city', says: ['explanation'], sources: ['gn-sewa-2013', 'dewa-tariff'] },
    {
      key: 'northern',
      cities: ['Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
      label: 'own',
      says: ['explanation', 'assumption'],
      sources: ['gn-sewa-2013', 'dewa-tariff'],
    },
  ]),
  KSA: countryNotes('utilities', 'KSA', message('costModel.source.utilities.KSA.summary', { flat }), [
    { key: 'all', label: 'country', sources: ['ksa-electricity-2018'] },
  ]),
  Qatar: countryNotes('utilities', 'Qatar', message('costModel.source.utilities.Qatar.summary', { flat }), [
    {
      key: 'dohaLusail',
      cities: ['Doha', 'Lusail'],
      label: 'own',
      says: ['explanation', 'assumption'],
      sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'],
    },
    { key: 'others', label: 'own', sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'] },
  ]),
  Oman: countryNotes('utilities', 'Oman', message('costModel.source.utilities.Oman.summary', { flat }), [
    { key: 'all', label: 'country', says: ['assumption'], sources: ['calculator-model'] },
  ]),
  Bahrain: countryNotes('utilities', 'Bahrain', message('costModel.source.utilities.Bahrain.summary', { flat }), [
    { key: 'all', label: 'country', sources: ['gdn-ewa-tariff'] },
  ]),
  Kuwait: countryNotes('utilities', 'Kuwait', message('costModel.source.utilities.Kuwait.summary', { flat }), [
    { key: 'all', label: 'country', sources: ['kuwait-power-2017'] },
  ]),
};
