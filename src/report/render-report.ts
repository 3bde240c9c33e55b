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
import type { Translator } from '../i18n/catalogues.ts';
import { docxParts, DocxPictures, packDocx, type DocxPart } from './docx-package.ts';
import { imageSize } from './image-size.ts';
import { formatDay } from './report-format.ts';
import { reportWordsOf, type ReportWords } from './report-words.ts';
import type { ReportComponent, ReportData, ReportPhoto, ReportSide } from './report-data.ts';
import type { SvgRasteriser } from './svg-to-png.ts';

export interface RenderOptions {
  /** Makes the PNG twin of each chart; without it the charts are left out (Word needs a PNG beside an SVG). */
  rasterise?: SvgRasteriser;
  /** The report's language (decision 0065), the same translator its data was assembled with; English without. */
  words?: Translator;
}

const CHART_PX = { width: 640, height: 320 };
/** Charts and photos in points of 1/96 inch (the docx library's unit for picture sizes). */
const CHART_WIDTH = 620;
const PHOTO_BOX = { width: 300, height: 225 };

/** The cover: title, the machine (model and type), the facts of the visit, and the machine photo. */
function titleBlock(data: ReportData, pictures: DocxPictures, w: ReportWords): FileChild[] {
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
      ...(data.location === '' ? [] : [{ label: w.mineLocation, value: data.location }]),
      ...(data.machine === '' ? [] : [{ label: w.machine, value: data.machine }]),
      { label: w.customer, value: data.customer },
      { label: w.site, value: data.site },
      { label: w.inspector, value: data.inspector },
      { label: w.inspectionDate, value: data.inspectionDate },
      { label: w.reportDate, value: data.reportDate },
      { label: w.lockOnTime, value: data.lockOnTime },
      { label: w.lockOffTime, value: data.lockOffTime },
      { label: w.status, value: data.status },
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

function conditionResults(data: ReportData, w: ReportWords): FileChild[] {
  const out: FileChild[] = [heading(w.conditionResults)];
  if (data.conditionGroups.length === 0) return [...out, paragraph(w.noConditionResults)];
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
  return [...out, table([4.2, 2.6, 2.6, 0.9], [w.part, w.left, w.right, w.qty], rows)];
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
function componentRows(components: readonly ReportComponent[], w: ReportWords): Cell[][] {
  const rows: Cell[][] = [];
  for (const c of components) {
    const previous = c.previous
      ? `${c.previous.measurement} · ${c.previous.wear}\n${[formatDay(c.previous.date, w.locale), c.previous.machineHours].filter(Boolean).join(' · ')}`
      : '—';
    rows.push([
      { value: componentCell(c) },
      [c.measurement, c.instrument === '' ? '' : w.byInstrument(c.instrument), ...c.otherReadings]
        .filter(Boolean)
        .join('\n'),
      {
        value: c.wear ? `${c.wear}${c.wearChange ? `\n${c.wearChange}` : ''}` : '—',
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
        { value: w.check(warning), italics: true, colour: '#8A5A00', fill: '#FFF4E0', columnSpan: 6 },
      ]);
    }
  }
  return rows;
}

const COMPONENT_WIDTHS = [2.6, 2.5, 1.5, 2.2, 2.4, 3.0];
const componentHeaders = (w: ReportWords) => [
  w.component,
  w.measurement,
  w.wear,
  w.action,
  w.previous,
  w.forecast,
];

function sideTable(side: ReportSide, w: ReportWords): FileChild[] {
  const out: FileChild[] = [heading(w.undercarriageSide(side.name))];
  if (side.components.length === 0) out.push(paragraph(w.nothingOnSide, { italics: true }));
  else out.push(table(COMPONENT_WIDTHS, componentHeaders(w), componentRows(side.components, w)));
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
  w: ReportWords,
): Promise<FileChild[]> {
  const list = chartsOf(data);
  if (list.length === 0 || rasterise === undefined) return [];
  const pngs = await rasteriseCharts(data, rasterise);
  const encoder = new TextEncoder();
  const size = { width: CHART_WIDTH, height: (CHART_WIDTH * CHART_PX.height) / CHART_PX.width };
  return [
    heading(w.wearTrends),
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
                title: w.wearTrend([c.name, c.place].filter(Boolean).join(' ')),
                description: w.wearTrend([c.name, c.place].filter(Boolean).join(' ')),
              },
            }),
          ],
        }),
    ),
  ];
}

