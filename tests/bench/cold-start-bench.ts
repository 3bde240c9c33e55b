import type { BrowserContext, Page } from '@playwright/test';

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
}

declare global {
  var benchHomeReadyAt: number | undefined;
}

const HOME_READY = 'bench: home ready';

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
 * Opens the app in the page and resolves once Home's first inspection card is in the page and the frame after it
 * has painted (then `benchHomeReadyAt` holds the time, from navigation start).
 */
export async function openUntilHomeReady(page: Page, appUrl: string): Promise<void> {
  await page.addInitScript((message) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('a[href^="/inspections/"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        globalThis.benchHomeReadyAt = performance.now();
        console.debug(message);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, HOME_READY);
  // Heard as a console message: waiting with waitForFunction would have Playwright inject its own script into the
  // page while it starts, and parsing that on the throttled main thread cost the measured start about 0.4 s.
  const homeReady = page.waitForEvent('console', {
    predicate: (message) => message.text() === HOME_READY,
    timeout: 120_000,
  });
  await page.goto(`${appUrl}/`);
  await homeReady;
}

/** Opens the app in a new tab of the context, CPU throttled 4×, and times it to Home's first card painted. */
export async function coldStartRun(context: BrowserContext, appUrl: string): Promise<ColdStartRun> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await openUntilHomeReady(page, appUrl);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const run = await page.evaluate(async () => {
    const milestones: Record<string, number> = {};
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav) milestones['document'] = nav.responseEnd;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(entry.name).pathname;
      // The app's first script and the main chunk it loads (the later one, when the app has both).
      if (/^\/assets\/(main|index)-[\w-]+\.js$/.test(name)) {
        milestones['main script'] = Math.max(milestones['main script'] ?? 0, entry.responseEnd);
      }
    }
    for (const mark of performance.getEntriesByType('mark')) {
      if (mark.name.startsWith('inspect:')) milestones[mark.name] = mark.startTime;
    }
    const engineMarks = (await globalThis.inspectEngine?.startMarks?.()) ?? [];
    for (const mark of engineMarks) milestones[mark.name] = mark.epochMs - performance.timeOrigin;
    return {
      ms: globalThis.benchHomeReadyAt ?? 0,
      fromServiceWorker: navigator.serviceWorker.controller !== null,
      milestones,
    };
  });
  await page.close();
  return run;
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
  };
}

export async function measureColdStart(
  context: BrowserContext,
  appUrl: string,
  runs = 5,
): Promise<ColdStartFigures> {
  await closePages(context, appUrl);
  const results: ColdStartRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await coldStartRun(context, appUrl));
  return summariseColdStart(results);
}
