import { type IngestFigures, type IngestTarget, targetNames } from './ingest-load.ts';

// The ingest targets of issue 12 are ratios to the naive server with the load generator on the same
// machine. Everything (server, autocannon, PostgreSQL) shares the same cores, so a target rate fixes
// how much CPU one request may use in all; this prints that budget beside what each part used in the
// median rounds, so the table shows why a ratio is met or missed instead of leaving it to argument.

const micros = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : value.toLocaleString('en'));

/** Lines to print after the ingest table; none without CPU figures (not Linux), no target lines without both baselines. */
export function cpuBudgetLines(figures: IngestFigures, cores: number, ratios: Partial<Record<IngestTarget, number>>): string[] {
  const capacity = cores * 1_000_000;
  const rows: string[] = [];
  for (const target of ['bare', 'naive', 'sqlite', 'postgres'] as const) {
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
  const naive = figures.median.naive;
  const bare = figures.median.bare;
  if (!naive || !bare) return lines;
  for (const target of ['sqlite', 'postgres'] as const) {
    const row = figures.median[target];
    const ratio = ratios[target];
    if (!row || ratio === undefined || row.loadGeneratorCpuMicrosPerRequest === null) continue;
    const rate = ratio * naive.acceptedPerSecond;
    const perRequest = Math.floor(capacity / rate);
    const others = row.loadGeneratorCpuMicrosPerRequest + (row.databaseCpuMicrosPerRequest ?? 0);
    const left = perRequest - others;
    lines.push(
      `target ${targetNames[target]}: ${ratio}x naive = ${Math.round(rate).toLocaleString('en')}/s leaves at most ${perRequest} µs per request with every core busy; ` +
        `after the load generator${row.databaseCpuMicrosPerRequest === null ? '' : ' and PostgreSQL'} (${others} µs in this round) ${left} µs for the server, ` +
        `which used ${micros(row.cpuMicrosPerRequest)} (bare Fastify alone ${micros(bare.cpuMicrosPerRequest)}, the naive server ${micros(naive.cpuMicrosPerRequest)})`,
    );
  }
  return lines;
}
