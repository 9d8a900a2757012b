import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../server/rich-text.server.ts';
import { plainTextOfSanitized } from './plain-text.ts';

describe('plainTextOfSanitized', () => {
  it('removes the allowed tags and decodes entities once', () => {
    const html = sanitizeRichText(
      'Rent <strong>AED 5,000</strong> &amp; <span class="hl-info">bills</span> &amp;lt;3 <a href="/faq">FAQ</a>',
    );
    expect(plainTextOfSanitized(html)).toBe('Rent AED 5,000 & bills &lt;3 FAQ');
  });

  it('keeps text the sanitiser escaped, such as a lone angle bracket', () => {
    expect(plainTextOfSanitized(sanitizeRichText('1 < 2 and <em>3 > 2</em>'))).toBe('1 < 2 and 3 > 2');
  });

  it('collapses whitespace left by removed markup', () => {
    expect(plainTextOfSanitized('<strong>a</strong>\n   <em>b</em>')).toBe('a b');
  });
});
