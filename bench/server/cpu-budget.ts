import { type IngestFigures, type IngestTarget, targetNames } from './ingest-load.ts';

// Everything (server, autocannon, PostgreSQL) shares the same cores, so what one accepted request costs
// each part, and how busy that kept the machine, says where the time of a round went: a server that
// costs fewer µs per request than another accepts more only while the machine has cores to spare.

const micros = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : value.toLocaleString('en'));

/** Lines to print after the ingest table; none without CPU figures (not Linux). */
export function cpuBudgetLines(figures: IngestFigures, cores: number): string[] {
  const capacity = cores * 1_000_000;
  const rows: string[] = [];
  const order: IngestTarget[] = ['bare', 'naive', 'sqlite-before', 'sqlite', 'postgres-before', 'postgres'];
  for (const target of order) {
    const row = figures.median[target];
    if (!row || row.cpuMicrosPerRequest === null || row.loadGeneratorCpuMicrosPerRequest === null) continue;
    const total = row.cpuMicrosPerRequest + row.loadGeneratorCpuMicrosPerRequest + (row.databaseCpuMicrosPerRequest ?? 0);
    const busy = `${Math.round((total * row.acceptedPerSecond * 100) / capacity)}%`;
    rows.push(
      `${targetNames[target].padEnd(22)} ${micros(row.cpuMicrosPerRequest).padStart(7)}  ${micros(row.loadGeneratorCpuMicrosPerRequest).padStart(14)}  ${micros(row.databaseCpuMicrosPerRequest).padStart(10)}  ${micros(total).padStart(6)}  ${busy.padStart(12)}`,
    );
  }
  if (rows.length === 0) return [];
  const lines = [
    `CPU per accepted request, µs (median rounds; ${cores} cores = ${capacity.toLocaleString('en')} µs of CPU a second, shared by all three):`,
    'server                  server  load generator  PostgreSQL   total  machine busy',
    ...rows,
  ];
  return lines;
}
