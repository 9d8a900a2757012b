import type { TableCount } from './sqlite-copy.ts';

// How `npm run backup` and `npm run restore` print what they did: sizes and row counts an operator
// can compare with the dashboard, one table a line.

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const short = unit === 0 ? `${integer.format(value)} bytes` : `${oneDecimal.format(value)} ${units[unit]}`;
  return unit === 0 ? short : `${short} (${integer.format(bytes)} bytes)`;
}

export function formatSeconds(milliseconds: number): string {
  return `${oneDecimal.format(milliseconds / 1000)} s`;
}

export function formatTables(tables: TableCount[], indent = '    '): string[] {
  const width = Math.max(...tables.map((table) => table.table.length), 5);
  return tables.map((table) => `${indent}${table.table.padEnd(width)}  ${integer.format(table.rows).padStart(12)}`);
}

export function formatSchema(migrations: string[]): string {
  return migrations.length === 0 ? 'no migrations recorded' : `${migrations.at(-1)} (${migrations.length} migrations)`;
}
