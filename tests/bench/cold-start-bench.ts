import type { BrowserContext, Page } from '@playwright/test';
import type { ServerProcess } from '../support/server-process.ts';
import { setTimeout as delay } from 'node:timers/promises';
import { launchBareChromium, type BareChromium, type BareSession } from './bare-chromium.ts';
import { percentile } from './percentile.ts';
import type { StartFloorFigures } from './start-floor.ts';

// Cold start: the app opened again on a device that holds the synced fleet, from the service worker's
// cache, CPU throttled 4×: navigation start to Home showing the fleet's inspections (the first card in the page and
// the frame after it painted). Each run is a new tab of the same profile, the previous one closed, so the engine
// worker, the database and the React tree all start from nothing.

export interface ColdStartFigures {
  readonly cpuThrottle: number;
  readonly runs: readonly number[];
  /** The median run. */
  readonly coldStartMs: number;
  /** Whether every run was served by the service worker. */
  readonly fromServiceWorker: boolean;
  /** Where the median run's time went: milestones in ms from navigation start (see ColdStartRun). */
  readonly medianMilestones: Readonly<Record<string, number>>;
  /** The median run's time to the app's own Home (ColdStartRun.interactiveMs). Target < 800 ms (issue 56). */
  readonly homeInteractiveMs: number;
  /** Each run's time to the app's own Home. */
  readonly interactiveRuns: readonly number[];
  /** The largest layout shift sum of the runs (entries without recent input, to Home settled). Target < 0.05. */
  readonly homeLayoutShift: number;
  /** Main-thread tasks over 50 ms from navigation to Home interactive, in the median run. Target: none. */
  readonly startLongTasks: number;
  /** The longest of those tasks in any run, in ms. */
  readonly startLongestTaskMs: number;
  /** The median run's frames over 50 ms to Home interactive, with what held them (ColdStartRun.longFrames). */
  readonly startLongFrames: readonly LongFrame[];
  /**
   * The same runs in a Chromium no debugger holds (bare-chromium.ts, decision 0114), on the same profile after
   * Playwright's: what a tablet's start is. Absent when not measured.
   */
  readonly bare?: ColdStartFigures;
  /** The start's floor in the same browser (start-floor.ts): absent when not measured. */
  readonly floor?: StartFloorFigures;
}

/** One cold start: the time to Home's first card, and the milestones on the way, in ms from navigation start. */
export interface ColdStartRun {
  readonly ms: number;
  readonly fromServiceWorker: boolean;
  /**
   * The document and the main script as the service worker served them (resource timing), the app's own user
   * timing marks (`inspect:*`, see src/ui/shell/startup-marks.ts) and the engine worker's (`engine:*`, moved onto
   * the page's clock).
   */
  readonly milestones: Readonly<Record<string, number>>;
  /**
   * The app's own Home in the page, in ms from navigation start: in place of the picture of the last Home (decision
   * 0099), which a tap does nothing on, or the first card's frame when no picture was shown. Issue 56 times the start
   * to this, not to the picture.
   */
  readonly interactiveMs: number;
  /** The sum of layout shifts without recent input, from navigation until Home has settled (SETTLE_MS after it). */
  readonly layoutShift: number;
  /** Main-thread tasks over 50 ms that started before Home was interactive: their durations in ms. */
  readonly longTaskMs: readonly number[];
  /** The same tasks' starts, in ms from navigation start. */
  readonly longTaskStartMs: readonly number[];
  /**
   * The frames over 50 ms (long-animation-frame entries) that started before Home was interactive, with what held
   * them: their rendering (style, layout and paint after the scripts) and their longest script. A long task's
   * attribution in the log; empty where the browser has no such entries.
   */
  readonly longFrames: readonly LongFrame[];
}

/** A frame over 50 ms of the start: when, how long, how much of it was rendering, and its longest script. */
export interface LongFrame {
  readonly start: number;
  readonly ms: number;
  /** From the frame's style and layout to its end: style, layout (font matching among it) and paint. */
  readonly styleLayoutMs: number;
  /** Its longest script: what called it (a timer, a file's evaluation) and the function it ran. */
  readonly script?: { readonly invoker: string; readonly ms: number; readonly source?: string };
}

