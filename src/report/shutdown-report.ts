// The fleet planner's shutdown list as a short Word page: what passes 100 % (and 120 %) worn by the shutdown's day,
// the counts per component type a planner orders parts from, then each machine's components. Pure: plain data in,
// .docx bytes out, with the inspection report's look (docx-blocks) and packing (packDocx).
import { Document, Paragraph, type FileChild } from 'docx';
import { FONT, heading, MUTED, paragraph, table, text, type Cell } from './docx-blocks.ts';
import { DocxPictures, packDocx } from './docx-package.ts';
import { shutdownWordsOf, type ShutdownWords } from './shutdown-words.ts';

export interface ShutdownReportCount {
  readonly component: string;
  readonly at100: number;
  readonly at120: number;
}

export interface ShutdownReportItem {
  readonly component: string;
  readonly partName: string | null;
  readonly wear: string;
  readonly action: { readonly label: string; readonly colour: string; readonly textColour: string };
  readonly level: 100 | 120;
  readonly forecast100: string;
}

export interface ShutdownReportMachine {
  readonly machine: string;
  readonly customer: string;
  readonly site: string;
  readonly items: readonly ShutdownReportItem[];
}

export interface ShutdownReportData {
  /** "01 Dec 26" */
  readonly dateText: string;
  /** "25 Nov 26", the day it was made. */
  readonly madeText: string;
  /** The filters in force, in words; empty for the whole fleet. */
  readonly scope: string;
  readonly totals: readonly ShutdownReportCount[];
  readonly machines: readonly ShutdownReportMachine[];
}

function totalsTable(totals: readonly ShutdownReportCount[], w: ShutdownWords) {
  const rows: Cell[][] = totals.map((t) => [
    t.component,
    { value: String(t.at100), align: 'right' },
    { value: String(t.at120), align: 'right' },
  ]);
  return table([5, 2, 2], [w.component, w.past100, w.past120], rows);
}

function machineTable(machine: ShutdownReportMachine, w: ShutdownWords) {
  const rows: Cell[][] = machine.items.map((item) => [
    item.partName === null ? item.component : `${item.component}\n${item.partName}`,
    { value: item.wear, align: 'right' },
    { value: item.action.label, fill: item.action.colour, colour: item.action.textColour },
    item.level === 120 ? w.past120 : w.past100,
    item.forecast100,
  ]);
  return table([4, 1.4, 2.4, 1.6, 2.6], [w.component, w.wear, w.action, w.byThen, w.at100], rows);
}

/** The shutdown list as .docx bytes, its own words in the language of `words` (English by default). */
export function renderShutdownDocx(
  data: ShutdownReportData,
  options: { words?: ShutdownWords } = {},
): Uint8Array {
  const w = options.words ?? shutdownWordsOf();
  const title = w.title(data.dateText);
  const body: FileChild[] = [
    heading(title),
    paragraph(w.intro(data.dateText, data.scope, data.madeText), { colour: MUTED }),
  ];
  if (data.machines.length === 0) body.push(paragraph(w.empty));
  else {
    body.push(heading(w.toOrder, 2), totalsTable(data.totals, w));
    for (const machine of data.machines) {
      body.push(
        heading(machine.machine, 2),
        new Paragraph({ children: [text(`${machine.site} · ${machine.customer}`, { colour: MUTED })] }),
        machineTable(machine, w),
      );
    }
  }
  const doc = new Document({
    title,
    description: w.description(data.dateText),
    styles: { default: { document: { run: { font: FONT, size: 18 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 567, footer: 567 },
          },
        },
        children: body,
      },
    ],
  });
  return packDocx(doc, new DocxPictures());
}
