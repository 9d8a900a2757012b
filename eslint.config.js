// Lint is where the architecture's one-way dependencies are enforced (docs/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

const platformGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'process',
  'Buffer',
  'require',
  '__dirname',
];

/** Rules for code that must run anywhere: no Node built-ins, no framework, no browser or Node globals. */
function platformFreeZone(files, reason, ignores = []) {
  return {
    files,
    ignores,
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: `${reason}: no Node APIs.` })),
          patterns: [
            { group: ['node:*'], message: `${reason}: no Node APIs.` },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', 'fastify', 'kysely'],
              message: `${reason}: no frameworks.`,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...platformGlobals],
    },
  };
}

// The TypeScript projects whose resolver judges every import, for the zones and the cycles below.
const tsProjects = ['core/tsconfig.json', 'contracts/tsconfig.json', 'web/tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'];

// Import zones on resolved file paths (eslint-plugin-boundaries): each folder below is an element,
// and an import between elements is allowed only where a policy says so. Imports are resolved by
// TypeScript's resolver, so path aliases and relative paths are judged alike. Features come first:
// the first matching pattern classifies a file, and web/src/features/content is not content/.
const features = ['calculator', 'content', 'admin', 'feedback'];
const featureType = (name) => `feature-${name}`;
const featureTypes = features.map(featureType);
// The core is one folder per concept under core/src, each with an index.ts that is its only face
// (docs/architecture.md): a file of one concept imports another concept only through that face.
// The public API (core/src/index.ts) is the element 'core', and the bundled data 'core-data'.
const shared = ['core', 'contracts'];
// A concept's face: its index, and its catalogues of words (its public words, ADR 0020).
const conceptFace = ['index.ts', 'locales/*.json'];
const allowTo = (...types) => ({ to: { element: { types: { anyOf: types } } } });
// What the app (routes) may import of a feature: its entry point, and for build-time loaders its
// server entry point (React Router keeps *.server.ts out of the browser bundle); the prerender list
// has its own, which must not reach modules using build-time constants (see the file).
const featureEntryPoints = ['index.ts', 'server/index.server.ts', 'server/public-pages.server.ts'];

const boundariesConfig = {
  files: ['core/**/*.ts', 'contracts/**/*.ts', 'content/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': {
      typescript: {
        noWarnOnMultipleProjects: true,
        project: tsProjects,
      },
    },
    'boundaries/legacy-warnings': false,
    'boundaries/elements': [
      ...features.map((name) => ({ type: featureType(name), pattern: `web/src/features/${name}` })),
      { type: 'web-app', pattern: 'web/src/app' },
      { type: 'web-components', pattern: 'web/src/components' },
      { type: 'web-lib', pattern: 'web/src/lib' },
      { type: 'core-data', pattern: 'core/data/**', partialMatch: false },
      { type: 'core-concept', pattern: 'core/src/*', capture: ['concept'] },
      // A file rather than a folder: a folder element around core/src would take every concept's
      // files too (a file belongs to the outermost element that matches). 'mode' is deprecated in
      // boundaries 7 but still the one way to name a single file as an element.
      { type: 'core', pattern: 'core/src/index.ts', mode: 'file' },
      { type: 'contracts', pattern: 'contracts/**', partialMatch: false },
      { type: 'content', pattern: 'content/**', partialMatch: false },
      { type: 'server', pattern: 'server/**', partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'This import crosses a boundary the architecture forbids (see docs/architecture.md).',
        policies: [
          // A concept's files reach each other freely, other concepts only through their faces, and the data.
          { from: { element: { type: 'core-concept' } }, allow: allowTo('core-data') },
          {
            from: { element: { type: 'core-concept' } },
            allow: { to: { element: { type: 'core-concept', captured: { concept: '{{ from.element.captured.concept }}' } } } },
          },
          {
            from: { element: { types: { anyOf: ['core', 'core-data', 'core-concept'] } } },
            allow: { to: { element: { type: 'core-concept', fileInternalPath: conceptFace } } },
            message: 'Another concept of the core is reached only through its face, core/src/<concept>/index.ts (docs/architecture.md).',
          },
          { from: { element: { types: { anyOf: ['core', 'core-data'] } } }, allow: allowTo('core', 'core-data') },
          // Outside the core, a concept's face is as public as the core's own index.
          {
            from: {
              element: { types: { anyOf: ['contracts', 'content', 'server', 'web-lib', 'web-components', 'web-app', ...featureTypes] } },
            },
            allow: { to: { element: { type: 'core-concept', fileInternalPath: conceptFace } } },
          },
          { from: { element: { type: 'contracts' } }, allow: allowTo(...shared) },
          { from: { element: { type: 'content' } }, allow: allowTo('content', 'core') },
          { from: { element: { type: 'server' } }, allow: allowTo('server', ...shared) },
          { from: { element: { type: 'web-lib' } }, allow: allowTo('web-lib', ...shared) },
          { from: { element: { type: 'web-components' } }, allow: allowTo('web-components', 'web-lib', ...shared) },
          ...featureTypes.map((type) => ({
            from: { element: { type } },
            allow: allowTo('web-components', 'web-lib', 'content', ...shared),
          })),
          { from: { element: { type: 'web-app' } }, allow: allowTo('web-app', 'web-components', 'web-lib', 'content', ...shared) },
          {
            from: { element: { type: 'web-app' } },
            allow: { to: { element: { types: { anyOf: featureTypes }, fileInternalPath: featureEntryPoints } } },
            message:
              'The app reaches a feature only through its entry point (index.ts, or server/index.server.ts for build-time loaders, server/public-pages.server.ts for the prerender list).',
          },
        ],
      },
    ],
  },
};

// No import cycles, on resolved paths (TypeScript's resolver, as for the zones above): a cycle makes
// module order matter and ties concepts that should stand apart. Type-only imports count too.
const noCycles = {
  files: ['core/**/*.ts', 'contracts/**/*.ts', 'content/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // Which files import-x parses to follow their imports (TypeScript's), and how it resolves them.
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',
      'var/',
      'bench/out/',
      'test-results/',
      'playwright-report/',
      '.react-router/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  boundariesConfig,
  // A source file past 300 lines is asking to be split (tests and data excepted). The files listed
  // still hold words or tables that issue 45 moves to the catalogues and to core/data; each leaves
  // the list when it is under the limit, and the list goes with the last of them.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.d.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // Every file of the core belongs to a concept (or is its public index): none escapes the zones.
  { files: ['core/src/**/*.ts'], rules: { 'boundaries/no-unknown-files': 'error' } },
  noCycles,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // core/ (the pure domain) and contracts/ (the API schemas, which run in the browser too): no UI,
  // no server frameworks, no platform APIs.
  platformFreeZone(['core/**/*.ts'], 'core/ is pure', ['core/**/*.test.ts']),
  platformFreeZone(['contracts/**/*.ts'], 'contracts/ runs in the browser and in Node'),
  // server/: never imports the web app.
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*'],
              message: 'server/ renders through the React Router build, never React directly.',
            },
          ],
        },
      ],
    },
  },
  // web/: may use core, content and the server's schemas (for types), nothing else of the server.
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: [
      'web/src/app/routes.ts',
      'web/src/app/root.tsx',
      'web/src/app/entry.server.tsx',
      'web/src/app/routes/**',
      'react-router.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
      'lingui.config.ts',
      'eslint.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
