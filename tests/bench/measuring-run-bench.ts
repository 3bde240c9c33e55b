import type { Page } from '@playwright/test';
import { percentile } from './percentile.ts';
import { benchInspection } from './synced-page.ts';

// The measuring run (decision 0054) with the CPU throttled 4×: a reading's Enter to the next reading's field focused (on
// its own screen or the next one) and the run bar showing the worker's result of the reading just taken. Each pass
// measures a new inspection's left side through its six readings, as a keyboard gauge gives them (the text set from
// inside the page, then Enter pressed as a key through the browser's input, so its frame is timed as presented).

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
  /** The start of the frame that paints the result: its animation frame callback (see `armReading`). */
  readonly polledMs?: number | undefined;
}

/** The bench JSON's keys. Targets: p95 < 50 ms, no long task (large fleet, CPU 4×). */
export function measuringRunKeys(f: MeasuringRunFigures) {
  return { measuringRunReadingP95Ms: f.readingP95Ms, measuringRunLongTasks: f.longTasks };
}

/**
 * The time between a reading's result and the next reading's Enter: the gauge moved to the next point and read (a
 * roller's two points, the next roller). 0 types each reading as soon as the bar names it: the page is then still
 * busy with the last one (its save's answers, the next screen), and the Enter waits for that.
 */
export const GAUGE_MOVE_MS = 1_500;

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
  gapMs = GAUGE_MOVE_MS,
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
      await timed(0, () => takeReading(page, { value: pitch, judged: pitchResult, gapMs }));
      let last = await timed(1, () => takeReading(page, { value: '', judged: false, gapMs }));
      for (const [i, value] of [tape, ...WORN_LENGTHS].entries()) {
        const after = last.where;
        last = await timed(2 + i, () => takeReading(page, { value, judged: true, after, gapMs }));
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
 * One reading: typed into the field in focus in the page, then Enter pressed as a keyboard gauge sends it (a trusted
 * key event, through the browser's input pipeline); answers the ms from Enter to the next empty field focused (the
 * pitch gauge's own, emptied for the next shoe; or the run finished) and the bar showing the result of this reading.
 * An empty text is Enter on an empty field: only the focus moving on is waited for.
 */
export async function takeReading(
  page: Page,
  reading: { value: string; judged: boolean; after?: string | undefined; gapMs: number },
): Promise<ReadingSample> {
  await page.evaluate(armReading, reading);
  await page.keyboard.press('Enter');
  return page.evaluate(() => {
    const taken = (globalThis as { benchReading?: Promise<ReadingSample> }).benchReading;
    if (!taken) throw new Error('no reading armed');
    return taken;
  });
}

/**
 * In the page: waits until the bar names the reading in focus, types it, and watches what its Enter does: the time
 * from the key's event to the end of the rendering of the first frame that shows the next field focused and the
 * result. `polledMs` is the next frame's callback after they were in the page (the measure of sessions 41-43, which
 * dispatched Enter inside a frame callback, so its rendering came after the handler's and was counted a frame late).
 */
export async function armReading({
  value,
  judged,
  after,
  gapMs,
}: {
  value: string;
  judged: boolean;
  /** The gauge moved to the next point: the time from the bar naming the reading to its Enter. */
  gapMs: number;
  /**
   * What the bar said for the reading before: the bar's words for the reading now in focus may come a frame after
   * its focus (a focus in an effect), and read before they came the reading was waited for under the last one's
   * name (a false 30 s stall). Not timed.
   */
  after?: string | undefined;
}): Promise<void> {
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
  if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
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
  const movedOn = () => {
    const focused = document.activeElement;
    return (
      (focused instanceof HTMLInputElement && focused.value === '' && (focused !== input || value !== '')) ||
      whereNow() === 'Every reading of this side is taken.'
    );
  };
  const resultShown = () => resultIn().includes(`${place}:`);
  (globalThis as { benchReading?: Promise<ReadingSample> }).benchReading = new Promise<ReadingSample>(
    (resolve, reject) => {
      let started: number | undefined;
      let inPageMs: number | undefined;
      let focusedMs: number | undefined;
      let reachedMs: number | undefined;
      let polledMs: number | undefined;
      let paintedMs: number | undefined;
      const since = () => performance.now() - (started ?? performance.now());
      const finish = () => {
        if (paintedMs === undefined || polledMs === undefined) return;
        stopWatching();
        resolve({ place, ms: paintedMs, focusedMs: focusedMs ?? paintedMs, inPageMs, polledMs, where });
      };
      const reached = () => {
        if (started === undefined) return;
        if (judged && inPageMs === undefined && resultShown()) inPageMs = since();
        const moved = movedOn();
        if (moved) focusedMs ??= since();
        if (reachedMs !== undefined || !moved || (judged && !resultShown())) return;
        reachedMs = since();
        // The frame that paints them: its rendering follows its animation frame callbacks, and a task of the highest
        // priority posted there runs first once that rendering is done (before the worker's answers queued meanwhile)
        requestAnimationFrame(() => {
          void scheduler.postTask(
            () => {
              paintedMs = since();
              finish();
            },
            { priority: 'user-blocking' },
          );
        });
      };
      const poll = () => {
        if (reachedMs !== undefined && polledMs === undefined) {
          polledMs = since();
          return finish();
        }
        if (started !== undefined && since() > 30_000) {
          stopWatching();
          return reject(
            new Error(
              `stuck after ${place}: ${resultIn()} ${[...document.querySelectorAll('.toast')].map((t) => t.textContent).join(' | ')} (in focus: ${document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing'}; ${document.querySelector('h1')?.textContent ?? 'no heading'})`,
            ),
          );
        }
        frame = requestAnimationFrame(poll);
      };
      let frame = requestAnimationFrame(poll);
      const mutations = new MutationObserver(reached);
      mutations.observe(document.body, { subtree: true, childList: true, characterData: true });
      // The Enter's time is its event's: when the browser took the key, before the page's thread got to it
      const onEnter = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && started === undefined) started = event.timeStamp;
      };
      window.addEventListener('keydown', onEnter, { capture: true });
      window.addEventListener('keydown', reached);
      window.addEventListener('focusin', reached);
      function stopWatching() {
        cancelAnimationFrame(frame);
        mutations.disconnect();
        window.removeEventListener('keydown', onEnter, { capture: true });
        window.removeEventListener('keydown', reached);
        window.removeEventListener('focusin', reached);
      }
    },
  );
}
