import type { ProjectionStatus } from '../runner/projections';

const COLUMNS = [
  { title: 'name', value: (s: ProjectionStatus) => s.name, numeric: false },
  { title: 'version', value: (s: ProjectionStatus) => String(s.version), numeric: true },
  { title: 'generation', value: (s: ProjectionStatus) => String(s.generation), numeric: true },
  { title: 'position', value: (s: ProjectionStatus) => s.position, numeric: true },
  { title: 'head', value: (s: ProjectionStatus) => s.head, numeric: true },
  { title: 'lag', value: (s: ProjectionStatus) => String(s.lag), numeric: true },
  { title: 'state', value: (s: ProjectionStatus) => s.state, numeric: false },
] as const;

/** A plain-text table; numbers are right-aligned so positions of different lengths line up. */
export function formatStatusTable(statuses: readonly ProjectionStatus[]): string {
  const rows = statuses.map((status) => COLUMNS.map((column) => column.value(status)));
  const widths = COLUMNS.map((column, i) => Math.max(column.title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (COLUMNS[i]!.numeric ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(COLUMNS.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}
