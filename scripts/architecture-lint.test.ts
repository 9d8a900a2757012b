// The dependency rules are only worth something if lint really rejects a crossing. These cases lint
// small snippets as if they were files in the tree, through the project's own eslint.config.js.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

async function ruleErrors(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith(rule)).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors(filePath, code, 'boundaries/');

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
    ['core/src/verdict/probe.ts', "import { verdicts } from '../../../contracts/results.ts';", 'core importing the contracts'],
    ['contracts/probe.ts', "import { siteName } from '../web/src/lib/site.ts';", 'the contracts importing the web app'],
    ['server/src/probe.ts', "import { siteName } from '../../web/src/lib/site.ts';", 'the server importing the web app'],
    ['content/probe.ts', "import { buildApp } from '../server/src/app.ts';", 'content importing the server'],
    [
      'core/src/verdict/probe.ts',
      "import { estimateExpenses } from '../cost-model/cost-model.ts';",
      'a concept reaching past another concept’s face',
    ],
    ['core/src/tips/probe.ts', "import { selectTips } from '../index.ts';", 'a concept importing the public API'],
    ['contracts/probe.ts', "import { verdictFor } from '../core/src/verdict/verdict.ts';", 'the contracts reaching past a concept’s face'],
    [
      'web/src/features/calculator/probe.ts',
      "import { estimateExpenses } from '../../../../core/src/cost-model/cost-model.ts';",
      'the web app reaching past a concept’s face',
    ],
  ])('rejects %s: %s (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).not.toEqual([]);
  });

  it.each([
    ['web/src/app/routes/probe.tsx', "import { FaqPage } from '#web/features/content/index.ts';"],
    ['web/src/app/routes/probe.tsx', "import { loadFaq } from '#web/features/content/server/index.server.ts';"],
    ['web/src/features/calculator/probe.ts', "import { cn } from '#web/lib/cn.ts';\nimport { listCountries } from '#core';"],
    ['contracts/probe.ts', "import { countryCodes } from '../core/src/countries/index.ts';"],
    [
      'web/src/app/probe.ts',
      "import { messages } from '../../../core/src/places/locales/en.json?lingui';\nexport const probeMessages = messages;",
    ],
    ['core/src/verdict/probe.ts', "import { estimateExpenses } from '../cost-model/index.ts';\nimport { verdictFor } from './verdict.ts';"],
    ['core/src/tips/probe.ts', "import data from '../../data/meta.json' with { type: 'json' };\nexport const probeData = data;"],
    ['server/src/probe.ts', "import { feedbackRequestSchema } from '../../contracts/feedback.ts';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('rejects a core file outside every concept folder', async () => {
    expect(await ruleErrors('core/src/probe.ts', 'export const probe = 1;\n', 'boundaries/no-unknown-files')).not.toEqual([]);
    expect(await ruleErrors('core/src/tips/probe.ts', 'export const probe = 1;\n', 'boundaries/no-unknown-files')).toEqual([]);
  });

  it('rejects an import cycle, even through concepts’ faces', async () => {
    // currency.ts is low in the core: tips reach it through cost-model, so importing tips from it closes a loop.
    const file = 'core/src/money/currency.ts';
    const code = `${readFileSync(`${root}${file}`, 'utf8')}\nimport { selectTips } from '../tips/index.ts';\nexport const probe = selectTips;\n`;
    expect(await ruleErrors(file, code, 'import-x/no-cycle')).not.toEqual([]);
    expect(await ruleErrors(file, readFileSync(`${root}${file}`, 'utf8'), 'import-x/no-cycle')).toEqual([]);
  });
});
