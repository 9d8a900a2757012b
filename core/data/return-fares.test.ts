// Checks the default return fares (return-fares.json) against their schema, and the derived ones
// against the UAE fare and the pegs they are converted with (ADR 0004, core/data/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCodes, countryProfile, currencyByCountry } from '../src/countries/index.ts';
import { aedToLocalFactor } from '../src/money/index.ts';
import { returnFaresSchema } from '../src/places/index.ts';
import { returnFareFor } from '../src/cost-model/index.ts';

const data = returnFaresSchema.parse(JSON.parse(readFileSync(new URL('./return-fares.json', import.meta.url), 'utf8')));

describe('default return fares', () => {
  it('hold one fare per country, in its currency', () => {
    expect(data.fares.map((f) => f.country).sort()).toEqual([...countryCodes].sort());
    for (const f of data.fares) expect(f.currency, f.country).toBe(currencyByCountry[f.country]);
  });

  it('source the UAE fare: AED 2,500 per person (Dubai-Kochi, December 2025: about AED 10,000 for four)', () => {
    const uae = data.fares.find((f) => f.country === 'UAE');
    expect(uae).toMatchObject({ fare: 2_500, assumption: false });
    expect(uae?.sources.map((s) => s.url)).toContain('https://colorsnewslive.com/NewsDetailsEn/20580');
  });

  it('derive every assumed fare from the UAE fare at the pegs, and say so naming the country', () => {
    const assumed = data.fares.filter((x) => x.assumption);
    expect(assumed.map((f) => f.country)).toEqual(['KSA', 'Qatar', 'Oman', 'Bahrain', 'Kuwait']);
    for (const f of assumed) {
      expect(f.fare, f.country).toBe(Math.round(2_500 * aedToLocalFactor(f.currency)));
      expect(f.note, f.country).toBe(
        `assumption: a peak-season economy return between the Gulf and South Asia; no published 2025 typical fare for ${countryProfile(f.country).name}; edit it for your route`,
      );
    }
  });

  it('are what the model reads', () => {
    for (const f of data.fares) expect(returnFareFor(f.country)).toEqual({ fare: f.fare, assumption: f.assumption, note: f.note });
  });

  it('cost about the same in every country once converted back to AED', () => {
    for (const f of data.fares) expect(f.fare / aedToLocalFactor(f.currency), f.country).toBeCloseTo(2_500, -1);
  });
});
