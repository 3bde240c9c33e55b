import { runOnlyBench, type OnlyBenchOptions } from './only-bench.ts';
import { measurePhotos, type PhotoFigures } from './photo-bench.ts';
import { benchInspection } from './synced-page.ts';
import { photoRows } from './report.ts';

// `npm run bench -- --only photos [--scale demo] [--port P] [--out FILE]`: only the photo figures of the bench. The
// app syncs the fleet in a browser profile, then the photo measures (photo-bench.ts) on its first inspection in
// progress. Prints the photo rows of the table; writes the photo keys of the bench JSON.

export function runPhotoBench(options: OnlyBenchOptions): Promise<void> {
  return runOnlyBench(options, {
    title: 'Photos',
    rawKey: 'photos',
    measure: async (page, log) => {
      const inspection = await benchInspection(page);
      log(`photos on inspection ${inspection}`);
      return measurePhotos(page, inspection);
    },
    keys: photoKeys,
    rows: photoRows,
  });
}

/** The bench JSON's photo keys (issue targets: p95 < 1,000 ms, no long task, 20 photos < 15 s and < 20 MB). */
export function photoKeys(photos: PhotoFigures) {
  return {
    photoThumbnailP95Ms: photos.thumbnailP95Ms,
    photoLongTasks: photos.longTasks,
    photoBatchMs: photos.batchMs,
    photoBatchHeapMb: photos.batchHeapGrowthMb,
    // Issue 54 (targets p95 < 1,000 ms, no long task); read against photoThumbnailP95Ms of the same run.
    photoMarkupSaveP95Ms: photos.markup.saveP95Ms,
    photoMarkupLongTasks: photos.markup.longTasks,
  };
}
