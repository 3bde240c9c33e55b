import type { Page } from '@playwright/test';
import { measurePitchExtension, type PitchExtensionFigures } from './pitch-extension-bench.ts';
import { percentile } from './percentile.ts';
import { benchInspection } from './synced-page.ts';

// Recording screens on the synced fleet with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate): opening a
// screen (click on the contents entry to its model rendered) and saving a field (blur to the saved mark), timed in
// the page with performance.now, and the main thread's long tasks while typing.

export interface RecordingFigures {
  readonly cpuThrottle: number;
  readonly screenOpens: number;
  readonly screenOpenP50Ms: number;
  readonly screenOpenP95Ms: number;
  readonly fieldSaves: number;
  readonly fieldSaveP50Ms: number;
  readonly fieldSaveP95Ms: number;
  /** Main-thread tasks over 50 ms while the saves were typed. */
  readonly typingLongTasks: number;
  /** The pitch extension screen: open from the side menu, tape measure save. */
  readonly pitchExtension: PitchExtensionFigures;
}

/** The raw timings of one measuring pass, in ms; `summarise` turns them into the figures. */
export interface RecordingSamples {
  readonly opens: readonly number[];
  readonly saves: readonly number[];
  /** Durations of the main thread's tasks over 50 ms while the saves were typed. */
  readonly typingLongTasks: readonly number[];
  readonly pitchExtension: PitchExtensionFigures;
}

export async function measureRecording(
  page: Page,
  runs = 50,
  log?: (message: string) => void,
): Promise<RecordingFigures> {
  return summariseRecording(await sampleRecording(page, runs, log));
}

export function summariseRecording(samples: RecordingSamples): RecordingFigures {
  const o = [...samples.opens].sort((a, b) => a - b);
  const s = [...samples.saves].sort((a, b) => a - b);
  return {
    cpuThrottle: 4,
    screenOpens: o.length,
    screenOpenP50Ms: percentile(o, 0.5),
    screenOpenP95Ms: percentile(o, 0.95),
    fieldSaves: s.length,
    fieldSaveP50Ms: percentile(s, 0.5),
    fieldSaveP95Ms: percentile(s, 0.95),
    typingLongTasks: samples.typingLongTasks.length,
    pitchExtension: samples.pitchExtension,
  };
}

/** Opens screens and saves a field `runs` times each on a new inspection of the bench's own, CPU throttled 4x. */
export async function sampleRecording(
  page: Page,
  runs = 50,
  log: (message: string) => void = () => undefined,
): Promise<RecordingSamples> {
  // The fleet's inspections in progress are other inspectors' and read-only here: typing into one never saved.
  const inspection = await benchInspection(page);
  log(`recording on inspection ${inspection}: ${runs} screen opens`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${new URL(page.url()).origin}/inspections/${inspection}`);
    await page.getByRole('link', { name: /^Operation/ }).waitFor();
    const opens: number[] = [];
    for (let i = 0; i < runs; i++) {
      const screen = i % 2 === 0 ? 'Operation' : 'Lock On';
      opens.push(
        await page.evaluate(async (title) => {
          const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith(title));
          if (!link) throw new Error(`no entry ${title}`);
          const started = performance.now();
          link.click();
          await new Promise<void>((resolve, reject) => {
            const check = () => {
              const heading = document.querySelector('h1')?.textContent;
              if (heading === title && !document.querySelector('.loading')) resolve();
              else if (performance.now() - started > 60_000)
                reject(new Error(`${title} did not show in 60 s (heading ${heading ?? 'none'})`));
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - started;
        }, screen),
      );
      await page.goBack();
      await page.getByRole('link', { name: /^Operation/ }).waitFor();
      if ((i + 1) % 10 === 0) log(`recording: ${i + 1} screens opened`);
    }
    log(`recording: ${runs} field saves`);
    await page.getByRole('link', { name: /^Operation/ }).click();
    await page.getByLabel('Tonnage').waitFor();
    await page.evaluate(() => {
      const tasks: number[] = [];
      (globalThis as { benchTypingTasks?: number[] }).benchTypingTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    // Typed and saved from inside the page, a keystroke a frame: Playwright's own locators run on the page's main
    // thread too (throttled like the app), and their tasks are not the app's.
    const saves: number[] = [];
    for (let i = 0; i < runs; i++) {
      saves.push(await page.evaluate(typeAndSave, String(100_000 + i)));
      if ((i + 1) % 10 === 0) log(`recording: ${i + 1} fields saved`);
    }
    const typingTasks = await page.evaluate(
      () => (globalThis as { benchTypingTasks?: number[] }).benchTypingTasks ?? [],
    );
    log(`recording: pitch extension, ${Math.ceil(runs / 2)} opens and tape saves`);
    const pitchExtension = await measurePitchExtension(page, inspection, Math.ceil(runs / 2), log);
    return { opens, saves, typingLongTasks: typingTasks.filter((d) => d > 50), pitchExtension };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * In the page: waits for Tonnage's mark to rest, types the value, blurs; answers blur to the "saved" mark in ms. The
 * field is found by its label, "Tonnage" unless another language's is given ("Tonelaje").
 */
export async function typeAndSave(typed: string | { value: string; label: string }): Promise<number> {
  const { value, label: named } = typeof typed === 'string' ? { value: typed, label: 'Tonnage' } : typed;
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(named));
  const input = label ? document.getElementById(label.htmlFor) : null;
  const mark = input?.parentElement?.querySelector('.saved-mark');
  if (!(input instanceof HTMLInputElement) || !mark) throw new Error('no Tonnage field with its saved mark');
  // A save the app refused leaves the mark "failed" for good: said with the app's toast rather than waited on.
  const markIs = (state: string) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        if (mark.className === 'saved-mark failed') {
          const toast = document.querySelector('[role=alert]')?.textContent ?? 'no message';
          reject(new Error(`Tonnage was not saved: ${toast}`));
          return true;
        }
        if (mark.className !== `saved-mark ${state}`) return false;
        // Marked for the trace tools (field-save-trace.ts): where each save ends.
        if (state === 'saved') performance.mark('inspect:bench-saved');
        resolve(performance.now());
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => {
        if (check()) observer.disconnect();
      });
      observer.observe(mark, { attributes: true, attributeFilter: ['class'] });
    });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await markIs('idle');
  input.focus();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (let n = 0; n <= value.length; n++) {
    setValue?.call(input, value.slice(0, n));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
  }
  const saved = markIs('saved');
  performance.mark('inspect:bench-blur');
  const started = performance.now();
  input.blur();
  return (await saved) - started;
}