function bucket(data: ReportData, w: ReportWords): FileChild[] {
  const b = data.bucket;
  if (b === null) return [];
  const out: FileChild[] = [heading(b.name === w.bucket ? w.bucket : w.bucketNamed(b.name))];
  if (b.facts.length > 0) out.push(factGrid(b.facts), spacer());
  if (b.components.length > 0)
    out.push(table(COMPONENT_WIDTHS, componentHeaders(w), componentRows(b.components, w)));
  if (b.partTypes.length > 0) {
    out.push(
      heading(w.partTypes, 2),
      table(
        [4, 3, 3],
        [w.partType, w.observation, w.value],
        b.partTypes.flatMap((p) =>
          p.facts.map((f, i): Cell[] => [i === 0 ? { value: p.part, bold: true } : '', f.label, f.value]),
        ),
      ),
    );
  }
  if (b.facts.length + b.components.length + b.partTypes.length === 0)
    out.push(paragraph(w.noBucket, { italics: true }));
  return out;
}

function photoCell(photo: ReportPhoto, pictures: DocxPictures, w: ReportWords): Cell {
  const size =
    photo.bytes !== null && /image\/(jpeg|png)/.test(photo.contentType) ? imageSize(photo.bytes) : undefined;
  if (photo.bytes === null || size === undefined) {
    const words = [photo.caption, photo.inspectorCaption, photo.factsLine].filter((w) => w !== undefined);
    return {
      value: [w.photoMissing, ...words].join('\n'),
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

function photos(data: ReportData, pictures: DocxPictures, w: ReportWords): FileChild[] {
  if (data.photos.length === 0) return [];
  const out: FileChild[] = [heading(w.photos)];
  for (const group of data.photos) {
    out.push(heading(group.component, 2));
    const rows: Cell[][] = [];
    for (let i = 0; i < group.photos.length; i += 2) {
      const pair = group.photos.slice(i, i + 2).map((p) => photoCell(p, pictures, w));
      rows.push(pair.length === 2 ? pair : [...pair, '']);
    }
    out.push(table([1, 1], null, rows));
  }
  return out;
}

function comments(data: ReportData, w: ReportWords): FileChild[] {
  if (data.comments.length === 0) return [];
  return [
    heading(w.comments),
    table(
      [3, 7],
      [w.where, w.comment],
      data.comments.map((c) => [{ value: c.where, bold: true }, c.text]),
    ),
  ];
}

// A submitted report never hides what was left out; a report of a whole inspection says nothing extra.
function notInspected(data: ReportData, w: ReportWords): FileChild[] {
  if (data.notInspected.length === 0) return [];
  return [
    heading(w.notInspected),
    paragraph(w.notInspectedIntro),
    table(
      [3, 7],
      [w.where, w.notDone],
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

function pageFooter(data: ReportData, w: ReportWords): Footer {
  const small = { font: FONT, size: 16, color: MUTED };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({
            text: `${data.customer} · ${data.site} · ${w.generated(data.reportDate)}`,
            ...small,
          }),
          new TextRun({
            children: [`\t${w.page} `, PageNumber.CURRENT, ` ${w.of} `, PageNumber.TOTAL_PAGES],
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
  const w = reportWordsOf(options.words);
  const body: FileChild[] = [
    ...titleBlock(data, pictures, w),
    heading(w.operation),
    data.operation.length > 0 ? factGrid(data.operation) : paragraph(w.noOperation, { italics: true }),
    heading(w.executiveSummary),
    paragraph(data.executiveSummary || w.noExecutiveSummary, {
      italics: data.executiveSummary === '',
    }),
    ...notInspected(data, w),
    ...conditionResults(data, w),
    ...data.sides.flatMap((side) => sideTable(side, w)),
    ...(await charts(data, options.rasterise, pictures, w)),
    ...bucket(data, w),
    ...photos(data, pictures, w),
    ...comments(data, w),
  ];
  const doc = new Document({
    creator: data.inspector,
    title: `${data.title} — ${data.subject}`,
    description: w.description({
      title: data.title,
      subject: data.subject,
      site: data.site,
      customer: data.customer,
    }),
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
        footers: { default: pageFooter(data, w) },
        children: body,
      },
    ],
  });
  return { doc, pictures };
}