/** A long-animation-frame entry as far as the bench reads it (not yet in TypeScript's DOM types). */
interface AnimationFrameEntry extends PerformanceEntry {
  readonly styleAndLayoutStart: number;
  readonly scripts: readonly {
    readonly invoker: string;
    readonly duration: number;
    readonly sourceURL: string;
    readonly sourceFunctionName: string;
  }[];
}

/** `frame` said in a line of the log: "212 ms at 641 (rendering 171, script 30 home-snapshot.js)". */
export function describeLongFrame(frame: LongFrame): string {
  const source = frame.script?.source ? ` → ${frame.script.source}` : '';
  const script = frame.script
    ? `, script ${frame.script.ms} ${frame.script.invoker.split('/').pop() ?? ''}${source}`
    : '';
  return `${frame.ms} ms at ${frame.start} (rendering ${frame.styleLayoutMs}${script})`;
}

declare global {
  var benchHomeReadyAt: number | undefined;
  var benchHomeInteractiveAt: number | undefined;
  var benchLayoutShift: number | undefined;
  var benchLongTasks: { start: number; duration: number }[] | undefined;
  var benchLongFrames: LongFrame[] | undefined;
}

/**
 * How long Home is watched for shifts after its first card painted, still at CPU 4x: the lists, footer and sync line
 * used to move about 0.7 s after the first paint (decision 0055).
 */
export const SETTLE_MS = 2_000;

export const HOME_READY = 'bench: home ready';
export const HOME_INTERACTIVE = 'bench: home interactive';

/** The app signed in, its database synced (the first time) and this build precached by a new service worker. */
export async function prepareSyncedProfile(
  context: BrowserContext,
  server: Pick<ServerProcess, 'url' | 'token'>,
): Promise<void> {
  const token = await server.token('Bench Inspector', 'bench@example.com');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: server.url,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.goto(`${server.url}/build-time.json`);
  await page.evaluate((value) => {
    localStorage.setItem('inspect.devtools', '1');
    localStorage.setItem('jwtToken', value);
    localStorage.setItem('jwtTokenSource', 'manual');
  }, token);
  await page.goto(`${server.url}/`);
  await page
    .locator('a[href^="/inspections/"]')
    .first()
    .waitFor({ timeout: 10 * 60_000 });
  await closePages(context, server.url);
}

