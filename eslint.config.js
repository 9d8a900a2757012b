// Lint is where the architecture's one-way dependencies are enforced (docs/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises',
  'http', 'http2', 'https', 'module', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream',
  'timers', 'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'build/', 'dist/', 'var/', 'bench/out/', 'test-results/', 'playwright-report/', '.react-router/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  // core/: the pure domain. No UI, no server, no platform APIs.
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.map((name) => ({ name, message: 'core/ is pure: no Node APIs.' })),
        patterns: [
          { group: ['node:*'], message: 'core/ is pure: no Node APIs.' },
          { group: ['**/web/**', '**/server/**', '**/content/**'], message: 'core/ imports nothing from web/, server/ or content/.' },
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', 'fastify', 'kysely'], message: 'core/ is framework-free.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  // contracts/: the API's request and response schemas, shared by server and web. Node- and DOM-free.
  {
    files: ['contracts/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.map((name) => ({ name, message: 'contracts/ runs in the browser too: no Node APIs.' })),
        patterns: [
          { group: ['node:*'], message: 'contracts/ runs in the browser too: no Node APIs.' },
          { group: ['**/web/**', '**/server/**', '**/content/**'], message: 'contracts/ imports only core/ and zod.' },
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', 'fastify', 'kysely'], message: 'contracts/ is framework-free.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  // content/: data and its schemas; may use core, never the apps.
  {
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/web/**', '**/server/**'], message: 'content/ must not depend on web/ or server/.' }],
      }],
    },
  },
  // server/: never imports the web app.
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/web/**', 'react', 'react-dom', 'react-dom/*'], message: 'server/ must not depend on web/.' }],
      }],
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
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/src/**', '**/server/test/**'], message: 'web/ imports nothing of the server; the API contract is contracts/.' },
        ],
      }],
    },
  },
  // Features do not import each other; shared code lives in web/src/components or web/src/lib.
  ...['calculator', 'content', 'admin', 'feedback'].map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/src/**', '**/server/test/**'], message: 'web/ imports nothing of the server; the API contract is contracts/.' },
          {
            group: ['calculator', 'content', 'admin', 'feedback'].filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
            message: 'Features do not import each other; move shared code to web/src/components or web/src/lib.',
          },
          { group: ['**/app/**'], message: 'Features do not import from the app layer.' },
        ],
      }],
    },
  })),
  {
    files: ['web/src/app/routes.ts', 'web/src/app/root.tsx', 'web/src/app/entry.server.tsx', 'web/src/app/routes/**', 'react-router.config.ts', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
