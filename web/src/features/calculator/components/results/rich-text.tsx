import { Fragment, type ReactNode } from 'react';
import type { MessageId, MessageValues, Translate } from '#web/i18n/i18n.ts';

// Markers that no message or value contains (Unicode private use), put where an element goes.
const open = '\uE000';
const close = '\uE001';

/**
 * A whole translated sentence with elements (a strong figure, a button) at some of its placeholders,
 * so markup never splits a message into fragments whose order Arabic would need to change.
 */
export function richText(t: Translate, id: MessageId, values: MessageValues, elements: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, i) => [name, `${open}${i}${close}`]));
  const parts = t(id, { ...values, ...markers }).split(new RegExp(`${open}(\\d+)${close}`));
  // split() with a capture group alternates text and the captured element index.
  return parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{elements[names[Number(part)] ?? '']}</Fragment>));
}
