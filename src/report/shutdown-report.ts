// The fleet planner's shutdown list as a short Word page: what passes 100 % (and 120 %) worn by the shutdown's day,
// the counts per component type a planner orders parts from, then each machine's components. Pure: plain data in,
// .docx bytes out, with the inspection report's look (docx-blocks) and packing (packDocx).
import { Document, Paragraph, type FileChild } from 'docx';
import { FONT, heading, MUTED, paragraph, table, text, type Cell } from './docx-blocks.ts';
import { SHUTDOWN_EMPTY } from '../rules/planner.ts';
import { DocxPictures, packDocx } from './docx-package.ts';

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

function totalsTable(totals: readonly ShutdownReportCount[]) {
  const rows: Cell[][] = totals.map((t) => [
    t.component,
    { value: String(t.at100), align: 'right' },
    { value: String(t.at120), align: 'right' },
  ]);
  return table([5, 2, 2], ['Component', 'Past 100 %', 'Past 120 %'], rows);
}

function machineTable(machine: ShutdownReportMachine) {
  const rows: Cell[][] = machine.items.map((item) => [
    item.partName === null ? item.component : `${item.component}\n${item.partName}`,
    { value: item.wear, align: 'right' },
    { value: item.action.label, fill: item.action.colour, colour: item.action.textColour },
    item.level === 120 ? 'Past 120 %' : 'Past 100 %',
    item.forecast100,
  ]);
  return table([4, 1.4, 2.4, 1.6, 2.6], ['Component', 'Wear', 'Action', 'By then', 'At 100 %'], rows);
}

/** The shutdown list as .docx bytes. */
export function renderShutdownDocx(data: ShutdownReportData): Uint8Array {
  const title = `Shutdown plan — ${data.dateText}`;
  const body: FileChild[] = [
    heading(title),
    paragraph(
      `What passes 100 % worn by ${data.dateText}${data.scope === '' ? ', across the fleet' : ` (${data.scope})`}. ` +
        `Made on ${data.madeText} from the forecasts on this device.`,
      { colour: MUTED },
    ),
  ];
  if (data.machines.length === 0) body.push(paragraph(SHUTDOWN_EMPTY));
  else {
    body.push(heading('Components to order', 2), totalsTable(data.totals));
    for (const machine of data.machines) {
      body.push(
        heading(machine.machine, 2),
        new Paragraph({ children: [text(`${machine.site} · ${machine.customer}`, { colour: MUTED })] }),
        machineTable(machine),
      );
    }
  }
  const doc = new Document({
    title,
    description: `Components passing 100 % worn by ${data.dateText}`,
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
