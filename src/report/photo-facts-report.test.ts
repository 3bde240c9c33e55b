import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { nodeRasteriser } from '../server/report/node-rasteriser.ts';
import { assembleReportData } from './report-assemble.ts';
import { fixtureReportSource } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// Under each photo of the report: the inspector's caption, then when and where it was taken (issue 54, decision 0063).

const COVER = 'p0000000-0000-4000-8000-000000000000';
const SIDE_FRAME = 'p0000001-0000-4000-8000-000000000000';

function source(bytes: Uint8Array | null) {
  const s = fixtureReportSource(bytes === null ? {} : { photo: { bytes, contentType: 'image/png' } });
  s.observations.push(
    {
      identifier: 'Photo.Facts',
      value: JSON.stringify({
        photo: SIDE_FRAME,
        caption: 'Crack at the weld, left rear',
        taken: '2026-12-03T08:34:12+08:00',
        place: { latitude: -23.3612, longitude: 119.7318, accuracy: 8 },
      }),
    },
    { identifier: 'Photo.Facts', value: JSON.stringify({ photo: COVER, taken: '2026-12-02T16:05:00' }) },
  );
  return s;
}

describe('a photo in the report', () => {
  it('carries its caption and "Taken" line, and just the time without a place', () => {
    const data = assembleReportData(source(null));
    expect(data.coverPhoto).toMatchObject({ factsLine: 'Taken 02 Dec 2026 16:05' });
    expect(data.coverPhoto?.inspectorCaption).toBeUndefined();
    const sideFrame = data.photos
      .flatMap((g) => g.photos)
      .find((p) => p.observationExternalId === SIDE_FRAME);
    expect(sideFrame).toMatchObject({
      caption: 'Left Side — Side Frame, photo 1',
      inspectorCaption: 'Crack at the weld, left rear',
      factsLine: 'Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m',
    });
    // A photo kept before captions and times has neither.
    const other = data.photos.flatMap((g) => g.photos).find((p) => p.observationExternalId !== SIDE_FRAME);
    expect(other?.factsLine).toBeUndefined();
  });

  it('writes them under the picture in the Word document, and under "Photo not available"', async () => {
    const photo = await nodeRasteriser()(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
      40,
    );
    for (const bytes of [photo, null]) {
      const docx = await renderReportDocx(assembleReportData(source(bytes)), { rasterise: nodeRasteriser() });
      const xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
      const text = xml.replace(/<[^>]+>/g, '');
      const at = text.indexOf('Left Side — Side Frame, photo 1');
      expect(at).toBeGreaterThan(-1);
      const after = text.slice(at);
      expect(after.indexOf('Crack at the weld, left rear')).toBeGreaterThan(0);
      expect(after.indexOf('Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m')).toBeGreaterThan(
        after.indexOf('Crack at the weld, left rear'),
      );
      // The cover shows its photo only when there is one to show.
      if (bytes !== null) expect(text).toContain('Taken 02 Dec 2026 16:05');
    }
  }, 60_000);
});
