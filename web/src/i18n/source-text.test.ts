// The cost model's sources as a reader sees them (ADR 0020): their messages rendered in each
// language, with the amounts the core passes as values written as the glossary says them (the number,
// then the currency, in Arabic), the places named in the page's language and the date in Arabic.
import { describe, expect, it } from 'vitest';
import {
  constantSource,
  districtFigureSource,
  domesticHelpSource,
  fareSource,
  type FigureSource,
  type Language,
  pegSource,
  schoolFeeSource,
} from '#core';
import { translator } from './i18n.ts';
import { sourceText } from './source-text.ts';

const shown = (source: FigureSource, language: Language) => sourceText(source, language, translator(language));

describe("the cost model's sources", () => {
  it("say a district's rent from its own basis", () => {
    const rent = districtFigureSource({ country: 'UAE', city: 'Dubai', district: 'Dubai Marina' }, 'rent');
    expect(shown(rent, 'en')).toMatchObject({ asOf: 'October 2025', assumption: undefined });
    expect(shown(rent, 'en').explanation).toMatch(
      /^One-bedroom flats listed on Property Finder.*AED 98,000 a year \(AED 8,167 a month\)\.$/,
    );
    expect(shown(rent, 'ar').explanation).toContain('98,000 درهم سنويًا (8,167 درهم شهريًا)');
    expect(shown(rent, 'ar').asOf).toBe('أكتوبر 2025');
  });

  it("name a city's districts and count its estimates in each language", () => {
    const rent = districtFigureSource({ country: 'UAE', city: 'Dubai' }, 'rent');
    expect(shown(rent, 'en').explanation).toMatch(
      /^The average of the 19 districts we list in Dubai: Jumeirah Village Circle \(JVC\), Dubai Marina, /,
    );
    expect(shown(rent, 'en').assumption).toBe('3 of the 19 districts have no published rent and are estimated from comparable areas.');
    expect(shown(rent, 'ar').explanation).toMatch(/^متوسط 19 حيًا ندرجها في دبي: .*دبي مارينا، /);
    expect(shown(rent, 'ar').assumption).toBe(
      'لم نجد إيجارًا منشورًا لـ3 أحياء من الأحياء الـ19، لذا قدّرنا إيجاراتها قياسًا على مناطق مماثلة.',
    );
  });

  it("list each note of a country's average after its cities", () => {
    const transport = districtFigureSource({ country: 'UAE' }, 'transport');
    expect(shown(transport, 'en').explanation).toMatch(
      /^The average of all 45 districts we list in the UAE, across 7 cities\. The monthly cost/,
    );
    expect(shown(transport, 'en').explanation).toContain('Dubai: tolls are Salik');
    expect(shown(transport, 'en').assumption).toMatch(
      /about AED 1,700-1,800 a month including insurance.* Abu Dhabi: the estimate counted Darb/,
    );
    expect(shown(transport, 'ar').assumption).toMatch(/نحو 1,700-1,800 درهم شهريًا.* أبوظبي: احتسب التقدير رسوم درب/);
    const kuwait = shown(districtFigureSource({ country: 'Kuwait' }, 'utilities'), 'ar');
    expect(kuwait.explanation).toMatch(/^متوسط جميع الأحياء التي ندرجها في الكويت، وعددها \d+، في \d+ مدن\./);
  });

  it('write the amounts the code holds, the number first in Arabic', () => {
    expect(shown(constantSource('groceriesPerPerson'), 'en').explanation).toMatch(/^AED 750 a person a month for groceries/);
    expect(shown(constantSource('groceriesPerPerson'), 'ar').explanation).toMatch(/^750 درهم للفرد شهريًا/);
    expect(shown(constantSource('nurseryFallback'), 'en').explanation).toContain('that range, AED 5,000-10,000 a year.');
    expect(shown(constantSource('nurseryFallback'), 'ar').explanation).toContain('ذلك النطاق، 5,000-10,000 درهم سنويًا.');
    expect(shown(domesticHelpSource('Kuwait'), 'en').explanation).toMatch(/^Full-time domestic help costs KWD 80-120 a month/);
    expect(shown(domesticHelpSource('Kuwait'), 'ar').explanation).toContain('80-120 دينار كويتي شهريًا');
    expect(shown(pegSource('SAR'), 'en').explanation).toContain('The calculator uses 3.75 SAR to the US dollar');
    expect(shown(pegSource('SAR'), 'ar').explanation).toContain('3.75 ريال سعودي للدولار الأمريكي');
  });

  it("name a curriculum's range and levels in each language", () => {
    expect(shown(schoolFeeSource('british'), 'en').explanation).toMatch(
      /^British curriculum: AED 28,000-80,000 a year from FS1 \(Nursery\) to GCSE & A Level \(Years 10-13\) in the calculator's fee table/,
    );
    expect(shown(schoolFeeSource('british'), 'ar').explanation).toMatch(/^المنهج البريطاني: 28,000-80,000 درهم سنويًا، من /);
    expect(shown(schoolFeeSource('british', 'KSA'), 'en').assumption).toBe(
      "Fees in Saudi Arabia are assumed to match Dubai's, converted at the currency pegs.",
    );
  });

  it('date the fares in their month, and say what an assumed one assumes', () => {
    expect(shown(fareSource('UAE'), 'ar').asOf).toBe('ديسمبر 2025');
    expect(shown(fareSource('KSA'), 'en').assumption).toBe(
      'A peak-season economy return between the Gulf and South Asia; no published 2025 typical fare for Saudi Arabia; edit it for your route',
    );
  });
});
