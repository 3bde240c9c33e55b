import { rm } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { writeCameraJpegs, type CameraJpegs } from './camera-jpeg.ts';
import { measureMarkup, type MarkupFigures } from './photo-markup-bench.ts';
import { WorkerHeapSampler } from './worker-heap.ts';
import { percentile } from './percentile.ts';

// Photos under the same 4× CPU throttle as the recording screens, with 12 MP camera JPEGs the bench draws
// (camera-jpeg.ts), chosen through the field's file input as a tablet's camera hands them over:
// - one photo at a time on Machine Photo, 10 times: from the input's change event to its thumbnail loaded in the page,
//   and the page's long tasks in between;
// - 20 photos chosen at once on a side frame: from the change event to the last thumbnail loaded, and the growth of
//   the workers' JS heaps meanwhile;
// - the last of the single photos marked up and saved, 10 times (photo-markup-bench.ts).

export interface PhotoFigures {
  readonly cpuThrottle: number;
  /** The camera files' sizes (bytes, each). */
  readonly cameraBytes: readonly number[];
  /** One photo: change event to its thumbnail loaded, each of the runs (ms). */
  readonly thumbnailMs: readonly number[];
  readonly thumbnailP50Ms: number;
  readonly thumbnailP95Ms: number;
  /** Main-thread tasks over 50 ms between a change event and its thumbnail, all single photos and the batch. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** Their durations, single photos first (ms). */
  readonly longTaskMs: readonly number[];
  /** A control: long tasks of the same page (Machine Photo, CPU 4×) left alone for 3 s before the first photo. */
  readonly idleLongTasks: number;
  /** The thumbnail as the page decoded it (the largest of all runs). */
  readonly thumbnailMaxSide: number;
  /** The photo as stored for the server (the last single photo): width × height and bytes. */
  readonly stored: { readonly width: number; readonly height: number; readonly bytes: number };
  /** 20 photos chosen at once: change event to each thumbnail loaded, in order (ms). */
  readonly batchThumbnailMs: readonly number[];
  readonly batchMs: number;
  /** The workers' JS heaps: the peak during the batch less the sum just before it (MB). */
  readonly batchHeapGrowthMb: number;
  readonly batchHeapBeforeMb: number;
  readonly batchHeapPeakMb: number;
  /** After the batch, once the worker has let go (the last sample). */
  readonly batchHeapAfterMb: number;
  /** Issue 54: the cover photo marked up and saved; its reference is `thumbnailMs`, the same photo taken. */
  readonly markup: MarkupFigures;
}

const MB = 2 ** 20;

declare global {
  var benchPhoto:
    | {
        changes: number[];
        tasks: { start: number; duration: number }[];
        loads: { at: number; alt: string; src: string; side: number }[];
      }
    | undefined;
}

/** In the page: notes change events of file inputs, image loads and long tasks on the page's own clock. */
export function installPhotoProbes(): void {
  const state: NonNullable<typeof globalThis.benchPhoto> = { changes: [], tasks: [], loads: [] };
  globalThis.benchPhoto = state;
  document.addEventListener('change', () => state.changes.push(performance.now()), true);
  // Load events do not bubble; in the capture phase the document sees every image's.
  document.addEventListener(
    'load',
    (event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement)) return;
      state.loads.push({
        at: performance.now(),
        alt: img.alt,
        src: img.src,
        side: Math.max(img.naturalWidth, img.naturalHeight),
      });
    },
    true,
  );
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => state.tasks.push({ start: e.startTime, duration: e.duration })),
  ).observe({ type: 'longtask' });
}

/** In the page: resolves once `count` loads of images whose alt matches have come in after `from` loads. */
export function waitForLoads(args: {
  alt: string;
  from: number;
  count: number;
  timeoutMs: number;
}): Promise<void> {
  const pattern = new RegExp(args.alt);
  // Checked on each image load only: no polling on the throttled main thread.
  return new Promise((resolve, reject) => {
    const loaded = () =>
      new Set(
        (globalThis.benchPhoto?.loads ?? [])
          .slice(args.from)
          .filter((l) => pattern.test(l.alt))
          .map((l) => l.src),
      ).size;
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('load', check, true);
    };
    const check = () => {
      // After the probe's own listener (added first) has noted this load.
      if (loaded() >= args.count) {
        done();
        resolve();
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`only ${loaded()} thumbnails loaded`));
    }, args.timeoutMs);
    document.addEventListener('load', check, true);
    check();
  });
}

