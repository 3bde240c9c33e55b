import { setTimeout as delay } from 'node:timers/promises';
import type { BareChromium } from './bare-chromium.ts';
import {
  collectColdStartRun,
  HOME_INTERACTIVE,
  HOME_READY,
  SETTLE_MS,
  watchHomeStart,
  type ColdStartRun,
} from './cold-start-bench.ts';

// The cold start of coldStartRun (cold-start-bench.ts) in a tab of a bare Chromium (bare-chromium.ts): the same init
// script and figures, with no DevTools domain enabled in the page and no debugger holding its workers' start.

/** How often the tab is asked whether Home is in: each question is a task of well under a millisecond in the page. */
const POLL_MS = 100;

/** Opens the app in a new tab of the bare browser, CPU throttled 4×, and times it as coldStartRun does. */
export async function bareColdStartRun(browser: BareChromium, appUrl: string): Promise<ColdStartRun> {
  const tab = await browser.newTab();
  try {
    // The script runs in new documents only once the Page domain is on (its events are not listened to).
    await tab.send('Page.enable');
    await tab.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${watchHomeStart.toString()})(${JSON.stringify([HOME_READY, HOME_INTERACTIVE])});`,
    });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
