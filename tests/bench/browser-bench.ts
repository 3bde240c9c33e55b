import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { measureColdStart, type ColdStartFigures } from './cold-start-bench.ts';
import { measureFloor } from './start-floor.ts';
import { SPEC_STORES } from './dexie-store.ts';
import { measurePhotos, type PhotoFigures } from './photo-bench.ts';
import { benchInspection } from './synced-page.ts';
import { measurePlanner, type PlannerFigures } from './planner-bench.ts';
import { measureRecording, type RecordingFigures } from './recording-bench.ts';
import {
  measurePreparedReport,
  measureReport,
  type PreparedReportFigures,
  type ReportFigures,
} from './report-bench.ts';
import { WorkerHeapSampler } from './worker-heap.ts';
import type { BenchSteps } from './bench-step.ts';

/** Debian's Chromium on a profile directory, with nothing of its own running in the background during a measure. */
export function launchBenchBrowser(dir: string, extraArgs: readonly string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A real browser profile on disk, as an installed app has: incognito contexts keep OPFS and IndexedDB in memory,
 * which is not what an inspector's tablet measures.
 */
export async function withProfile<T>(
  use: (context: BrowserContext, profile: string) => Promise<T>,
  extraArgs: readonly string[] = [],
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inspect-bench-profile-'));
  const context = await launchBenchBrowser(dir, extraArgs);
  try {
    return await use(context, dir);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export interface WorkerSyncFigures {
  /** The first full sync end to end as the issue defines it: from the sync's request to Home showing the fleet. */
  readonly syncTotalMs: number;
  /** From opening the app (page.goto) to Home showing the fleet: loading the app and its worker, then the sync. */
  readonly openToHomeMs: number;
  /** The worker's pull, request to cursor stored, and its steps (which overlap with the download). */
  readonly totalMs: number;
  readonly fetchMs: number;
  readonly parseMs: number;
  readonly validateMs: number;
  readonly applyMs: number;
  readonly rows: number;
  /** Transactions the pull committed. */
  readonly transactions: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** Long tasks before the pull started (loading and first render), reported apart. */
  readonly pageLoadLongTasks: number;
  /** The peak of the page's workers' JS heaps together (the engine and the sync reader), at one sample. */
  readonly workerHeapMb: number;
  readonly heapSamples: number;
  readonly workers: number;
  readonly workerPeaksMb: readonly number[];
}

/** The first full sync in the app, from opening it to Home showing the fleet's inspections, then the search on it. */
export function measureWorkerSync(
  appUrl: string,
  token: string,
  steps: BenchSteps,
): Promise<{
  sync: WorkerSyncFigures;
  search: SettledSearchFigures;
  report: ReportFigures & PreparedReportFigures;
  recording: RecordingFigures;
  planner: PlannerFigures;
  photos: PhotoFigures;
  coldStart: ColdStartFigures;
}> {
  return withProfile((context, profile) => syncInProfile(context, profile, appUrl, token, steps));
}

const MINUTE = 60_000;

async function syncInProfile(
  context: BrowserContext,
  profile: string,
  appUrl: string,
  token: string,
  steps: BenchSteps,
): Promise<{
  sync: WorkerSyncFigures;
  search: SettledSearchFigures;
  report: ReportFigures & PreparedReportFigures;
  recording: RecordingFigures;
  planner: PlannerFigures;
  photos: PhotoFigures;
  coldStart: ColdStartFigures;
}> {
  const page = await context.newPage();
  const step = <T>(name: string, limitMs: number, run: () => Promise<T>) =>
    steps.step(name, limitMs, run, () => appState(context));
  // Each limit is the step's own waits added up, with room: the step's failure names it long before the run ends.
  const sync = await step('first full sync', 12 * MINUTE, () => firstSyncInPage(page, appUrl, token));
  // The Select Machine search on the fleet just synced: at once, while the service worker (registered once the first
  // sync ended) downloads the app for offline use, then once it has.
  const search = await step('Select Machine search', 10 * MINUTE, async () => {
    const duringInstall = await measureSearch(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    return { ...(await measureSearch(page)), duringInstall };
  });
  // The Word report of an inspection with both sides and 40 photos, made in the worker.
  const cold = await step('report (40 photos, in the worker)', 10 * MINUTE, () => measureReport(page));
  const prepared = await step('report after prepareReport (new tab)', 10 * MINUTE, () =>
    measurePreparedReport(page, cold.inspectionExternalId),
  );
  const report = { ...cold, ...prepared.figures };
  // The recording screens on the same device, CPU throttled 4x.
  const recording = await step('recording screens and pitch extension', 15 * MINUTE, () =>
    measureRecording(prepared.page, 50, steps.log),
  );
  // The fleet planner on the same device, CPU throttled 4x.
  const planner = await step('fleet planner', 15 * MINUTE, () => measurePlanner(prepared.page));
  // Camera photos on the same inspection, CPU throttled 4x.
  const photos = await step('photos (and their uploads)', 25 * MINUTE, async () =>
    measurePhotos(prepared.page, await benchInspection(prepared.page), { log: steps.log }),
  );
  // Last, as it closes the page and then the context: the app opened again on this device, from the service worker's
  // cache, through Playwright and then in a bare Chromium on the same profile (decision 0114).
  const coldStart = await step('cold start', 15 * MINUTE, () =>
    measureColdStart(context, appUrl, 5, profile, (browser) => measureFloor(browser, appUrl, 5)),
  );
  return { sync, search, report, recording, planner, photos, coldStart };
}

/** What the profile's last page shows: its address, heading, busy and saved marks, and the sync's state. */
async function appState(context: BrowserContext): Promise<string> {
  const page = context.pages().at(-1);
  if (!page) return 'no page open';
  // A page whose main thread is stuck answers nothing: its address alone then.
  const shown = await Promise.race([
    page.evaluate(async () => ({
      heading: document.querySelector('h1')?.textContent,
      loading: document.querySelectorAll('.loading').length,
      savedMarks: [...document.querySelectorAll('.saved-mark')].map((m) => m.className),
      sync: await globalThis.inspectEngine?.getSyncStatus(),
    })),
    new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer in 10 s)'), 10_000)),
  ]);
  return `${page.url()} ${JSON.stringify(shown)}`;
}

/** Opens the app in a fresh profile's page and measures its first full sync, from opening it to Home showing the fleet. */
export async function firstSyncInPage(page: Page, appUrl: string, token: string): Promise<WorkerSyncFigures> {
  await page.addInitScript((value) => {
    localStorage.setItem('inspect.devtools', '1');
    localStorage.setItem('jwtToken', value);
    localStorage.setItem('jwtTokenSource', 'manual');
    const tasks: { start: number; duration: number }[] = [];
    (globalThis as { benchLongTasks?: typeof tasks }).benchLongTasks = tasks;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration })),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
    // The moment Home first shows an inspection of the fleet, on the page's own clock (ms since the epoch, as the
    // worker stamps the pull's start): no polling delay in the figure.
    const homeReady = new MutationObserver(() => {
      if (!document.querySelector('a[href^="/inspections/"]')) return;
      (globalThis as { benchHomeReadyAt?: number }).benchHomeReadyAt =
        performance.timeOrigin + performance.now();
      homeReady.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () =>
      homeReady.observe(document.body, { childList: true, subtree: true }),
    );
  }, token);
  const heap = new WorkerHeapSampler();
  const started = performance.now();
  const heapStarted = heap.start(page);
  await page.goto(`${appUrl}/`);
  await heapStarted;
  // Long tasks are counted from the moment the pull starts: loading the page itself is not the sync's doing.
  await expect
    .poll(() => page.evaluate(async () => (await globalThis.inspectEngine?.getSyncStatus())?.phase), {
      timeout: 60_000,
      intervals: [20],
    })
    .toBe('pulling');
  const pullStartedAt = await page.evaluate(() => performance.now());
  await expect
    .poll(() => page.evaluate(async () => (await globalThis.inspectEngine?.getLastPull())?.rows ?? 0), {
      timeout: 10 * 60_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
  await page.locator('a[href^="/inspections/"]').first().waitFor({ timeout: 60_000 });
  const openToHomeMs = performance.now() - started;
  await heap.stop();
  const pulled = await page.evaluate(async () => globalThis.inspectEngine?.getLastPull());
  const homeReadyAt = await page.evaluate(
    () => (globalThis as { benchHomeReadyAt?: number }).benchHomeReadyAt,
  );
  const allTasks = await page.evaluate(
    () => (globalThis as { benchLongTasks?: { start: number; duration: number }[] }).benchLongTasks ?? [],
  );
  const tasks = allTasks.filter((t) => t.start + t.duration >= pullStartedAt).map((t) => t.duration);
  const loadTasks = allTasks.length - tasks.length;
  if (!pulled) throw new Error('The worker reported no pull');
  if (homeReadyAt === undefined) throw new Error('The page did not note when Home showed the fleet');
  return {
    syncTotalMs: homeReadyAt - pulled.timings.startedAt,
    openToHomeMs,
    ...pulled.timings,
    rows: pulled.rows,
    transactions: pulled.chunks,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
    pageLoadLongTasks: loadTasks,
    workerHeapMb: heap.peakBytes / 2 ** 20,
    heapSamples: heap.samples,
    workers: heap.peakWorkers,
    workerPeaksMb: heap.peaksMb,
  };
}

export interface SearchFigures {
  readonly queries: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

export interface SettledSearchFigures extends SearchFigures {
  /** The same keystrokes at once after the first sync, while the service worker installs. */
  readonly duringInstall: SearchFigures;
}

/** Every keystroke of a few typed searches, as the Select Machine screen sends them (its first page of 100), timed
 * from the page. */
export async function measureSearch(page: Page): Promise<SearchFigures> {
  const words = [
    'EX-01',
    'sh-02',
    'pilbara',
    'HEX',
    'ers',
    'PC5500',
    'hunter south',
    '4100',
    'bucket',
    'zzz',
  ];
  const durations = await page.evaluate(async (typed) => {
    const times: number[] = [];
    for (const sort of ['Alphabetical', 'Recent'] as const) {
      for (const word of typed) {
        for (let n = 1; n <= word.length; n++) {
          const started = performance.now();
          await globalThis.inspectEngine?.searchAssets({ text: word.slice(0, n), sort, limit: 100 });
          times.push(performance.now() - started);
        }
      }
    }
    return times;
  }, words);
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { queries: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1) ?? 0 };
}

export interface DexieFigures {
  readonly storeMs: number;
  readonly rows: number;
}

/** The replaced design: the same payload put into IndexedDB through Dexie with the spec's indexes. */
export function measureDexie(appUrl: string, token: string): Promise<DexieFigures> {
  return withProfile((context) => dexieInProfile(context, appUrl, token));
}

async function dexieInProfile(context: BrowserContext, appUrl: string, token: string): Promise<DexieFigures> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/build-time.json`);
  await page.addScriptTag({ path: path.resolve('node_modules/dexie/dist/dexie.js') });
  const figures = await page.evaluate(
    async ({ value, stores }) => {
      const response = await fetch('/api/admin/v1/inspection/sync', {
        headers: { authorization: `Bearer ${value}` },
      });
      const payload = (await response.json()) as { syncItems: Record<string, unknown[]> };
      type Table = { bulkPut(rows: unknown[]): Promise<unknown> };
      type DexieDb = {
        version(n: number): { stores(s: Record<string, string>): void };
        open(): Promise<unknown>;
        table(name: string): Table;
        transaction(mode: string, table: Table, fn: () => Promise<unknown>): Promise<unknown>;
      };
      const DexieClass = (globalThis as unknown as { Dexie: new (name: string) => DexieDb }).Dexie;
      const db = new DexieClass('inspect_db_1');
      db.version(1).stores(stores);
      await db.open();
      let rows = 0;
      const started = performance.now();
      for (const [list, items] of Object.entries(payload.syncItems)) {
        const table = db.table(list);
        await db.transaction('rw', table, () => table.bulkPut(items));
        rows += items.length;
      }
      return { storeMs: performance.now() - started, rows };
    },
    { value: token, stores: SPEC_STORES },
  );
  return figures;
}
