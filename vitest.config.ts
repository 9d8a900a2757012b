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
