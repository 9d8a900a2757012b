// The core's English words: every concept's catalogue (core/src/<concept>/locales/en.json) compiled
// into one chunk, loaded with the results (ADR 0020). A page in Arabic never loads this file. The
// countries' and places' names are not here: the root and the wizard, which come first, load them;
// nor what leaves the browser (privacy), which the calculator's route loads for the landing.
import type { Messages } from '@lingui/core';

const catalogues = import.meta.glob<Messages>(
  [
    '../../../../core/src/*/locales/en.json',
    '!../../../../core/src/countries/**',
    '!../../../../core/src/places/**',
    '!../../../../core/src/privacy/**',
  ],
  { query: '?lingui', import: 'messages', eager: true },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
