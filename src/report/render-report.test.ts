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
  it('states each component’s measurement, wear, action, previous reading, change and forecast', () => {
    const left = data.sides.find((s) => s.name === 'Left Side');
    const pitch = left?.components.find((c) => c.name === 'Pitch Extension (tape measure)');
    expect(pitch).toMatchObject({
      measurement: '8.04 mm',
      wear: '67.0 %',
      action: {
        name: 'MonitorMaintenance',
        label: 'Monitor / Maintenance',
        colour: '#FFCD83',
        textColour: '#000000',
      },
      previous: { measurement: '6.96 mm', wear: '58.0 %', machineHours: '12,310 h' },
      change: '+9.0 % since previous',
    });
    expect(pitch?.forecast100).toMatch(/^1\d,\d{3} h \(≈ \w{3} \d{2}\)$/);
    expect(pitch?.chartSvg).toContain('<svg');
  });

  it('warns when wear went down with no changeout, and files the parts under the spec’s condition groups', () => {
    const right = data.sides.find((s) => s.name === 'Right Side');
    const lug = right?.components.find((c) => c.name === 'Shoes — Drive Lug');
    expect(lug?.plausibility).toEqual(['Wear went down from 75.8% to 45.5% with no changeout in between']);
    expect(data.conditionGroups.map((g) => g.name)).toEqual([
      'Changeout Immediately',
      'Monitor / Maintenance',
      'Monitor',
    ]);
    expect(data.conditionGroups[0]?.rows).toEqual([
      { part: 'Idler — Front', left: '', right: 'Changeout', qty: null },
    ]);
  });

  it('lists the bucket’s specifications and parts, without the screens’ bookkeeping', () => {
    expect(data.bucket).toEqual({
      name: 'EX-204 Bucket',
      facts: [
        { label: 'Serial Number', value: 'SN-88231' },
        { label: 'Manufacturer', value: 'ESCO' },
        { label: 'GET Fitment', value: 'ESCO Ultralok' },
      ],
      parts: [
        {
          part: 'Ground Engaging Tools — Teeth',
          facts: [
            { label: 'Condition', value: 'Monitor' },
            { label: 'Qty', value: '9' },
            { label: 'Changeout', value: 'NO' },
          ],
        },
      ],
    });
    expect(data.comments).toContainEqual({
      where: 'Ground Engaging Tools',
      text: 'Two teeth close to the wear limit.',
    });
  });

  it('has no condition groups when nothing is of order 2 or above', () => {
    const source = fixtureReportSource();
    const quiet = assembleReportData({ ...source, observations: [], history: [] });
    expect(quiet.conditionGroups).toEqual([]);
    expect(quiet.sides).toEqual([]);
  });
});

describe('the .docx', () => {
  it('holds the title block, the values and the action colours', () => {
    for (const text of [
      'EX-204',
      'Pilbara Iron',
      'Karratha North',
      'Ana Inspector',
      '21 Nov 26 • 08:00AM',
      '12,880 h',
    ]) {
      expect(xml).toContain(text);
    }
    expect(xml).toContain('8.04 mm');
    expect(xml).toContain('Monitor / Maintenance');
    expect(xml).toMatch(/w:fill="FFCD83"/);
    expect(xml).toMatch(/w:fill="F7B2B2"/);
    expect(xml).toContain('Changeout Immediately');
  });

  it('embeds each chart as SVG with a PNG twin, and the photos', () => {
    const media = Object.keys(files).filter((name) => name.startsWith('word/media/'));
    const charts = data.sides.flatMap((s) => s.components).length;
    expect(media.filter((m) => m.endsWith('.svg'))).toHaveLength(charts);
    expect(media.filter((m) => m.endsWith('.png')).length).toBeGreaterThanOrEqual(charts + 1);
    expect(xml).toContain('asvg:svgBlip');
  });

  it('says so when there are no condition results', async () => {
    const source = fixtureReportSource();
    const bytes = await renderReportDocx(assembleReportData({ ...source, observations: [], history: [] }));
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
