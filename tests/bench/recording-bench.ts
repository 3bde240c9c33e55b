import type { Page } from '@playwright/test';
import { measurePitchExtension, type PitchExtensionFigures } from './pitch-extension-bench.ts';

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
  /** The pitch extension screen (issue 12): open from the side menu, tape measure save. */
  readonly pitchExtension: PitchExtensionFigures;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export async function measureRecording(page: Page, runs = 50): Promise<RecordingFigures> {
  const inspection = await page.evaluate(async () => {
    const lists = await globalThis.inspectEngine?.homeLists();
    return lists?.value.inProgress[0]?.externalId;
  });
  if (!inspection) throw new Error('No inspection in progress to record on');
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
          await new Promise<void>((resolve) => {
            const check = () => {
              const heading = document.querySelector('h1')?.textContent;
              if (heading === title && !document.querySelector('.loading')) resolve();
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - started;
        }, screen),
      );
      await page.goBack();
      await page.getByRole('link', { name: /^Operation/ }).waitFor();
    }
    await page.getByRole('link', { name: /^Operation/ }).click();
    const tonnage = page.getByLabel('Tonnage');
    await tonnage.waitFor();
    await page.evaluate(() => {
      const tasks: number[] = [];
      (globalThis as { benchTypingTasks?: number[] }).benchTypingTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    const saves: number[] = [];
    for (let i = 0; i < runs; i++) {
      const mark = tonnage.locator('xpath=following-sibling::span[contains(@class, "saved-mark")]');
      await mark.and(page.locator('.saved-mark.idle')).waitFor({ state: 'attached' });
      await tonnage.fill(String(100_000 + i));
      saves.push(
        await tonnage.evaluate(async (input: HTMLInputElement) => {
          const markEl = input.parentElement?.querySelector('.saved-mark');
          if (!markEl) throw new Error('no saved mark');
          const started = performance.now();
          const done = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (markEl.className === 'saved-mark saved') {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(markEl, { attributes: true, attributeFilter: ['class'] });
          });
          input.blur();
          return done;
        }),
      );
    }
    const typingTasks = await page.evaluate(
      () => (globalThis as { benchTypingTasks?: number[] }).benchTypingTasks ?? [],
    );
    const pitchExtension = await measurePitchExtension(page, inspection, Math.ceil(runs / 2));
    const o = [...opens].sort((a, b) => a - b);
    const s = [...saves].sort((a, b) => a - b);
    return {
      cpuThrottle: 4,
      screenOpens: o.length,
      screenOpenP50Ms: percentile(o, 0.5),
      screenOpenP95Ms: percentile(o, 0.95),
      fieldSaves: s.length,
      fieldSaveP50Ms: percentile(s, 0.5),
      fieldSaveP95Ms: percentile(s, 0.95),
      typingLongTasks: typingTasks.filter((d) => d > 50).length,
      pitchExtension,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}
