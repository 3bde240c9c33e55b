// The report's building blocks in the docx library: headings, a two-column fact grid, and tables with a shaded
// header row, thin grey rules and cells that may carry a status colour. One look for every table of the report.
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type ITableCellBorders,
} from 'docx';
import type { ReportFact } from './report-data.ts';

export const FONT = 'Arial';
export const BRAND = '1F4E79';
export const MUTED = '595959';
/** A4 portrait with 2 cm margins leaves 17 cm: in twentieths of a point. */
export const CONTENT_WIDTH = 9638;

const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' } as const;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const CELL_BORDERS: ITableCellBorders = { top: RULE, bottom: RULE, left: NONE, right: NONE };

export const hex = (colour: string) => colour.replace('#', '').toUpperCase();

export function text(
  value: string,
  options: { bold?: boolean; colour?: string; size?: number; italics?: boolean } = {},
) {
  return new TextRun({
    text: value,
    font: FONT,
    size: options.size ?? 18,
    bold: options.bold ?? false,
    italics: options.italics ?? false,
    ...(options.colour === undefined ? {} : { color: hex(options.colour) }),
  });
}

export function heading(title: string, level: 1 | 2 = 1): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: level === 1 ? 360 : 240, after: 120 },
    ...(level === 1
      ? { border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND, space: 2 } } }
      : {}),
    children: [text(title, { bold: true, size: level === 1 ? 28 : 22, colour: BRAND })],
  });
}

export function paragraph(
  value: string,
  options: { italics?: boolean; colour?: string; size?: number } = {},
) {
  const lines = value.split(/\r?\n/);
  return new Paragraph({
    spacing: { after: 120 },
    children: lines.map((line, i) =>
      i === 0
        ? text(line, options)
        : new TextRun({ text: line, break: 1, font: FONT, size: options.size ?? 18 }),
    ),
  });
}

export interface CellSpec {
  value: string | Paragraph[];
  bold?: boolean;
  fill?: string;
  colour?: string;
  columnSpan?: number;
  italics?: boolean;
  align?: 'left' | 'center' | 'right';
}

export type Cell = string | CellSpec;

function cell(spec: Cell, width: number, header: boolean): TableCell {
  const s: CellSpec = typeof spec === 'string' ? { value: spec } : spec;
  const fill = s.fill ?? (header ? 'DCE6F1' : undefined);
  const children =
    typeof s.value === 'string'
      ? s.value.split(/\r?\n/).map(
          (line) =>
            new Paragraph({
              alignment:
                s.align === 'center'
                  ? AlignmentType.CENTER
                  : s.align === 'right'
                    ? AlignmentType.RIGHT
                    : AlignmentType.LEFT,
              children: [
                text(line, {
                  bold: s.bold ?? header,
                  italics: s.italics ?? false,
                  ...(s.colour === undefined ? {} : { colour: s.colour }),
                  size: header ? 17 : 18,
                }),
              ],
            }),
        )
      : s.value;
  return new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    borders: CELL_BORDERS,
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 50, bottom: 50, left: 80, right: 80 },
    ...(s.columnSpan === undefined ? {} : { columnSpan: s.columnSpan }),
    ...(fill === undefined ? {} : { shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(fill) } }),
  });
}

/** A table of the content width; `widths` are shares of it; the first row is a repeated header when given. */
export function table(
  widths: readonly number[],
  header: readonly Cell[] | null,
  rows: readonly Cell[][],
): Table {
  const total = widths.reduce((a, b) => a + b, 0);
  const columns = widths.map((w) => Math.round((w / total) * CONTENT_WIDTH));
  const spanWidth = (row: readonly Cell[], i: number) => {
    const spec = row[i];
    const span = typeof spec === 'object' && spec.columnSpan ? spec.columnSpan : 1;
    const start = row
      .slice(0, i)
      .reduce((n, c) => n + (typeof c === 'object' && c.columnSpan ? c.columnSpan : 1), 0);
    return columns.slice(start, start + span).reduce((a, b) => a + b, 0);
  };
  const toRow = (row: readonly Cell[], isHeader: boolean) =>
    new TableRow({
      tableHeader: isHeader,
      cantSplit: true,
      children: row.map((c, i) => cell(c, spanWidth(row, i), isHeader)),
    });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: columns,
    rows: [...(header === null ? [] : [toRow(header, true)]), ...rows.map((r) => toRow(r, false))],
  });
}

/** Facts as a grid of label and value pairs, two pairs a row. */
export function factGrid(facts: readonly ReportFact[]): Table {
  const rows: Cell[][] = [];
  for (let i = 0; i < facts.length; i += 2) {
    const pair = facts.slice(i, i + 2);
    const cells: Cell[] = pair.flatMap((f) => [
      { value: f.label, colour: MUTED, fill: 'F2F2F2' },
      { value: f.value || '—', bold: true },
    ]);
    while (cells.length < 4) cells.push('');
    rows.push(cells);
  }
  return table([2.4, 2.6, 2.4, 2.6], null, rows);
}

export const spacer = (after = 120) => new Paragraph({ spacing: { after }, children: [] });
