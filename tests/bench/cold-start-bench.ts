import type { BrowserContext } from '@playwright/test';

// Cold start (issue 15): the app opened again on a device that holds the synced fleet, from the service worker's
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
}

declare global {
  var benchHomeReadyAt: number | undefined;
}

export async function measureColdStart(
  context: BrowserContext,
  appUrl: string,
  runs = 5,
): Promise<ColdStartFigures> {
  for (const page of context.pages()) {
    // The service worker must have installed (precached the app) before the app is opened from it.
    if (page.url().startsWith(appUrl)) {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await page.close();
  }
  const times: number[] = [];
  let fromServiceWorker = true;
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('a[href^="/inspections/"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (globalThis.benchHomeReadyAt = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${appUrl}/`);
    await page.waitForFunction(() => globalThis.benchHomeReadyAt !== undefined, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    times.push(await page.evaluate(() => globalThis.benchHomeReadyAt ?? 0));
    fromServiceWorker &&= await page.evaluate(() => navigator.serviceWorker.controller !== null);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    cpuThrottle: 4,
    runs: times,
    coldStartMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    fromServiceWorker,
  };
}