async function probe(page: Page) {
  const state = await page.evaluate(() => globalThis.benchPhoto);
  if (!state) throw new Error('no photo probes in the page');
  return state;
}

/** Photos on an inspection in progress of a machine with an undercarriage. */
export async function measurePhotos(
  page: Page,
  inspection: string,
  options: {
    singles?: number;
    batch?: number;
    camera?: CameraJpegs;
    log?: (message: string) => void;
  } = {},
): Promise<PhotoFigures> {
  const log = options.log ?? (() => undefined);
  const singles = options.singles ?? 10;
  const batch = options.batch ?? 20;
  const camera = options.camera ?? (await writeCameraJpegs(page.context(), Math.max(singles, batch)));
  try {
    const figures = await measureWith(page, inspection, camera, singles, batch, log);
    log('photos: waiting for their uploads');
    await uploadsDone(page, inspection);
    return figures;
  } finally {
    if (!options.camera) await rm(camera.dir, { recursive: true, force: true });
  }
}

/**
 * Resolves once the photos taken on `inspection` have left for the server (uploaded, or failed with a reason), so the
 * measures after these do not share the machine with their uploads. Only this inspection's: the report bench's
 * photos, added through the developer's door to another inspector's completed inspection, are never accepted
 * upstream and stay queued.
 */
