import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule as prepareReader, readBarcodes } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter } from 'zxing-wasm/writer';
import type { TagToPrint } from '../../worker/contract.ts';
import type { LabelSizeId } from './label-sizes.ts';
import { makeTagSheet } from './tag-sheet.ts';

// The printed sheet, proven as a printer would take it: the PDF rendered by Poppler (pdftoppm), every code on every
// page read back by the app's own decoder (ZXing's reader, as the scan's worker uses), each to the tag it was drawn for.

const run = promisify(execFile);
const ORIGIN = 'https://inspect.mine.example';
const installed = (file: string) => createRequire(import.meta.url).resolve(file);

const TAGS: TagToPrint[] = [
  { kind: 'machine', name: 'EX-204', serial: 'Machine 204', path: '/tag/machine/204' },
  { kind: 'machine', name: 'Dozer (D11) \\ north pit', serial: 'Machine 7', path: '/tag/machine/7' },
  {
    kind: 'machine',
    name: 'A very long machine name that cannot fit under its code on any label at all',
    serial: 'Machine 123456',
    path: '/tag/machine/123456',
  },
  { kind: 'bucket', name: 'Bucket São José', serial: 'S/N BKT-0042-A', path: '/tag/bucket/BKT-0042-A' },
  { kind: 'bucket', name: 'Spare bucket', serial: 'S/N 77 A/B', path: '/tag/bucket/77%20A%2FB' },
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tag-sheet-'));
  prepareWriter({
    overrides: { wasmBinary: (await readFile(installed('zxing-wasm/writer/zxing_writer.wasm'))).buffer },
  });
  prepareReader({
    overrides: { wasmBinary: (await readFile(installed('zxing-wasm/reader/zxing_reader.wasm'))).buffer },
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The sheet written, rendered at 200 dpi, and each page's codes and text. */
async function printed(sizeId: LabelSizeId, tags: readonly TagToPrint[]) {
  const sheet = await makeTagSheet(tags, sizeId, ORIGIN, 'Tags of Karratha');
  const pdf = path.join(dir, `${sizeId}.pdf`);
  await writeFile(pdf, Buffer.concat(sheet.parts));
  const info = (await run('pdfinfo', [pdf])).stdout;
  await run('pdftoppm', ['-r', '200', '-png', pdf, path.join(dir, sizeId)]);
  const pngs = (await readdir(dir)).filter((f) => f.startsWith(`${sizeId}-`) && f.endsWith('.png')).sort();
  const codes: string[][] = [];
  for (const png of pngs) {
    const found = await readBarcodes(await readFile(path.join(dir, png)), {
      formats: ['QRCode'],
      maxNumberOfSymbols: 50,
    });
    codes.push(found.filter((code) => code.isValid).map((code) => code.text));
  }
  const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout;
  return { sheet, info, codes, text };
}

describe('a tag sheet', () => {
  it('on A4: all tags on one page, every code read back to its URL, names and serials under them', async () => {
    const { sheet, info, codes, text } = await printed('a4-3x8', TAGS);
    expect(sheet.pages).toBe(1);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(codes[0]?.toSorted()).toEqual(
      [
        'https://inspect.mine.example/tag/bucket/77%20A%2FB',
        'https://inspect.mine.example/tag/bucket/BKT-0042-A',
        'https://inspect.mine.example/tag/machine/123456',
        'https://inspect.mine.example/tag/machine/204',
        'https://inspect.mine.example/tag/machine/7',
      ].toSorted(),
    );
    for (const words of [
      'EX-204',
      'Machine 204',
      'Dozer (D11) \\ north pit',
      'Bucket São José',
      'S/N 77 A/B',
    ])
      expect(text).toContain(words);
    // A name too long for the label is cut where it fits, and says so.
    expect(text).toMatch(/A very long machine name[^\n]*\.\.\./);
  }, 60_000);

  it('on a 50 × 30 mm label printer: one tag a page, in order, each code naming its own tag', async () => {
    const { sheet, info, codes, text } = await printed('label-50x30', TAGS);
    expect(sheet.pages).toBe(5);
    expect(info).toMatch(/Page size:\s+141\.73 x 85\.04 pts/);
    expect(codes).toEqual([
      ['https://inspect.mine.example/tag/machine/204'],
      ['https://inspect.mine.example/tag/machine/7'],
      ['https://inspect.mine.example/tag/machine/123456'],
      ['https://inspect.mine.example/tag/bucket/BKT-0042-A'],
      ['https://inspect.mine.example/tag/bucket/77%20A%2FB'],
    ]);
    const pages = text.split('\f');
    expect(pages[0]).toContain('EX-204');
    expect(pages[3]).toContain('S/N BKT-0042-A');
  }, 60_000);

  it('a fleet of 1,000 machines on Letter: 100 pages, progress told as it goes', async () => {
    const fleet = Array.from({ length: 1000 }, (_, i): TagToPrint => ({
      kind: 'machine',
      name: `EX-${String(i + 1).padStart(4, '0')}`,
      serial: `Machine ${i + 1}`,
      path: `/tag/machine/${i + 1}`,
    }));
    const told: number[] = [];
    const sheet = await makeTagSheet(fleet, 'letter-2x5', ORIGIN, 'Fleet', (done) => told.push(done));
    expect(sheet.pages).toBe(100);
    expect(told.at(-1)).toBe(1000);
    expect(told.length).toBe(40);
    // A few kilobytes a page: a large fleet's file stays small enough to send or print.
    expect(sheet.parts.reduce((n, part) => n + part.byteLength, 0)).toBeLessThan(1_000_000);
  }, 60_000);
});
