// The core's Arabic words: every concept's catalogue (core/src/<concept>/locales/ar.json) compiled
// into one chunk, loaded with the results (ADR 0020). A page in English never loads this file.
import type { Messages } from '@lingui/core';

const catalogues = import.meta.glob<Messages>('../../../../core/src/*/locales/ar.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
