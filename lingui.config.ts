// Lingui's message catalogues (issue 13, ADR 0014): one per language and area, JSON with explicit
// ids (no macros, no extraction step), compiled to Lingui's runtime form when Vite imports them with
// `?lingui` (@lingui/vite-plugin). web/src/i18n/catalogue.test.ts fails on a key missing in either
// language.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

export const catalogueAreas = ['site', 'calculator', 'wizard', 'results', 'report', 'content', 'pages'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: false,
  catalogs: [
    ...catalogueAreas.map((area) => ({
      path: `<rootDir>/web/src/i18n/locales/{locale}/${area}`,
      include: [],
    })),
    // The core's words, one catalogue per concept beside its code (core/src/<concept>/locales/), ADR 0020.
    { path: '<rootDir>/core/src/{name}/locales/{locale}', include: ['<rootDir>/core/src/{name}/'] },
  ],
  format: formatter({ style: 'minimal' }),
});
