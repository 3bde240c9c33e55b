import { setTimeout as delay } from 'node:timers/promises';
import type { BareChromium } from './bare-chromium.ts';
import { POLL_MS, SETTLE_MS, watchedTab } from './cold-start-bench.ts';

// The start's floor (decision 0117): what a page holding only Home's picture and the app's stylesheet, no script at
// all, costs the same browser when opened the same way. Its first frame (the picture's style, layout, font lookups
// and paint) was a task over 50 ms in half to all of such loads at CPU 4× here (session 55): the app's start is read
// beside it, a task over 50 ms the floor has too being the browser's, not the app's code's.

/** One load of the floor page: its main-thread tasks and frames over 50 ms, in ms. */
export interface FloorRun {
  readonly longTaskMs: readonly number[];
  readonly longFrameMs: readonly number[];
}

export interface StartFloorFigures {
  readonly runs: number;
  /** Tasks over 50 ms in the median run (by its longest task), as `startLongTasks` counts the app's. */
  readonly startLongTasks: number;
  /** Runs with a task over 50 ms. */
  readonly runsWithLongTask: number;
  readonly longestTaskMs: number;
  /** Each run's longest frame (0: none over 50 ms). */
  readonly longestFrameMs: readonly number[];
}

/** The floor page of a picture, its light and a stylesheet: a document with no script in it. */
export function floorPageHtml(picture: string, css: string, light: string): string {
  const attribute = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    // The page's own marks while it shows the picture (public/home-snapshot.js): its light and the picture's class.
    `<!doctype html><html lang="en" data-theme="${attribute(light)}" class="home-snapshot">`,
    '<head><meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">',
    // `</style` in the stylesheet would end the element early: none of the app's rules holds it, and any that did
    // is broken here rather than the page.
    `<title>floor</title><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head>`,
    `<body><div id="home-snapshot" inert aria-hidden="true">${picture}</div><div id="root"></div></body></html>`,
  ].join('');
}

/**
 * The floor page made from the app as the bare browser's profile holds it: the picture of the last Home it kept and
 * the stylesheet its page links. Undefined when the profile keeps no picture (the app's own Home is then the first).
 */
export async function floorPageOf(browser: BareChromium, appUrl: string): Promise<string | undefined> {
  const tab = await browser.newTab();
  try {
    await tab.send('Page.navigate', { url: `${appUrl}/build-time.json` });
    const deadline = Date.now() + 30_000;
    const read = () =>
      tab
        .evaluate<string | null>(
          `(async () => {
            if (location.pathname !== '/build-time.json') return null;
            const kept = JSON.parse(localStorage.getItem('inspect.homeSnapshot') ?? 'null');
            const page = await (await fetch('/')).text();
            const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(page)?.[1];
            const css = href ? await (await fetch(href)).text() : '';
            const stored = JSON.parse(localStorage.getItem('inspect.preferences') ?? '{}');
            return JSON.stringify({ html: kept?.html ?? '', css, light: stored.light ?? 'standard' });
          })()`,
        )
        .catch(() => null);
    let found = await read();
    while (found === null && Date.now() < deadline) {
      await delay(POLL_MS);
      found = await read();
    }
    if (found === null) throw new Error(`the app's picture of Home could not be read at ${appUrl}`);
    const { html, css, light } = JSON.parse(found) as { html: string; css: string; light: string };
    if (html === '' || css === '') return undefined;
    // The bench's headless browser prefers the light scheme: the system's light is the standard one there.
    return floorPageHtml(html, css, light === 'system' ? 'standard' : light);
  } finally {
    await tab.close();
  }
}

/** The floor page opened in a new tab of the bare browser, CPU throttled 4×, watched as a start is to SETTLE_MS. */
export async function bareFloorRun(browser: BareChromium, floorPage: string): Promise<FloorRun> {
  const tab = await watchedTab(browser);
  try {
    const url = `data:text/html;charset=utf-8;base64,${Buffer.from(floorPage).toString('base64')}`;
    await tab.send('Page.navigate', { url });
    const deadline = Date.now() + 30_000;
    const loaded = () =>
      tab
        .evaluate<boolean>(
          "document.readyState === 'complete' && document.getElementById('home-snapshot') !== null",
        )
        .catch(() => false);
    while (!(await loaded())) {
      if (Date.now() > deadline) throw new Error('the floor page did not load in 30 s');
      await delay(POLL_MS);
    }
    await delay(SETTLE_MS);
    await tab.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await tab.evaluate<FloorRun>(
      `({ longTaskMs: (globalThis.benchLongTasks ?? []).map((t) => Math.round(t.duration)),
          longFrameMs: (globalThis.benchLongFrames ?? []).map((f) => f.ms) })`,
    );
  } finally {
    await tab.close();
  }
}

export function summariseFloor(runs: readonly FloorRun[]): StartFloorFigures {
  const longest = (run: FloorRun) => Math.max(0, ...run.longTaskMs);
  const median = [...runs].sort((a, b) => longest(a) - longest(b))[Math.floor(runs.length / 2)];
  return {
    runs: runs.length,
    startLongTasks: median?.longTaskMs.length ?? 0,
    runsWithLongTask: runs.filter((run) => run.longTaskMs.length > 0).length,
    longestTaskMs: Math.max(0, ...runs.map(longest)),
    longestFrameMs: runs.map((run) => Math.max(0, ...run.longFrameMs)),
  };
}

/** `runs` loads of the floor page made from the app's profile; undefined when the profile keeps no picture. */
export async function measureFloor(
  browser: BareChromium,
  appUrl: string,
  runs: number,
): Promise<StartFloorFigures | undefined> {
  const floorPage = await floorPageOf(browser, appUrl);
  if (floorPage === undefined) return undefined;
  const loads: FloorRun[] = [];
  for (let i = 0; i < runs; i++) loads.push(await bareFloorRun(browser, floorPage));
  return summariseFloor(loads);
}
