import type { Page } from '@playwright/test';
import { percentile } from './percentile.ts';
import { waitForLoads } from './photo-bench.ts';

// Issue 54: a photo marked up and saved, under the photo bench's 4× CPU throttle, on the cover photo the bench has
// just taken from a 12 MP camera JPEG. Each round opens the photo, MARK UP, drags a circle and an arrow with the mouse
// and taps SAVE; the save is timed from SAVE's click to the marked-up thumbnail loaded in the grid, and the page's
// long tasks are counted from the first drag to that load. The reference, in the same run on the same page: taking
// the photo itself (choose to thumbnail), which does the same decode and encode in the same worker.

export interface MarkupFigures {
  /** SAVE's click to the marked-up thumbnail loaded, each round (ms). */
  readonly saveMs: readonly number[];
  readonly saveP50Ms: number;
  readonly saveP95Ms: number;
  /** Main-thread tasks over 50 ms from the first drag to the thumbnail loaded, all rounds. */
  readonly longTasks: number;
  readonly longTaskMs: readonly number[];
  /** Long tasks while the editor opened (MARK UP's click to the drawing area shown), all rounds: not in the key. */
  readonly openLongTasks: number;
}

declare global {
  var benchMarkup: { clicks: { at: number; text: string }[] } | undefined;
}

function installClickProbe(): void {
  const state = { clicks: [] as { at: number; text: string }[] };
  globalThis.benchMarkup = state;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      state.clicks.push({ at: performance.now(), text: button.textContent ?? '' });
      // Named in a trace (photo-trace.ts --markup) as well.
      performance.mark(`click ${button.textContent ?? ''}`);
    },
    true,
  );
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement) performance.mark(`load ${event.target.alt}`);
    },
    true,
  );
}

async function drag(
  page: Page,
  area: { x: number; y: number; width: number; height: number },
  from: number[],
  to: number[],
) {
  const at = (p: number[]) =>
    [area.x + (p[0] ?? 0) * area.width, area.y + (p[1] ?? 0) * area.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 10 });
  await page.mouse.up();
}

/** On Machine Photo with its cover photo taken, the probes of photo-bench.ts installed, the CPU throttled. */
export async function measureMarkup(page: Page, rounds: number): Promise<MarkupFigures> {
  await page.evaluate(installClickProbe);
  const saveMs: number[] = [];
  const longTaskMs: number[] = [];
  let openLongTasks = 0;
  for (let round = 0; round < rounds; round++) {
    await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
    const zoom = page.getByRole('dialog', { name: 'Photo' });
    await zoom.getByRole('button', { name: 'MARK UP' }).click();
    const editor = page.getByRole('dialog', { name: 'Mark up photo' });
    const canvas = editor.locator('canvas');
    await editor.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const area = await canvas.boundingBox();
    if (!area) throw new Error('no drawing area');
    const opened = await page.evaluate(() => performance.now());
    const shift = (round % 5) * 0.05;
    await drag(page, area, [0.1 + shift, 0.1], [0.4 + shift, 0.4]);
    await editor.getByRole('button', { name: 'Arrow' }).click();
    await drag(page, area, [0.9, 0.9 - shift], [0.5, 0.5 - shift]);
    const loadsBefore = await page.evaluate(() => globalThis.benchPhoto?.loads.length ?? 0);
    await editor.getByRole('button', { name: 'SAVE' }).click();
    await page.evaluate(waitForLoads, {
      alt: '^Cover Photo 1$',
      from: loadsBefore,
      count: 1,
      timeoutMs: 60_000,
    });
    const state = await page.evaluate(() => ({
      photo: globalThis.benchPhoto,
      clicks: globalThis.benchMarkup?.clicks ?? [],
    }));
    if (!state.photo) throw new Error('no photo probes in the page');
    const markUp = state.clicks.filter((c) => c.text === 'MARK UP').at(-1);
    const save = state.clicks.filter((c) => c.text === 'SAVE').at(-1);
    const load = state.photo.loads.slice(loadsBefore).find((l) => l.alt === 'Cover Photo 1');
    if (!markUp || !save || !load) throw new Error('no MARK UP or SAVE click, or no thumbnail load');
    saveMs.push(load.at - save.at);
    const over = (from: number, to: number) =>
      state.photo?.tasks
        .filter((t) => t.start + t.duration >= from && t.start <= to)
        .map((t) => t.duration) ?? [];
    longTaskMs.push(...over(opened, load.at));
    openLongTasks += over(markUp.at, opened).length;
  }
  const sorted = [...saveMs].sort((a, b) => a - b);
  return {
    saveMs: saveMs.map(Math.round),
    saveP50Ms: Math.round(percentile(sorted, 0.5)),
    saveP95Ms: Math.round(percentile(sorted, 0.95)),
    longTasks: longTaskMs.length,
    longTaskMs: longTaskMs.map(Math.round),
    openLongTasks,
  };
}
