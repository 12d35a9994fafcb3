/** Plain-text tables for benchmark output: readable in a terminal and pasteable into Markdown. */

type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** A Markdown pipe table with padded cells, so it reads well both raw and rendered. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const pad = (value: string, i: number) =>
    columns[i]!.align === 'right' ? value.padStart(widths[i]!) : value.padEnd(widths[i]!);
  const line = (cells: readonly string[]) => `| ${columns.map((_, i) => pad(cells[i] ?? '', i)).join(' | ')} |\n`;
  const rule = `|${columns.map((column, i) => (column.align === 'right' ? `${'-'.repeat(widths[i]! + 1)}:` : '-'.repeat(widths[i]! + 2))).join('|')}|\n`;
  return line(columns.map((column) => column.header)) + rule + rows.map(line).join('');
}

/** `label: value` lines with the values aligned. */
export function formatFacts(facts: readonly (readonly [string, string])[]): string {
  const width = Math.max(...facts.map(([label]) => label.length));
  return facts.map(([label, value]) => `${`${label}:`.padEnd(width + 1)} ${value}\n`).join('');
}

/** A table's columns as most are: a label column, then figures aligned right. */
export function figureColumns(label: string, ...figures: readonly string[]): Column[] {
  return [{ header: label }, ...figures.map((header) => ({ header, align: 'right' as const }))];
}
