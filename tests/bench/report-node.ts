// `node tests/bench/report-node.ts [--photos 40] [--runs 3]`: the report module alone in Node, as the server runs it
// (the fixture inspection with both sides measured and N distinct JPEG-sized photos), in a fresh process so the first
// run pays what a first report pays: the docx module, the rasteriser's WebAssembly and fonts, the first build.
// Prints one JSON line: importMs, then each run's total and its steps (charts, the document and its zip).
import { randomFillSync } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '40' },
    runs: { type: 'string', default: '3' },
    warm: { type: 'boolean', default: false },
  },
});
const photoCount = Number(values.photos);
const runs = Number(values.runs);

/** A JPEG-shaped file of about 150 KB (1600 × 1200): its header says its size, its body is as incompressible as a photo's. */
function syntheticJpeg(): Uint8Array {
  const body = randomFillSync(new Uint8Array(150_000));
  // 0xFF in entropy-coded data would be a marker; keep the body free of it.
  for (let i = 0; i < body.length; i++) if (body[i] === 0xff) body[i] = 0xfe;
  const header = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x06, 0x40, 0x03];
  const out = new Uint8Array(header.length + 15 + body.length + 2);
  out.set(header);
  out.set(body, header.length + 15);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

const importStarted = performance.now();
const [{ assembleReportData }, { fixtureReportSource }, { renderReportDocx }, { nodeRasteriser }, warmUp] =
  await Promise.all([
    import('../../src/report/report-assemble.ts'),
    import('../../src/report/report-source.fixture.ts'),
    import('../../src/report/render-report.ts'),
    import('../../src/server/report/node-rasteriser.ts'),
    import('../../src/report/report-warm-up.ts'),
  ]);
const importMs = performance.now() - importStarted;

let warmUpMs: number | undefined;
if (values.warm) {
  const started = performance.now();
  await warmUp.warmUpReport(nodeRasteriser());
  warmUpMs = performance.now() - started;
}

const source = fixtureReportSource({ photoCount });
for (const photo of source.photos) {
  photo.bytes = syntheticJpeg();
  photo.contentType = 'image/jpeg';
}

const results: { totalMs: number; bytes: number }[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const data = assembleReportData({ ...source, reportDate: new Date().toISOString() });
  const bytes = await renderReportDocx(data, { rasterise: nodeRasteriser() });
  results.push({ totalMs: Math.round(performance.now() - started), bytes: bytes.byteLength });
}
process.stdout.write(
  `${JSON.stringify({ photos: photoCount, importMs: Math.round(importMs), warmUpMs: warmUpMs && Math.round(warmUpMs), runs: results })}\n`,
);
