import type { Page } from '@playwright/test';
import { percentile } from './percentile.ts';
import { benchInspection } from './synced-page.ts';

// The measuring run (decision 0054) with the CPU throttled 4×: a reading's Enter to the next reading's field focused (on
// its own screen or the next one) and the run bar showing the worker's result of the reading just taken. Each pass
// measures a new inspection's left side through its six readings, as a keyboard gauge gives them (the text set and
// Enter pressed from inside the page: Playwright's own tasks run on the page's thread too and are not the app's).

export interface MeasuringRunFigures {
  readonly cpuThrottle: number;
  readonly readings: number;
  readonly readingP50Ms: number;
  readonly readingP95Ms: number;
  /** Main-thread tasks over 50 ms while the readings were taken. */
  readonly longTasks: number;
  /** Each reading's time, in walking order per pass: where the slow ones are. */
  readonly samples: readonly ReadingSample[];
}

/** One reading's time: to the next field focused and the result shown (`ms`), and to the focus alone. */
export interface ReadingSample {
  readonly place: string;
  readonly ms: number;
  readonly focusedMs: number;
  /**
   * To the result in the page's DOM (a mutation observed), painted or not: at CPU 4× it was there 10-50 ms after
   * Enter and painted up to 280 ms after, the frame waiting behind the worker's answers (session 43).
   */
  readonly inPageMs?: number | undefined;
  /** What the bar said of the reading in focus when this one was typed. */
  readonly where?: string;
}

/** The bench JSON's keys. Targets: p95 < 50 ms, no long task (large fleet, CPU 4×). */
export function measuringRunKeys(f: MeasuringRunFigures) {
  return { measuringRunReadingP95Ms: f.readingP95Ms, measuringRunLongTasks: f.longTasks };
}

/** The worn lengths each pass gives after the pitch (demo and large fleets: all between 25 and 75 % wear). */
const WORN_LENGTHS = ['46', '39.5', '58.5', '77'];

/**
 * `pitchResult` false waits after a pitch gauge reading only for its field emptied, not for its result in the bar: a
 * build before the bar showed it (compared in measuring-run-compare.ts) is measured the same way.
 */
export async function measureMeasuringRun(
  page: Page,
  passes = 5,
  pitchResult = true,
  /**
   * Called around each pass's readings (a trace or profile of the readings alone, not the screen's load), or around
   * one reading of each pass alone (`step`: its index in walking order, 2 the tape measure's).
   */
  around?: {
    readonly start: () => Promise<void>;
    readonly stop: () => Promise<void>;
    readonly step?: number | undefined;
  },
): Promise<MeasuringRunFigures> {
  const origin = new URL(page.url()).origin;
  const samples: ReadingSample[] = [];
  const longTasks: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let pass = 0; pass < passes; pass++) {
      const inspection = await benchInspection(page);
      const pitch = await page.evaluate(async (id) => {
        const sql = `SELECT d.baselineValue + d."limit" / 2.0 FROM inspections i
          JOIN equipments s ON s.assetId = i.assetId AND s.name = 'Left Side'
          JOIN equipmentParts ep ON ep.externalEquipmentId = s.externalId
          JOIN partDimensions d ON d.partId = ep.partId
          JOIN observableItems o ON o.id = d.observableItemId
           AND o.identifier = 'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.WornLength'
         WHERE i.externalId = '${id}'`;
        const result = await globalThis.inspectEngine?.runSql({ sql, allowWrites: false });
        return result?.ok ? String(result.rows[0]?.[0] ?? '') : '';
      }, inspection);
      if (pitch === '') throw new Error('no pitch dimension on the left side');
      await page.goto(`${origin}/inspections/${inspection}/undercarriage/left/shoes/pitch-extension`);
      await page.getByLabel('Reading (mm)').click();
      await page
        .getByTestId('run-where')
        .filter({ hasText: /^1 of / })
        .waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => {
        const tasks: number[] = [];
        (globalThis as { benchRunTasks?: number[] }).benchRunTasks = tasks;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({
          type: 'longtask',
        });
      });
      const tape = String(Number(pitch) * 2);
      const step = around?.step;
      const timed = async (index: number, reading: () => Promise<ReadingSample>) => {
        if (step === index) await around?.start();
        const sample = await reading().catch((error: unknown) => {
          throw new Error(`pass ${pass + 1}, reading ${index + 1}: ${String(error)}`);
        });
        if (step === index) await around?.stop();
        samples.push(sample);
        return sample;
      };
      if (step === undefined) await around?.start();
      // The pitch gauge's field stays for the next shoe's reading; Enter on it empty goes on (decision 0054).
      await timed(0, () => page.evaluate(takeReading, { value: pitch, judged: pitchResult }));
      let last = await timed(1, () => page.evaluate(takeReading, { value: '', judged: false }));
      for (const [i, value] of [tape, ...WORN_LENGTHS].entries()) {
        const after = last.where;
        last = await timed(2 + i, () => page.evaluate(takeReading, { value, judged: true, after }));
      }
      if (step === undefined) await around?.stop();
      longTasks.push(
        ...(await page.evaluate(() => (globalThis as { benchRunTasks?: number[] }).benchRunTasks ?? [])),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const s = samples.map((x) => x.ms).sort((a, b) => a - b);
  return {
    cpuThrottle: 4,
    readings: s.length,
    readingP50Ms: percentile(s, 0.5),
    readingP95Ms: percentile(s, 0.95),
    longTasks: longTasks.filter((d) => d > 50).length,
    samples,
  };
}

