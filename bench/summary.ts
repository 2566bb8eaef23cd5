/**
 * The one table `npm run bench` ends with: every figure with its target, what it is measured
 * against (a floor, a smaller size, or nothing but the clock) and PASS/MISS. Scenarios record
 * rows as they print their own lines (load.ts verdict() records each target line), so the
 * table repeats what was printed above it and never judges anything by itself.
 */
import { cpus, totalmem } from 'node:os';

export interface SummaryRow {
  scenario: string;
  figure: string;
  value: string;
  /** '' for a figure printed without a target (memory, a ratio with no goal on an engine). */
  target: string;
  /** What the figure is measured against: 'bare node:http + 1 query', '1k bookings', 'absolute'. */
  against: string;
  verdict: 'PASS' | 'MISS' | '-';
}

const rows: SummaryRow[] = [];
let current = '';

/** The scenario the next rows belong to (run.ts sets it before each). */
export function setScenario(name: string): void {
  current = name;
}

export function recordRow(row: Omit<SummaryRow, 'scenario'> & { scenario?: string }): void {
  rows.push({ ...row, scenario: row.scenario ?? (current || 'bench') });
}

/** A figure with no target, shown in the table for reference. */
export function recordInfo(figure: string, value: string, against = ''): void {
  recordRow({ figure, value, target: '', against, verdict: '-' });
}

export function summaryRows(): readonly SummaryRow[] {
  return rows;
}

/** The engine and the machine, so a pasted table says where it was measured. */
export function machineLine(engine: 'embedded' | 'postgres'): string {
  const cpu = cpus();
  const gib = (totalmem() / 1024 ** 3).toFixed(1);
  const engineName =
    engine === 'postgres'
      ? 'PostgreSQL server (DATABASE_URL), a database of its own per scenario'
      : 'embedded PGlite (on disk)';
  return [
    `Engine: ${engineName}`,
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'} x ${cpu.length}, ${gib} GiB RAM, ${process.platform} ${process.arch}, Node ${process.version}`,
    `Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  ].join('\n');
}

const COLUMNS = ['scenario', 'figure', 'value', 'target', 'against', 'verdict'] as const;
const HEADINGS: Record<(typeof COLUMNS)[number], string> = {
  scenario: 'scenario',
  figure: 'figure',
  value: 'value',
  target: 'target',
  against: 'measured against',
  verdict: 'verdict',
};

/** A Markdown table (readable in a terminal, pasteable into the README as it is). */
export function formatSummary(table: readonly SummaryRow[]): string {
  const cells = (row: SummaryRow) =>
    COLUMNS.map((column) => (column === 'verdict' ? row.verdict : row[column] || '-'));
  const widths = COLUMNS.map((column, i) =>
    Math.max(HEADINGS[column].length, ...table.map((row) => cells(row)[i]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => (i === 2 ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join(' | ')} |`;
  return [
    line(COLUMNS.map((column) => HEADINGS[column])),
    `|${widths.map((width, i) => (i === 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
    ...table.map((row) => line(cells(row))),
  ].join('\n');
}

export function printSummary(engine: 'embedded' | 'postgres', notes: string[]): void {
  const passed = rows.filter((row) => row.verdict === 'PASS').length;
  const missed = rows.filter((row) => row.verdict === 'MISS').length;
  console.log(`\n== Summary\n${machineLine(engine)}\n`);
  console.log(rows.length ? formatSummary(rows) : '(no figures recorded)');
  console.log(
    `\n${passed} PASS, ${missed} MISS, ${rows.length - passed - missed} without a target.`,
  );
  for (const note of notes) console.log(`Note: ${note}`);
}
