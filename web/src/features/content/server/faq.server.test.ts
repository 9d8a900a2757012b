import { describe, expect, it } from 'vitest';
import { dataAsOf, dataCoverage, privacyDisclosure } from '#core';
import { translator } from '#web/i18n/i18n.ts';

const t = translator('en');
import { fillTokens } from './content-tokens.server.ts';
import { faqTokens, loadFaq } from './faq.server.ts';

describe('fillTokens', () => {
  it('fills every known token, spaces allowed inside the braces', () => {
    expect(fillTokens('{{countries}} countries, {{ cities }} cities', { countries: '6', cities: '40' })).toBe('6 countries, 40 cities');
  });

  it('throws on a token it does not know rather than showing braces to readers', () => {
    expect(() => fillTokens('{{salary}}', { countries: '6' })).toThrow(/salary/);
  });
});

describe('loadFaq', () => {
  const items = loadFaq();

  it('has the 25 questions with coverage figures from the bundled data', () => {
    expect(items).toHaveLength(25);
    const { countries, cities, districts } = dataCoverage();
    expect(faqTokens()).toEqual({
      countries: String(countries),
      cities: String(cities),
      districts: String(districts),
      dataDate: dataAsOf.asOfLabel,
      privacyShort: t(privacyDisclosure.short),
      privacyStays: t(privacyDisclosure.staysInBrowser),
      privacyResultRecord: t(privacyDisclosure.resultRecord),
      privacyPageViews: t(privacyDisclosure.pageViews),
      privacyFeedback: t(privacyDisclosure.feedback),
      privacyServer: t(privacyDisclosure.serverSide),
    });
    const all = items.map((item) => item.answerHtml).join(' ');
    expect(all).not.toContain('{{');
    expect(all).toContain(`${countries} countries, ${cities} cities and ${districts} districts`);
    expect(all).toContain(dataAsOf.asOfLabel);
  });

  it('links the last item to the blog (spec 001 section 2)', () => {
    expect(items[24]?.answerHtml).toContain('<a href="/blog">');
  });
});
