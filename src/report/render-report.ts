// ReportData -> .docx bytes with the docx library: the cover (machine, facts, machine photo), operation, executive
// summary, what was not inspected, condition results, one table per undercarriage side and one for the bucket, the wear trend charts (SVG with a PNG twin), the bucket, photos
// by component and comments; "Page n of m" in the footer. Pure: no I/O, runs in the worker and in Node.
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  ImageRun,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type FileChild,
} from 'docx';
import {
  BRAND,
  CONTENT_WIDTH,
  FONT,
  MUTED,
  factGrid,
  heading,
  paragraph,
  spacer,
  table,
  text,
  type Cell,
} from './docx-blocks.ts';
import { NOT_INSPECTED_HEADING, NOT_INSPECTED_INTRO } from '../rules/not-inspected.ts';
import { docxParts, DocxPictures, packDocx, type DocxPart } from './docx-package.ts';
import { imageSize } from './image-size.ts';
import { formatDay } from './report-format.ts';
import type { ReportComponent, ReportData, ReportPhoto, ReportSide } from './report-data.ts';
import type { SvgRasteriser } from './svg-to-png.ts';

export interface RenderOptions {
  /** Makes the PNG twin of each chart; without it the charts are left out (Word needs a PNG beside an SVG). */
  rasterise?: SvgRasteriser;
}

const CHART_PX = { width: 640, height: 320 };
/** Charts and photos in points of 1/96 inch (the docx library's unit for picture sizes). */
const CHART_WIDTH = 620;
const PHOTO_BOX = { width: 300, height: 225 };

/** The cover: title, the machine (model and type), the facts of the visit, and the machine photo. */
function titleBlock(data: ReportData, pictures: DocxPictures): FileChild[] {
  return [
    new Paragraph({
      spacing: { after: 40 },
      children: [text(data.title.toUpperCase(), { bold: true, size: 36, colour: BRAND })],
    }),
    new Paragraph({
      spacing: { after: 200 },
      children: [
        text([data.subject, data.machine].filter((s) => s !== '').join(' · '), { bold: true, size: 28 }),
        text(`  ${data.site} · ${data.customer}`, { size: 24, colour: MUTED }),
      ],
    }),
    factGrid([
      { label: data.subjectLabel, value: data.subject },
      ...(data.location === '' ? [] : [{ label: 'Mine location', value: data.location }]),
      ...(data.machine === '' ? [] : [{ label: 'Machine', value: data.machine }]),
      { label: 'Customer', value: data.customer },
      { label: 'Site', value: data.site },
      { label: 'Inspector', value: data.inspector },
      { label: 'Inspection date', value: data.inspectionDate },
      { label: 'Report date', value: data.reportDate },
      { label: 'Lock-on time', value: data.lockOnTime },
      { label: 'Lock-off time', value: data.lockOffTime },
      { label: 'Status', value: data.status },
    ]),
    ...coverPhoto(data, pictures),
  ];
}

const COVER_BOX = { width: 560, height: 340 };

function coverPhoto(data: ReportData, pictures: DocxPictures): FileChild[] {
  const photo = data.coverPhoto;
  const size =
    photo?.bytes != null && /image\/(jpeg|png)/.test(photo.contentType) ? imageSize(photo.bytes) : undefined;
  if (photo === null || photo.bytes === null || size === undefined) return [];
  const scale = Math.min(COVER_BOX.width / size.width, COVER_BOX.height / size.height);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 240 },
      children: [
        new ImageRun({
          type: photo.contentType === 'image/png' ? 'png' : 'jpg',
          data: pictures.standIn(photo.bytes),
          transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
          altText: { name: photo.caption, title: photo.caption, description: photo.caption },
        }),
      ],
    }),
    ...photoWords(photo),
  ];
}

