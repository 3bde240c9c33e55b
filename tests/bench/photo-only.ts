import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { firstInProgress, measurePhotos, type PhotoFigures } from './photo-bench.ts';
import { photoRows, printRows } from './report.ts';
import { syncedPage } from './synced-page.ts';

// `npm run bench -- --only photos [--scale demo] [--port P] [--out FILE]`: only the photo figures of the bench. The
// app syncs the fleet in a browser profile, then the photo measures (photo-bench.ts) on its first inspection in
// progress. Prints the photo rows of the table; writes the photo keys of the bench JSON.

export async function runPhotoBench(options: {
  readonly scale: 'demo' | 'large';
  readonly port: number;
  readonly out: string;
  readonly log: (message: string) => void;
}): Promise<void> {
  const dataDir = await makeDataDir();
  options.log(`seeding the ${options.scale} fleet in ${dataDir}`);
  await seedFleet(dataDir, options.scale, options.port);
  // Removes the data directory when it stops.
  const server = await startServerProcess(options.port, { dataDir });
  try {
    const photos = await withProfile(async (context) => {
      options.log('syncing the fleet');
      const page = await syncedPage(context, server);
      const inspection = await firstInProgress(page);
      options.log(`photos on inspection ${inspection}`);
      return measurePhotos(page, inspection);
    });
    const result = {
      date: new Date().toISOString(),
      scale: options.scale,
      ...photoKeys(photos),
      raw: { photos },
    };
    await mkdir(path.dirname(options.out), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(result, null, 2)}\n`);
    printRows(`Photos: ${options.scale} fleet`, photoRows(photos));
    options.log(`wrote ${options.out}`);
  } finally {
    await server.stop();
  }
}

/** The bench JSON's photo keys (issue targets: p95 < 1,000 ms, no long task, 20 photos < 15 s and < 20 MB). */
export function photoKeys(photos: PhotoFigures) {
  return {
    photoThumbnailP95Ms: photos.thumbnailP95Ms,
    photoLongTasks: photos.longTasks,
    photoBatchMs: photos.batchMs,
    photoBatchHeapMb: photos.batchHeapGrowthMb,
  };
}