/**
 * In the page: the reading typed into the field in focus, then Enter; answers the ms from Enter to the next empty
 * field focused (the pitch gauge's own, emptied for the next shoe; or the run finished) and the bar showing the
 * result of this reading. An empty text is Enter on an empty field: only the focus moving on is waited for.
 */
export async function takeReading({
  value,
  judged,
  after,
}: {
  value: string;
  judged: boolean;
  /**
   * What the bar said for the reading before: the bar's words for the reading now in focus may come a frame after
   * its focus (a focus in an effect), and read before they came the reading was waited for under the last one's
   * name (a false 30 s stall). Not timed.
   */
  after?: string | undefined;
}): Promise<ReadingSample> {
  const whereNow = () => document.querySelector('[data-testid="run-where"]')?.textContent ?? '';
  const waitedFrom = performance.now();
  // Nor is a bar not there: a screen whose model the run's read ahead has not brought yet shows "Loading…" without
  // it, and a gauge in a hand is read off the bar (typed then, the reading waits in the holding field; rounds that
  // typed into it were left out as stalls, 1 in 3 in session 43)
  while (
    ((after !== undefined && whereNow() === after) || whereNow() === '') &&
    performance.now() - waitedFrom < 30_000
  )
    await new Promise((resolve) => requestAnimationFrame(resolve));
  const input = document.activeElement;
  const where = whereNow();
  const place = value === '' ? 'Enter on the empty pitch gauge field' : where.replace(/^\d+ of \d+: /, '');
  if (!(input instanceof HTMLInputElement) || place === '')
    throw new Error(
      `no reading in focus (${where}; in focus: ${input?.outerHTML.slice(0, 160) ?? 'nothing'}; ${document.querySelector('h1')?.textContent ?? 'no heading'}; bar: ${document.querySelector('.run-bar')?.textContent ?? 'none'}; ${location.pathname}; ${document.querySelector('main')?.innerHTML.slice(0, 400) ?? 'no main'})`,
    );
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const resultIn = () => document.querySelector('[data-testid="run-result"]')?.textContent ?? '';
  const started = performance.now();
  let inPageMs: number | undefined;
  const inPage = new MutationObserver(() => {
    if (inPageMs === undefined && judged && resultIn().includes(`${place}:`))
      inPageMs = performance.now() - started;
  });
  inPage.observe(document.body, { subtree: true, childList: true, characterData: true });
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  let focusedMs: number | undefined;
  return new Promise<ReadingSample>((resolve, reject) => {
    const check = () => {
      const bar = resultIn();
      const focused = document.activeElement;
      const moved =
        (focused instanceof HTMLInputElement &&
          focused.value === '' &&
          (focused !== input || value !== '')) ||
        document.querySelector('[data-testid="run-where"]')?.textContent ===
          'Every reading of this side is taken.';
      if (moved) focusedMs ??= performance.now() - started;
      if (moved && (!judged || bar.includes(`${place}:`))) {
        const ms = performance.now() - started;
        inPage.disconnect();
        resolve({ place, ms, focusedMs: focusedMs ?? ms, inPageMs, where });
      } else if (performance.now() - started > 30_000) {
        inPage.disconnect();
        reject(
          new Error(
            `stuck after ${place}: ${bar} ${[...document.querySelectorAll('.toast')].map((t) => t.textContent).join(' | ')} (in focus: ${document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing'}; ${document.querySelector('h1')?.textContent ?? 'no heading'})`,
          ),
        );
      } else requestAnimationFrame(check);
    };
    check();
  });
}
