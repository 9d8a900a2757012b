// The core's English words: every concept's catalogue (core/src/<concept>/locales/en.json) compiled
// into one chunk, loaded with the results (ADR 0020). A page in Arabic never loads this file.
import type { Messages } from '@lingui/core';

const catalogues = import.meta.glob<Messages>('../../../../core/src/*/locales/en.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
