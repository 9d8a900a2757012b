import { describe, expect, it } from 'vitest';
import { factByKey, type Fact } from '#core';
import { datesIn, pageSources, reviewProblems } from './page-review.server.ts';

/** The month the facts were last checked: later dates are announcements, not reports. */
const checkedThrough = '2026-11';
const fact = (changed: string): Fact => ({ ...factByKey('ksa.dependant-levy'), key: 'kuwait.example', changed });

describe('the review rules', () => {
  it('fail a page reviewed before a fact it uses changed, and pass it once reviewed after', () => {
    const stale = reviewProblems({ page: 'p.json', checkedThrough, date: '2025-11-01', facts: [fact('2025-12-23')], texts: [] });
    expect(stale).toEqual([expect.stringMatching(/p\.json: reviewed 2025-11-01, before "kuwait\.example" changed \(2025-12-23\)/)]);
    expect(reviewProblems({ page: 'p.json', checkedThrough, date: '2026-11-23', facts: [fact('2025-12-23')], texts: [] })).toEqual([]);
    // A change known to the month counts from its first day.
    expect(reviewProblems({ page: 'p.json', checkedThrough, date: '2025-12-01', facts: [fact('2025-12')], texts: [] })).toEqual([]);
  });

  it('fail a page that mentions a date after its own', () => {
    const texts = ['Since 23 December 2025 the fee is higher.', 'Announced on January 5, 2026.', 'From July 2027 a savings scheme starts.'];
    expect(datesIn(texts.join(' '))).toEqual(['2025-12-23', '2026-01-05', '2027-07']);
    // Dated October 2025, the page reports December 2025 and January 2026: both fail. July 2027 is
    // after the facts were last checked (November 2026), so it announces a start, and passes.
    expect(reviewProblems({ page: 'p.json', checkedThrough, date: '2025-10-20', facts: [], texts })).toEqual([
      'p.json: dated 2025-10-20 but reports 2025-12-23, a date after it',
      'p.json: dated 2025-10-20 but reports 2026-01-05, a date after it',
    ]);
    expect(reviewProblems({ page: 'p.json', checkedThrough, date: '2026-11-23', facts: [], texts })).toEqual([]);
  });

  it('end a page with its own sources and those of the facts it uses, each once', () => {
    const levy = factByKey('ksa.dependant-levy');
    const own = [{ title: 'A page source', date: '2025-01', kind: 'newspaper' as const }];
    const sources = pageSources(own, [levy, levy]);
    expect(sources[0]).toEqual(own[0]);
    expect(sources.length).toBe(1 + levy.source.sources.length);
    // The same address under another title is one source.
    const again = { title: 'The same page, described differently', url: 'https://example.org/a', date: '2025', kind: 'newspaper' as const };
    expect(pageSources([{ ...again, title: 'A page' }, again], [])).toHaveLength(1);
  });
});