async function uploadsDone(page: Page, inspection: string): Promise<void> {
  const pending = () =>
    page.evaluate(async (externalId) => {
      const result = await globalThis.inspectEngine?.runSql({
        sql: `SELECT count(*) FROM photoQueue
          WHERE state IN ('queued', 'uploading') AND inspectionExternalId = '${externalId}'`,
        allowWrites: false,
      });
      return result?.ok ? result.rows[0]?.[0] : undefined;
    }, inspection);
  try {
    await expect
      .poll(pending, {
        timeout: 5 * 60_000,
        intervals: [500],
        message: `photos: the bench inspection's photos still queued or uploading after 5 min`,
      })
      .toBe(0);
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${await uploadState(page, inspection)}`,
      {
        cause: error,
      },
    );
  }
}

/** What a photo that does not leave is waiting for: its queue row, its observation's changes, the sync's state. */
async function uploadState(page: Page, inspection: string): Promise<string> {
  return page
    .evaluate(async (externalId) => {
      const engine = globalThis.inspectEngine;
      if (!engine) return 'inspectEngine is not exposed';
      const dump = async (title: string, sql: string) => {
        const result = await engine.runSql({ sql, allowWrites: false });
        return `${title}:\n${result.ok ? JSON.stringify([result.columns, ...result.rows]) : result.error}`;
      };
      return [
        await dump(
          'photoQueue rows not uploaded',
          `SELECT p.*, o.isSynced AS observationIsSynced, o.value AS observationValue, o.observableItem
            FROM photoQueue p LEFT JOIN observations o ON o.externalId = p.observationExternalId
            WHERE p.state != 'uploaded' AND p.inspectionExternalId = '${externalId}'`,
        ),
        await dump(
          'outbox entries of those observations and of the inspection',
          `SELECT seq, entityType, entityExternalId, operation, state, attempts, nextAttemptAt, lastError, createdAt
            FROM outbox WHERE inspectionExternalId = '${externalId}' OR entityExternalId IN
              (SELECT observationExternalId FROM photoQueue WHERE inspectionExternalId = '${externalId}')`,
        ),
        await dump(
          'outbox (all, by state)',
          'SELECT state, entityType, count(*), min(seq), max(seq) FROM outbox GROUP BY state, entityType',
        ),
        await dump('syncState', 'SELECT * FROM syncState'),
        `sync status: ${JSON.stringify(await engine.getSyncStatus())}`,
      ].join('\n');
    }, inspection)
    .catch((error: unknown) => `(no dump: ${String(error)})`);
}

async function measureWith(
  page: Page,
  inspection: string,
  camera: CameraJpegs,
  singles: number,
  batch: number,
  log: (message: string) => void,
): Promise<PhotoFigures> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${origin}/inspections/${inspection}/asset/machine-photo`);
    await page.getByRole('heading', { level: 1, name: 'Machine Photo' }).waitFor({ timeout: 60_000 });
    await page.evaluate(installPhotoProbes);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    const idleLongTasks = (await probe(page)).tasks.length;
    const thumbnailMs: number[] = [];
    const longTasks: number[] = [];
    let thumbnailMaxSide = 0;
    for (let i = 0; i < singles; i++) {
      const before = await probe(page);
      await page.locator('input[type=file]').setInputFiles(camera.paths[i] ?? '');
      await page.evaluate(waitForLoads, {
        alt: '^Cover Photo 1$',
        from: before.loads.length,
        count: 1,
        timeoutMs: 60_000,
      });
      const after = await probe(page);
      const changed = after.changes[before.changes.length];
      const load = after.loads.slice(before.loads.length).find((l) => l.alt === 'Cover Photo 1');
      if (changed === undefined || !load) throw new Error('no change event or thumbnail load noted');
      thumbnailMs.push(load.at - changed);
      thumbnailMaxSide = Math.max(thumbnailMaxSide, load.side);
      longTasks.push(
        ...after.tasks
          .filter((t) => t.start + t.duration >= changed && t.start <= load.at)
          .map((t) => t.duration),
      );
    }
    const stored = await page.evaluate(async () => {
      const engine = globalThis.inspectEngine;
      const rows = await engine?.runSql({
        sql: 'SELECT fileName, observationExternalId FROM photoQueue ORDER BY createdAt DESC LIMIT 1',
        allowWrites: false,
      });
      const [fileName, observationExternalId] = rows?.ok ? (rows.rows[0] ?? []) : [];
      const blob =
        typeof fileName === 'string' && typeof observationExternalId === 'string'
          ? await engine?.getPhoto(fileName, observationExternalId)
          : undefined;
      if (!blob) throw new Error('no stored photo');
      // As it is shown and sent: the EXIF orientation, if the file still has one, applied.
      const bitmap = await createImageBitmap(blob);
      const size = { width: bitmap.width, height: bitmap.height, bytes: blob.size };
      bitmap.close();
      return size;
    });
    log(`photos: ${singles} taken one at a time; marking up`);
    const markup = await measureMarkup(page, 10);
    log(`photos: marked up; ${batch} at once`);

    // 20 at once on the left side frame.
    await page.goto(`${origin}/inspections/${inspection}/undercarriage/left/side-frame`);
    await page.getByRole('heading', { level: 1, name: 'Side Frame' }).waitFor({ timeout: 60_000 });
    await page.evaluate(installPhotoProbes);
    const heap = new WorkerHeapSampler();
    await heap.start(page, 100);
    await heap.sample();
    const heapBefore = heap.lastBytes;
    heap.resetPeak();
    await page.locator('input[type=file]').setInputFiles(camera.paths.slice(0, batch));
    await page.evaluate(waitForLoads, {
      alt: '^Photos \\d+$',
      from: 0,
      count: batch,
      timeoutMs: 10 * 60_000,
    });
    await heap.stop();
    const state = await probe(page);
    const changed = state.changes[0];
    if (changed === undefined) throw new Error('no change event for the batch');
    const seen = new Set<string>();
    const batchThumbnailMs: number[] = [];
    for (const load of state.loads) {
      if (!/^Photos \d+$/.test(load.alt) || seen.has(load.src)) continue;
      seen.add(load.src);
      batchThumbnailMs.push(load.at - changed);
      thumbnailMaxSide = Math.max(thumbnailMaxSide, load.side);
    }
    const batchEnd = changed + (batchThumbnailMs.at(-1) ?? 0);
    longTasks.push(
      ...state.tasks
        .filter((t) => t.start + t.duration >= changed && t.start <= batchEnd)
        .map((t) => t.duration),
    );
    const sorted = [...thumbnailMs].sort((a, b) => a - b);
    return {
      cpuThrottle: 4,
      cameraBytes: camera.bytes,
      thumbnailMs,
      thumbnailP50Ms: percentile(sorted, 0.5),
      thumbnailP95Ms: percentile(sorted, 0.95),
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks),
      longTaskMs: longTasks.map(Math.round),
      idleLongTasks,
      thumbnailMaxSide,
      stored,
      batchThumbnailMs,
      batchMs: batchThumbnailMs.at(-1) ?? 0,
      batchHeapGrowthMb: (heap.peakBytes - heapBefore) / MB,
      batchHeapBeforeMb: heapBefore / MB,
      batchHeapPeakMb: heap.peakBytes / MB,
      batchHeapAfterMb: heap.lastBytes / MB,
      markup,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}
