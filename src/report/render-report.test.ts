import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRasteriser } from '../server/report/node-rasteriser.ts';
import { assembleReportData } from './report-assemble.ts';
import type { ReportData } from './report-data.ts';
import { fixtureReportSource } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// The Word report of an inspection with both sides measured: the facts it states, the XML that carries them (values,
// status colours, pictures), and what LibreOffice makes of it (pages, text).

const run = promisify(execFile);
let photo: Uint8Array;
let data: ReportData;
let docx: Uint8Array;
let files: Record<string, Uint8Array>;
let xml: string;

beforeAll(async () => {
  photo = await nodeRasteriser()(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#8a7f70"/></svg>',
    400,
  );
  data = assembleReportData(fixtureReportSource({ photo: { bytes: photo, contentType: 'image/png' } }));
  docx = await renderReportDocx(data, { rasterise: nodeRasteriser() });
  files = unzipSync(docx);
  xml = strFromU8(files['word/document.xml'] as Uint8Array);
}, 60_000);

describe('report data', () => {
  it('names the machine and puts the machine photo on the cover, the others in report order', () => {
    expect(data.machine).toBe('P&H 4100XPC · ERS');
    expect(data.coverPhoto?.caption).toBe('SH-0107, machine photo');
    expect(data.photos.map((g) => g.component)).toEqual([
      'Left Side — Side Frame',
      'Left Side — Shoes — Pitch Extension',
      'Left Side — Roller Assemblies — Load Rollers — Position 2',
      'Right Side — Side Frame',
      'Ground Engaging Tools — Teeth — Position 3',
    ]);
    expect(data.photos[2]?.photos[0]?.caption).toBe(
      'Left Side — Roller Assemblies — Load Rollers — Position 2, photo 1',
    );
  });

  it('lists the bucket’s specifications and part types, without the screens’ bookkeeping', () => {
    expect(data.bucket).toMatchObject({
      name: 'SH-0107 Bucket',
      facts: [
        { label: 'Serial Number', value: 'SN-88231' },
        { label: 'Manufacturer', value: 'ESCO' },
        { label: 'GET Fitment', value: 'ESCO Ultralok' },
      ],
      partTypes: [
        {
          part: 'Ground Engaging Tools — Teeth',
          facts: [
            { label: 'Qty', value: '8' },
            { label: 'Changeout', value: 'Same parts' },
          ],
        },
      ],
    });
    expect(data.comments).toContainEqual({
      where: 'Ground Engaging Tools',
      text: 'Two teeth past the wear limit.',
    });
  });

  it('names a bucket inspected in a yard by the bucket, with the yard as where it stands', () => {
    const source = fixtureReportSource();
    const yard = assembleReportData({
      ...source,
      reportType: 'BucketInspection',
      subject: {
        kind: 'mineLocation',
        name: 'Bucket Yard North',
        customer: 'Pilbara Iron',
        site: 'Karratha North',
      },
    });
    expect([yard.subjectLabel, yard.subject, yard.location]).toEqual([
      'Bucket',
      'SH-0107 Bucket',
      'Bucket Yard North',
    ]);
    expect(yard.fileName).toBe('SH-0107 Bucket Bucket Inspection 2026-11-01.docx');
    expect([data.subjectLabel, data.subject, data.location]).toEqual(['Asset', 'SH-0107', '']);
  });

  it('has no condition groups and no sides when nothing was recorded', () => {
    const source = fixtureReportSource();
    const empty = { ...source.facts, inspection: { ...source.facts.inspection, observations: [] } };
    const quiet = assembleReportData({ ...source, observations: [], facts: empty });
    expect(quiet.conditionGroups).toEqual([]);
    expect(quiet.sides).toEqual([]);
  });
});

describe('the .docx', () => {
  it('holds the title block, the values and the action colours', () => {
    for (const text of [
      'SH-0107',
      'Pilbara Iron',
      'Karratha North',
      'Ana Inspector',
      '01 Nov 26 • 12:00PM',
      '24,000 h',
    ]) {
      expect(xml).toContain(text);
    }
    expect(xml).toContain('12.60 mm');
    expect(xml).toContain('Monitor / Maintenance');
    expect(xml).toMatch(/w:fill="FFCD83"/);
    expect(xml).toMatch(/w:fill="F7B2B2"/);
    expect(xml).toContain('Changeout Immediately');
  });

  it('embeds each chart as SVG with a PNG twin, and the photos', () => {
    const media = Object.keys(files).filter((name) => name.startsWith('word/media/'));
    const charts = [...data.sides.flatMap((s) => s.components), ...(data.bucket?.components ?? [])].filter(
      (c) => c.chartSvg !== null,
    ).length;
    expect(media.filter((m) => m.endsWith('.svg'))).toHaveLength(charts);
    expect(media.filter((m) => m.endsWith('.png')).length).toBeGreaterThanOrEqual(charts + 1);
    expect(xml).toContain('asvg:svgBlip');
  });

  it('says so when there are no condition results', async () => {
    const source = fixtureReportSource();
    const empty = { ...source.facts, inspection: { ...source.facts.inspection, observations: [] } };
    const bytes = await renderReportDocx(assembleReportData({ ...source, observations: [], facts: empty }));
    expect(strFromU8(unzipSync(bytes)['word/document.xml'] as Uint8Array)).toContain(
      'No condition results available',
    );
  });
});

describe('LibreOffice', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'report-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens the report and prints it on several numbered pages with its facts', async () => {
    const file = path.join(dir, 'report.docx');
    await writeFile(file, docx);
    await run(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        file,
      ],
      {
        timeout: 120_000,
      },
    );
    const pdf = path.join(dir, 'report.pdf');
    const info = (await run('pdfinfo', [pdf])).stdout;
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(4);
    const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout;
    expect(text).toContain('UNDERCARRIAGE INSPECTION REPORT');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain('Schedule Changeout');
    expect(text).toContain('Wear went down from 75.8% to 45.5%');
    expect((await readFile(pdf)).byteLength).toBeGreaterThan(10_000);
  }, 180_000);
});