function conditionResults(data: ReportData): FileChild[] {
  const out: FileChild[] = [heading('Condition results')];
  if (data.conditionGroups.length === 0) return [...out, paragraph('No condition results available')];
  const rows: Cell[][] = [];
  for (const group of data.conditionGroups) {
    const { colour, textColour } = group.action;
    rows.push([{ value: group.name, bold: true, fill: colour, colour: textColour, columnSpan: 4 }]);
    for (const row of group.rows) {
      const qty: Cell = { value: row.qty === null ? '' : String(row.qty), align: 'right' };
      rows.push(
        row.whole === null
          ? [row.part, row.left, row.right, qty]
          : [row.part, { value: row.whole, columnSpan: 2 }, qty],
      );
    }
  }
  return [...out, table([4.2, 2.6, 2.6, 0.9], ['Part', 'Left', 'Right', 'Qty'], rows)];
}

/** The component in bold, where it is, and what was seen in italics. */
function componentCell(c: ReportComponent): Paragraph[] {
  const lines = [new Paragraph({ children: [text(c.name, { bold: true })] })];
  if (c.place !== '') lines.push(new Paragraph({ children: [text(c.place, { bold: true })] }));
  for (const sign of c.signs)
    lines.push(new Paragraph({ children: [text(sign, { italics: true, colour: MUTED })] }));
  return lines;
}

/** Component, measurement, wear, action, previous, forecast: one row per judged target. */
function componentRows(components: readonly ReportComponent[]): Cell[][] {
  const rows: Cell[][] = [];
  for (const c of components) {
    const previous = c.previous
      ? `${c.previous.measurement} · ${c.previous.wear}\n${[formatDay(c.previous.date), c.previous.machineHours].filter(Boolean).join(' · ')}`
      : '—';
    rows.push([
      { value: componentCell(c) },
      [c.measurement, c.instrument === '' ? '' : `by ${c.instrument}`, ...c.otherReadings]
        .filter(Boolean)
        .join('\n'),
      {
        value: c.wear ? `${c.wear}${c.change ? `\n${c.change.replace(' since previous', '')}` : ''}` : '—',
        align: 'right',
      },
      {
        value: c.action.label,
        bold: true,
        fill: c.action.colour,
        colour: c.action.textColour,
        align: 'center',
      },
      previous,
      c.forecast.length === 0 ? '—' : c.forecast.join('\n'),
    ]);
    for (const warning of c.plausibility) {
      rows.push([
        { value: `Check: ${warning}`, italics: true, colour: '#8A5A00', fill: '#FFF4E0', columnSpan: 6 },
      ]);
    }
  }
  return rows;
}

const COMPONENT_WIDTHS = [2.6, 2.5, 1.5, 2.2, 2.4, 3.0];
const COMPONENT_HEADERS = ['Component', 'Measurement', 'Wear', 'Action', 'Previous', 'Forecast'];

function sideTable(side: ReportSide): FileChild[] {
  const out: FileChild[] = [heading(`Undercarriage — ${side.name}`)];
  if (side.components.length === 0) out.push(paragraph('Nothing recorded on this side.', { italics: true }));
  else out.push(table(COMPONENT_WIDTHS, COMPONENT_HEADERS, componentRows(side.components)));
  return out;
}

const chartsOf = (data: ReportData) =>
  [...data.sides.flatMap((s) => s.components), ...(data.bucket?.components ?? [])].filter(
    (c): c is typeof c & { chartSvg: string } => c.chartSvg !== null,
  );

/**
 * The PNG twin of each wear trend chart of the report, in order. The worker calls it while review is open, so the
 * report made after Submit finds them in the rasteriser's cache.
 */
export function rasteriseCharts(data: ReportData, rasterise: SvgRasteriser): Promise<Uint8Array[]> {
  return Promise.all(chartsOf(data).map((c) => rasterise(c.chartSvg, CHART_PX.width * 1.5)));
}

