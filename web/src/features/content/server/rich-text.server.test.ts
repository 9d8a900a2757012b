import { describe, expect, it } from 'vitest';
import { isInternalHref, sanitizeRichText } from './rich-text.server.ts';

describe('sanitizeRichText (decision 18 allow-list)', () => {
  it.each([
    ['keeps bold and emphasis', 'Pay <strong>AED 4,000</strong> or <em>more</em>', 'Pay <strong>AED 4,000</strong> or <em>more</em>'],
    ['keeps highlight spans', '<span class="hl-positive">tax free</span>', '<span class="hl-positive">tax free</span>'],
    [
      'keeps internal links',
      'See <a href="/blog/uae-salary-guide-2025">the guide</a>',
      'See <a href="/blog/uae-salary-guide-2025">the guide</a>',
    ],
    ['drops scripts with their content', 'a<script>alert(1)</script>b', 'ab'],
    ['drops event handlers and styles', '<strong onclick="x()" style="color:red">x</strong>', '<strong>x</strong>'],
    ['unwraps external links', 'Go <a href="https://evil.example/">here</a>', 'Go here'],
    ['unwraps protocol-relative links', '<a href="//evil.example/x">x</a>', 'x'],
    ['unwraps javascript: links', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['unwraps backslash tricks', '<a href="/\\evil.example">x</a>', 'x'],
    ['strips extra link attributes', '<a href="/faq" target="_blank" rel="opener">FAQ</a>', '<a href="/faq">FAQ</a>'],
    ['unwraps spans without an allowed class', '<span class="big red">x</span> <span>y</span>', 'x y'],
    ['keeps only the allowed classes of a span', '<span class="hl-info evil">x</span>', '<span class="hl-info">x</span>'],
    ['unwraps other tags but keeps their text', '<div><p>One <b>two</b></p><img src=x onerror=alert(1)></div>', 'One two'],
    ['escapes stray angle brackets', '1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('isInternalHref', () => {
  it.each([
    ['/', true],
    ['/blog/x', true],
    ['/faq#item', true],
    ['//host', false],
    ['/\\host', false],
    ['https://host/', false],
    ['blog', false],
    ['/with space', false],
    [undefined, false],
  ])('%s → %s', (href, expected) => {
    expect(isInternalHref(href)).toBe(expected);
  });
});
