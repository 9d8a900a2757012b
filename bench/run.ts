// `npm run bench [-- <suite> …]`: runs the benchmark suites, prints their figures and writes
// each suite's figures as JSON to bench/out/<suite>.json. Suites: core, web, server.
import { mkdirSync, writeFileSync } from 'node:fs';

export type BenchFigures = Record<string, unknown>;
type Suite = { name: string; load: () => Promise<{ run: () => Promise<BenchFigures> }> };

const suites: Suite[] = [
  { name: 'core', load: () => import('./core.bench.ts') },
  { name: 'web', load: () => import('./web.bench.ts') },
  { name: 'server', load: () => import('./server/server.bench.ts') },
];

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const outDir = new URL('./out/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

for (const suite of suites) {
  if (wanted.length > 0 && !wanted.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const { run } = await suite.load();
  const figures = await run();
  writeFileSync(
    `${outDir}${suite.name}.json`,
    `${JSON.stringify({ suite: suite.name, at: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  console.log(`(written to bench/out/${suite.name}.json)`);
}