/** Closes the context's pages, once the service worker has precached the app in them. */
export async function closePages(context: BrowserContext, appUrl: string): Promise<void> {
  for (const page of context.pages()) {
    // The service worker must have installed (precached the app) before the app is opened from it.
    if (page.url().startsWith(appUrl)) {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await page.close();
  }
}

/**
 * In the page from its document's start (an init script): watches the start and keeps its times in the page's
 * globals, and says `ready` and `interactive` on the console as they come (Playwright hears them; the bare runner,
 * `bareColdStartRun`, reads the globals).
 */
export function watchHomeStart([ready, interactive]: readonly [string, string]): void {
  // Observed from the document's start (buffered), before the app's scripts run.
  globalThis.benchLayoutShift = 0;
  globalThis.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput)
        globalThis.benchLayoutShift = (globalThis.benchLayoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  globalThis.benchLongFrames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as AnimationFrameEntry[]) {
        const end = entry.startTime + entry.duration;
        const longest = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        globalThis.benchLongFrames?.push({
          start: Math.round(entry.startTime),
          ms: Math.round(entry.duration),
          styleLayoutMs: entry.styleAndLayoutStart > 0 ? Math.round(end - entry.styleAndLayoutStart) : 0,
          ...(longest
            ? {
                script: {
                  invoker: longest.invoker,
                  ms: Math.round(longest.duration),
                  source: `${longest.sourceFunctionName || '(anonymous)'} ${longest.sourceURL.split('/').pop() ?? ''}`,
                },
              }
            : {}),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  const interactiveNow = () => {
    globalThis.benchHomeInteractiveAt = performance.now();
    console.debug(interactive);
  };
  // The picture of the last Home goes in the frame the app's own Home is drawn (public/home-snapshot.js).
  new PerformanceObserver((list, marks) => {
    if (!list.getEntries().some((mark) => mark.name === 'inspect:snapshot-dropped')) return;
    marks.disconnect();
    requestAnimationFrame(interactiveNow);
  }).observe({ type: 'mark' });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('a[href^="/inspections/"]')) return;
    observer.disconnect();
    const picture = document.getElementById('home-snapshot') !== null;
    requestAnimationFrame(() => {
      globalThis.benchHomeReadyAt = performance.now();
      console.debug(ready);
      if (!picture) interactiveNow();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens the app in the page and resolves once Home's first inspection card is in the page and the frame after it
 * has painted (then `benchHomeReadyAt` holds the time, from navigation start), with a promise of the app's own Home
 * in the page (then `benchHomeInteractiveAt` holds it).
 */
export async function openUntilHomeReady(
  page: Page,
  appUrl: string,
): Promise<{ readonly homeInteractive: Promise<void> }> {
  await page.addInitScript(watchHomeStart, [HOME_READY, HOME_INTERACTIVE] as const);
  // Heard as a console message: waiting with waitForFunction would have Playwright inject its own script into the
  // page while it starts, and parsing that on the throttled main thread cost the measured start about 0.4 s.
  const homeReady = page.waitForEvent('console', {
    predicate: (message) => message.text() === HOME_READY,
    timeout: 120_000,
  });
  const homeInteractive = page
    .waitForEvent('console', {
      predicate: (message) => message.text() === HOME_INTERACTIVE,
      timeout: 120_000,
    })
    .then(() => undefined);
  // Awaited only by those who time the app's own Home; a page closed before it is no error of the others'.
  homeInteractive.catch(() => undefined);
  await page.goto(`${appUrl}/`);
  await homeReady;
  return { homeInteractive };
}

/** Opens the app in a new tab of the context, CPU throttled 4×, and times it to Home's first card painted. */
export async function coldStartRun(context: BrowserContext, appUrl: string): Promise<ColdStartRun> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { homeInteractive } = await openUntilHomeReady(page, appUrl);
  await homeInteractive;
  // Late parts (the sync line, the lists' counts) arrive after the app's Home: shifts are watched at the same CPU.
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const run = await page.evaluate(collectColdStartRun);
  await page.close();
  return run;
}

/** In the page, once Home has settled: the run's figures from what `watchHomeStart` kept and the page's timings. */
export async function collectColdStartRun(): Promise<ColdStartRun> {
  const milestones: Record<string, number> = {};
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) milestones['document'] = nav.responseEnd;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const name = new URL(entry.name).pathname;
    // The app's first script and the main chunk it loads (the later one, when the app has both).
    if (/^\/assets\/(main|index)-[\w-]+\.js$/.test(name)) {
      milestones['main script'] = Math.max(milestones['main script'] ?? 0, entry.responseEnd);
    }
    // The page's classic scripts and the start chunks it preloads: when each arrived from the service worker.
    const early =
      /^\/(engine-start|home-snapshot|light)\.js$|^\/assets\/(start(-libraries)?)-[\w-]+\.js$/.exec(name);
    if (early) milestones[`${early[1] ?? early[2] ?? name} received`] = entry.responseEnd;
  }
  for (const mark of performance.getEntriesByType('mark')) {
    if (mark.name.startsWith('inspect:')) milestones[mark.name] = mark.startTime;
  }
  const engineMarks = (await globalThis.inspectEngine?.startMarks?.()) ?? [];
  for (const mark of engineMarks) milestones[mark.name] = mark.epochMs - performance.timeOrigin;
  const readyAt = globalThis.benchHomeReadyAt ?? 0;
  const interactiveAt = globalThis.benchHomeInteractiveAt ?? readyAt;
  const tasks = (globalThis.benchLongTasks ?? []).filter((task) => task.start < interactiveAt);
  return {
    ms: readyAt,
    fromServiceWorker: navigator.serviceWorker.controller !== null,
    milestones,
    interactiveMs: interactiveAt,
    layoutShift: globalThis.benchLayoutShift ?? 0,
    longTaskMs: tasks.map((task) => Math.round(task.duration)),
    longTaskStartMs: tasks.map((task) => Math.round(task.start)),
    longFrames: (globalThis.benchLongFrames ?? []).filter((frame) => frame.start < interactiveAt),
  };
}

// The bare runs (decision 0114): coldStartRun's init script and figures in a tab of a Chromium no debugger holds, no
// DevTools domain on in the page but Page (which the init script needs).

/** How often the tab is asked whether Home is in: each question is a task of well under a millisecond in the page. */
export const POLL_MS = 100;

/** A new tab of the bare browser, CPU throttled 4×, whose next document is watched as a start is (`watchHomeStart`). */
export async function watchedTab(browser: BareChromium): Promise<BareSession> {
  const tab = await browser.newTab();
  try {
    // The script runs in new documents only once the Page domain is on (its events are not listened to).
    await tab.send('Page.enable');
    await tab.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${watchHomeStart.toString()})(${JSON.stringify([HOME_READY, HOME_INTERACTIVE])});`,
    });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return tab;
  } catch (error) {
    await tab.close();
    throw error;
  }
}

/** Opens the app in a new tab of the bare browser, CPU throttled 4×, and times it as coldStartRun does. */
export async function bareColdStartRun(browser: BareChromium, appUrl: string): Promise<ColdStartRun> {
  const tab = await watchedTab(browser);
  try {
    await tab.send('Page.navigate', { url: `${appUrl}/` });
    const deadline = Date.now() + 120_000;
    // The blank page answers false until the app's document replaces it; a question asked as it does fails.
    const inPlace = () =>
      tab.evaluate<boolean>('globalThis.benchHomeInteractiveAt !== undefined').catch(() => false);
    while (!(await inPlace())) {
      if (Date.now() > deadline) {
        const where = await tab
          .evaluate<string>(
            'JSON.stringify([document.URL, document.title, typeof globalThis.benchLayoutShift, document.body?.innerText.slice(0, 200)])',
          )
          .catch((error: unknown) => String(error));
        throw new Error(`Home did not show in 120 s at ${appUrl}: ${where}`);
      }
      await delay(POLL_MS);
    }
    // Late parts (the sync line, the lists' counts) arrive after the app's Home: shifts are watched at the same CPU.
    await delay(SETTLE_MS);
    await tab.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await tab.evaluate<ColdStartRun>(`(${collectColdStartRun.toString()})()`);
  } finally {
    await tab.close();
  }
}

export function summariseColdStart(runs: readonly ColdStartRun[]): ColdStartFigures {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    cpuThrottle: 4,
    runs: runs.map((run) => run.ms),
    coldStartMs: median?.ms ?? 0,
    fromServiceWorker: runs.every((run) => run.fromServiceWorker),
    medianMilestones: median?.milestones ?? {},
    homeInteractiveMs: percentile(
      runs.map((run) => run.interactiveMs).sort((a, b) => a - b),
      0.5,
    ),
    interactiveRuns: runs.map((run) => run.interactiveMs),
    homeLayoutShift: Math.max(0, ...runs.map((run) => run.layoutShift)),
    startLongTasks: median?.longTaskMs.length ?? 0,
    startLongestTaskMs: Math.max(0, ...runs.flatMap((run) => run.longTaskMs)),
    startLongFrames: median?.longFrames ?? [],
  };
}

/**
 * `runs` cold starts through Playwright; with the context's `profile`, the context is then closed and as many are
 * taken in a bare Chromium on that profile (`bare`), then `floor` measured in the same browser (start-floor.ts).
 */
export async function measureColdStart(
  context: BrowserContext,
  appUrl: string,
  runs = 5,
  profile?: string,
  floor?: (browser: BareChromium) => Promise<StartFloorFigures | undefined>,
): Promise<ColdStartFigures> {
  await closePages(context, appUrl);
  const results: ColdStartRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await coldStartRun(context, appUrl));
  const figures = summariseColdStart(results);
  if (profile === undefined) return figures;
  await context.close();
  const browser = await launchBareChromium(profile);
  try {
    const bare: ColdStartRun[] = [];
    for (let i = 0; i < runs; i++) bare.push(await bareColdStartRun(browser, appUrl));
    const floorFigures = await floor?.(browser);
    return {
      ...figures,
      bare: { ...summariseColdStart(bare), ...(floorFigures ? { floor: floorFigures } : {}) },
    };
  } finally {
    await browser.close();
  }
}
