import type { Page } from '@playwright/test';

// Layout-shift entries, recorded in the page: what moved, from where to where, so that a failure names it.

export type Shift = { value: number; moved: string[] };

type RecordOptions = { fromStart: boolean };

/**
 * Runs in the page (passed whole to evaluate / addInitScript, so it refers to nothing outside itself): records layout
 * shifts into window.shifts. From the document's start it leaves out shifts after input and stamps each with its time,
 * as Core Web Vitals count a load's shift; from now, it keeps every shift, a tap's own included.
 */
function recordShifts({ fromStart }: RecordOptions) {
  const recorded: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = recorded;
  const name = (node: Node | null) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      if (fromStart && shift.hadRecentInput) continue;
      const when = fromStart ? `${Math.round(shift.startTime)} ms: ` : '';
      recorded.push({
        value: shift.value,
        // What moved and from where to where: a failure then names it.
        moved: shift.sources.map(
          (s) =>
            `${when}${name(s.node)} x ${s.previousRect.x} → ${s.currentRect.x}, y ${s.previousRect.y} → ${s.currentRect.y}, ` +
            `w ${s.previousRect.width} → ${s.currentRect.width}, h ${s.previousRect.height} → ${s.currentRect.height}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: fromStart });
}

/**
 * Starts recording every layout shift from now on, whatever caused it (a tap's own shifts included). What the page
 * changed before and has not drawn yet is drawn first: on a loaded machine the first sync's panel, gone from the page
 * before the watch, was drawn gone only after it began, and its shift was taken for the watched change's.
 */
export async function watchShifts(page: Page) {
  await twoFramesDrawn(page);
  await page.evaluate(recordShifts, { fromStart: false });
}

/** The layout shifts recorded since watchShifts, once two frames have been drawn. */
export async function shifts(page: Page): Promise<Shift[]> {
  await twoFramesDrawn(page);
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/** Two frames drawn: what the page has changed so far is laid out, and its shifts reported. */
async function twoFramesDrawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Records every layout shift without recent input from the document's start (the page's next load), each with what
 * moved: the sum is the page's cumulative layout shift as Core Web Vitals count it within one load.
 */
export async function watchShiftsFromStart(page: Page) {
  await page.addInitScript(recordShifts, { fromStart: true });
}
