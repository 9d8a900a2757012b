import { it, expect } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
it('x', () => {
  const i18n = setupI18n({
    locale: 'ar',
    locales: 'ar-AE-u-nu-latn',
    messages: {
      ar: {
        a: compileMessage(' (lead {x})'),
        b: compileMessage('n={n} r={r}%'),
        c: compileMessage('{w, select, you {} other { لمن ({n, plural, one {واحد} other {# شخص}})}}x'),
        d: compileMessage("the offer's {x}"),
      },
    },
  });
  i18n.activate('ar');
  console.log(
    JSON.stringify([
      i18n._('a', { x: 1 }),
      i18n._('b', { n: 1234, r: 20 }),
      i18n._('c', { w: 'you', n: 3 }),
      i18n._('c', { w: 'o', n: 3 }),
      i18n._('d', { x: 1 }),
    ]),
  );
  expect(1).toBe(1);
});
