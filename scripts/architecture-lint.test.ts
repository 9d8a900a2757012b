// The dependency rules are only worth something if lint really rejects a crossing. These cases lint
// small snippets as if they were files in the tree, through the project's own eslint.config.js.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('architecture lint', { timeout: 120_000 }, () => {
  it.each([
    ['web/src/lib/probe.ts', "import { CalculatorPage } from '#web/features/calculator/index.ts';", 'shared code importing a feature'],
    ['web/src/components/ui/probe.ts', "import { DashboardPage } from '../../features/admin/index.ts';", 'a component importing a feature'],
    ['web/src/features/admin/probe.ts', "import { CalculatorPage } from '../calculator/index.ts';", 'one feature importing another'],
    ['web/src/lib/probe.ts', "import { publicPaths } from '#web/app/public-paths.ts';", 'shared code importing the app'],
    [
      'web/src/app/routes/probe.tsx',
      "import { FaqPage } from '#web/features/content/components/faq-page.tsx';",
      'the app skipping a feature entry point',
    ],
    ['core/src/probe.ts', "import { verdicts } from '../../contracts/results.ts';", 'core importing the contracts'],
    ['contracts/probe.ts', "import { siteName } from '../web/src/lib/site.ts';", 'the contracts importing the web app'],
    ['server/src/probe.ts', "import { siteName } from '../../web/src/lib/site.ts';", 'the server importing the web app'],
    ['content/probe.ts', "import { buildApp } from '../server/src/app.ts';", 'content importing the server'],
  ])('rejects %s: %s (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).not.toEqual([]);
  });

  it.each([
    ['web/src/app/routes/probe.tsx', "import { FaqPage } from '#web/features/content/index.ts';"],
    ['web/src/app/routes/probe.tsx', "import { loadFaq } from '#web/features/content/server/index.server.ts';"],
    ['web/src/features/calculator/probe.ts', "import { cn } from '#web/lib/cn.ts';\nimport { listCountries } from '#core';"],
    ['contracts/probe.ts', "import { countryCodes } from '../core/src/country-codes.ts';"],
    ['server/src/probe.ts', "import { feedbackRequestSchema } from '../../contracts/feedback.ts';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