async function charts(
  data: ReportData,
  rasterise: SvgRasteriser | undefined,
  pictures: DocxPictures,
): Promise<FileChild[]> {
  const list = chartsOf(data);
  if (list.length === 0 || rasterise === undefined) return [];
  const pngs = await rasteriseCharts(data, rasterise);
  const encoder = new TextEncoder();
  const size = { width: CHART_WIDTH, height: (CHART_WIDTH * CHART_PX.height) / CHART_PX.width };
  return [
    heading('Wear trends'),
    ...list.map(
      (c, i) =>
        new Paragraph({
          keepLines: true,
          alignment: AlignmentType.CENTER,
          spacing: { after: 200 },
          children: [
            new ImageRun({
              type: 'svg',
              data: encoder.encode(c.chartSvg),
              transformation: size,
              fallback: { type: 'png', data: pictures.standIn(pngs[i] as Uint8Array) },
              altText: {
                name: c.name,
                title: `Wear trend: ${[c.name, c.place].filter(Boolean).join(' ')}`,
                description: `Wear trend: ${[c.name, c.place].filter(Boolean).join(' ')}`,
              },
            }),
          ],
        }),
    ),
  ];
}

function bucket(data: ReportData): FileChild[] {
  const b = data.bucket;
  if (b === null) return [];
  const out: FileChild[] = [heading(b.name === 'Bucket' ? 'Bucket' : `Bucket — ${b.name}`)];
  if (b.facts.length > 0) out.push(factGrid(b.facts), spacer());
  if (b.components.length > 0)
    out.push(table(COMPONENT_WIDTHS, COMPONENT_HEADERS, componentRows(b.components)));
  if (b.partTypes.length > 0) {
    out.push(
      heading('Part types', 2),
      table(
        [4, 3, 3],
        ['Part type', 'Observation', 'Value'],
        b.partTypes.flatMap((p) =>
          p.facts.map((f, i): Cell[] => [i === 0 ? { value: p.part, bold: true } : '', f.label, f.value]),
        ),
      ),
    );
  }
  if (b.facts.length + b.components.length + b.partTypes.length === 0)
    out.push(paragraph('No bucket observations recorded.', { italics: true }));
  return out;
}

function photoCell(photo: ReportPhoto, pictures: DocxPictures): Cell {
  const size =
    photo.bytes !== null && /image\/(jpeg|png)/.test(photo.contentType) ? imageSize(photo.bytes) : undefined;
  if (photo.bytes === null || size === undefined) {
    const words = [photo.caption, photo.inspectorCaption, photo.factsLine].filter((w) => w !== undefined);
    return {
      value: ['Photo not available', ...words].join('\n'),
      italics: true,
      colour: MUTED,
      align: 'center',
    };
  }
  const scale = Math.min(PHOTO_BOX.width / size.width, PHOTO_BOX.height / size.height);
  return {
    value: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new ImageRun({
            type: photo.contentType === 'image/png' ? 'png' : 'jpg',
            data: pictures.standIn(photo.bytes),
            transformation: {
              width: Math.round(size.width * scale),
              height: Math.round(size.height * scale),
            },
            altText: { name: photo.caption, title: photo.caption, description: photo.caption },
          }),
        ],
      }),
      ...photoWords(photo),
    ],
  };
}

/**
 * Under a photo: where it belongs, then the inspector's caption and when and where it was taken (decision 0063), so
 * the planner reading the evidence knows what it shows and that it is this visit's.
 */
function photoWords(photo: ReportPhoto): Paragraph[] {
  const line = (children: TextRun[]) => new Paragraph({ alignment: AlignmentType.CENTER, children });
  return [
    line([text(photo.caption, { size: 16, colour: MUTED })]),
    ...(photo.inspectorCaption ? [line([text(photo.inspectorCaption, { size: 18 })])] : []),
    ...(photo.factsLine ? [line([text(photo.factsLine, { size: 16, colour: MUTED })])] : []),
  ];
}

