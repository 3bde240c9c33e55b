import { readFileSync, writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_BYTES_PER_INSPECTION } from '../photos/inspection-budget.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, inspectionWithPhotos } from '../testing/fixtures.ts';
import { cameraJpeg } from '../testing/test-images.ts';
import { postJson } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Decision 0045: ten camera photos of 4096 × 3072 and some 6 MB each (as large as an inspection's photo budget lets ten
// be) took a report to 105 MB and a process past 2.5 GB in a burst. The report now holds each photo at 1600 px and
// writes its file as the client takes it; the photo itself downloads as it was uploaded.

const PHOTOS = 10;
const MB = 1024 * 1024;
/** What one report may add to the process's peak memory: ten 6 MB photos read whole, then zipped, were 170 MB. */
const REPORT_PEAK_GROWTH_MB = 100;

/** This process's resident memory now, and its peak since the last reset, in MB (Linux /proc). */
function memory(): { rssMb: number; peakMb: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
/** Makes VmHWM start again from the current resident memory (proc(5), clear_refs). */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

describe.each(BACKENDS)('a report of ten large photos on $name', (backend) => {
  let server: TestServer;
  let externalId: string;
  let observations: string[];
  let originals: Uint8Array<ArrayBuffer>[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    const withPhotos = inspectionWithPhotos(await fleetFacts(server.db), PHOTOS);
    expect((await postJson(server, 'inspection', withPhotos.request)).status).toBe(200);
    externalId = withPhotos.externalId;
    observations = withPhotos.photos;
    // Two different photos, each uploaded five times: making ten costs this shared machine seconds each.
    const two = [await cameraJpeg(4096, 3072), await cameraJpeg(4096, 3072)];
    originals = observations.map((_, i) => two[i % 2] as Uint8Array<ArrayBuffer>);
    expect(originals.reduce((sum, b) => sum + b.byteLength, 0)).toBeLessThanOrEqual(
      PHOTO_BYTES_PER_INSPECTION,
    );
    for (const [i, ref] of observations.entries()) {
      const answer = await server.fetch(`inspection/upload/${ref}`, {
        method: 'POST',
        body: originals[i],
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(answer.status).toBe(201);
    }
    // The report machinery (the document builder, resvg's WebAssembly) is loaded by a process's first report: that
    // one-time cost is not this report's.
    const other = inspectionRequest(await fleetFacts(server.db));
    expect((await postJson(server, 'inspection', other.request)).status).toBe(200);
    expect((await report(other.externalId)).status).toBe(200);
  }, 300_000);
  afterAll(() => server?.close());

  const report = (id: string) =>
    postJson(server, 'report/generate', { reportType: 'UndercarriageInspection', entityId: id });

  /** The report's file, with the peak memory the process reached while making and sending it. */
  async function measuredReport(): Promise<{ docx: Uint8Array; growthMb: number }> {
    (globalThis as { gc?: () => void }).gc?.();
    const before = memory().rssMb;
    resetPeak();
    const answer = await report(externalId);
    expect(answer.status).toBe(200);
    const docx = new Uint8Array(await answer.arrayBuffer());
    const growthMb = memory().peakMb - before;
    console.log(
      `${backend.name}: report of ${PHOTOS} photos (${(originals.reduce((s, b) => s + b.byteLength, 0) / MB).toFixed(1)} MB stored): ` +
        `${(docx.byteLength / MB).toFixed(1)} MB file, peak ${growthMb.toFixed(0)} MB above ${before.toFixed(0)} MB`,
    );
    return { docx, growthMb };
  }

  it('makes a file whose photos are at most 1600 px, within a memory bound, and keeps the scaled copies', async () => {
    const first = await measuredReport();
    expect(first.growthMb).toBeLessThan(REPORT_PEAK_GROWTH_MB);
    const files = unzipSync(first.docx);
    const photos = Object.keys(files).filter((name) => /^word\/media\/.*\.jpe?g$/.test(name));
    // The two different photos are two pictures of the document (docx stores the same bytes once).
    expect(photos.length).toBeGreaterThanOrEqual(2);
    for (const name of photos) {
      const meta = await sharp(files[name]).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
    }
    // Every photo is in the document: ten pictures drawn.
    const documentXml = new TextDecoder().decode(files['word/document.xml']);
    expect(documentXml.match(/Left Side — Side Frame, photo \d+/g)?.length).toBeGreaterThanOrEqual(PHOTOS);
    expect(documentXml).not.toContain('Photo not available');

    // The copies are kept: the next report reads them, not the originals, and is as small.
    const copies = await sql<{ n: number }>`SELECT count(*)::int AS n FROM photo_report_copies`.execute(
      server.db,
    );
    expect(copies.rows[0]?.n).toBe(PHOTOS);
    const second = await measuredReport();
    expect(second.growthMb).toBeLessThan(REPORT_PEAK_GROWTH_MB);
    const pictures = (docx: Uint8Array) =>
      Object.entries(unzipSync(docx))
        .filter(([name]) => name.startsWith('word/media/'))
        .map(([name, bytes]) => `${name} ${Buffer.from(bytes).toString('base64')}`);
    expect(pictures(second.docx)).toEqual(pictures(first.docx));
  }, 300_000);

  it('downloads each photo as it was uploaded, byte for byte', async () => {
    for (const [i, ref] of observations.entries()) {
      const answer = await server.fetch(`inspection/download/${ref}`);
      expect(answer.status).toBe(200);
      expect(
        Buffer.compare(Buffer.from(await answer.arrayBuffer()), Buffer.from(originals[i] as Uint8Array)),
      ).toBe(0);
    }
  }, 120_000);
});
