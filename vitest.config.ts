import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure core, content, web components) runs in the fast loop;
// `integration` (server against SQLite and PostgreSQL) needs real databases and the built site
// (npm run build first: the header and CSP tests serve the real React Router build).
export default defineConfig({
  test: {
    projects: [
      {
        // Components import the message catalogues compiled (lingui.config.ts).
        plugins: [lingui()],
        test: {
          name: 'unit',
          setupFiles: ['web/src/i18n/core-messages/test-setup.ts'],
          include: [
            'core/**/*.test.ts',
            'content/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/equivalence/*.test.ts',
          ],
          environment: 'node',
          // A page rendered in jsdom takes 1-2 s on a quiet machine and over 5 s (vitest's default
          // limit) on a busy one: the limit catches a hang, not a slow machine.
          testTimeout: 30_000,
        },
      },
      {
        // Reads build/client: run after `npm run build` (npm run test:build-output).
        test: {
          name: 'build-output',
          include: ['tests/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