function photos(data: ReportData, pictures: DocxPictures): FileChild[] {
  if (data.photos.length === 0) return [];
  const out: FileChild[] = [heading('Photos')];
  for (const group of data.photos) {
    out.push(heading(group.component, 2));
    const rows: Cell[][] = [];
    for (let i = 0; i < group.photos.length; i += 2) {
      const pair = group.photos.slice(i, i + 2).map((p) => photoCell(p, pictures));
      rows.push(pair.length === 2 ? pair : [...pair, '']);
    }
    out.push(table([1, 1], null, rows));
  }
  return out;
}

function comments(data: ReportData): FileChild[] {
  if (data.comments.length === 0) return [];
  return [
    heading('Comments'),
    table(
      [3, 7],
      ['Where', 'Comment'],
      data.comments.map((c) => [{ value: c.where, bold: true }, c.text]),
    ),
  ];
}

// A submitted report never hides what was left out; a report of a whole inspection says nothing extra.
function notInspected(data: ReportData): FileChild[] {
  if (data.notInspected.length === 0) return [];
  return [
    heading(NOT_INSPECTED_HEADING),
    paragraph(NOT_INSPECTED_INTRO),
    table(
      [3, 7],
      ['Where', 'Not done'],
      data.notInspected.map((g) => [{ value: g.where, bold: true }, g.what.join(', ')]),
    ),
  ];
}

function pageHeader(data: ReportData): Header {
  return new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        border: { bottom: { style: 'single', size: 4, color: 'BFBFBF', space: 4 } },
        children: [
          text(data.title, { bold: true, size: 16, colour: BRAND }),
          new TextRun({
            text: `\t${data.subject} · ${data.inspectionDate}`,
            font: FONT,
            size: 16,
            color: MUTED,
          }),
        ],
      }),
    ],
  });
}

function pageFooter(data: ReportData): Footer {
  const small = { font: FONT, size: 16, color: MUTED };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: `${data.customer} · ${data.site} · generated ${data.reportDate}`, ...small }),
          new TextRun({
            children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            ...small,
          }),
        ],
      }),
    ],
  });
}

/** The report as .docx bytes. */
export async function renderReportDocx(data: ReportData, options: RenderOptions = {}): Promise<Uint8Array> {
  const { doc, pictures } = await reportDocument(data, options);
  return packDocx(doc, pictures);
}

/** The report's package files, for a caller that writes the zip itself (the server streams it). */
export async function renderReportParts(data: ReportData, options: RenderOptions = {}): Promise<DocxPart[]> {
  const { doc, pictures } = await reportDocument(data, options);
  return docxParts(doc, pictures);
}

async function reportDocument(
  data: ReportData,
  options: RenderOptions,
): Promise<{ doc: Document; pictures: DocxPictures }> {
  const pictures = new DocxPictures();
  const body: FileChild[] = [
    ...titleBlock(data, pictures),
    heading('Operation'),
    data.operation.length > 0
      ? factGrid(data.operation)
      : paragraph('No operation data recorded.', { italics: true }),
    heading('Executive summary'),
    paragraph(data.executiveSummary || 'No executive summary recorded.', {
      italics: data.executiveSummary === '',
    }),
    ...notInspected(data),
    ...conditionResults(data),
    ...data.sides.flatMap(sideTable),
    ...(await charts(data, options.rasterise, pictures)),
    ...bucket(data),
    ...photos(data, pictures),
    ...comments(data),
  ];
  const doc = new Document({
    creator: data.inspector,
    title: `${data.title} — ${data.subject}`,
    description: `${data.title} for ${data.subject}, ${data.site}, ${data.customer}`,
    styles: { default: { document: { run: { font: FONT, size: 18 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 567, footer: 567 },
          },
        },
        headers: { default: pageHeader(data) },
        footers: { default: pageFooter(data) },
        children: body,
      },
    ],
  });
  return { doc, pictures };
}
