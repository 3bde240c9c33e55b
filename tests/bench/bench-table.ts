// The bench's table: each figure, what it is compared with, its target and whether this run met it. A row whose
// target the run checks carries the verdict; a figure over its target reads "MISSED" in the last column and again in
// the list under the table, so no reader has to compare the columns by eye.

/** measure, value, compared with, target; then whether the target was met, when the row checks one. */
export type BenchRow = readonly [
  measure: string,
  value: string,
  compared: string,
  target: string,
  met?: boolean,
];

/** The verdict column's text. */
export function verdict(row: BenchRow): string {
  const met = row[4];
  return met === undefined ? '' : met ? 'met' : 'MISSED';
}

/** The rows over their targets, by measure. */
export function missedTargets(rows: readonly BenchRow[]): string[] {
  return rows
    .filter((row) => row[4] === false)
    .map((row) => `${row[0].trim()}: ${[row[1], row[2]].filter(Boolean).join(', ')} (target ${row[3]})`);
}

/** The table as lines of text (printed on stdout by printRows). */
export function tableLines(title: string, rows: readonly BenchRow[]): string[] {
  const width = [44, 16, 10, 26, 6];
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(width[i] ?? 10))
      .join(' | ')
      .trimEnd();
  const checked = rows.filter((row) => row[4] !== undefined).length;
  const missed = missedTargets(rows);
  return [
    '',
    title,
    line(['measure', 'value', 'ratio', 'target', 'met']),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line([row[0], row[1], row[2], row[3], verdict(row)])),
    '',
    missed.length === 0
      ? `All ${checked} targets checked here met.`
      : `${missed.length} of ${checked} targets checked here MISSED:`,
    ...missed.map((m) => `  - ${m}`),
  ];
}

/** A table on stdout. */
export function printRows(title: string, rows: readonly BenchRow[]): void {
  console.log(tableLines(title, rows).join('\n'));
}
