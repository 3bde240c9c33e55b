import type { Page } from '@playwright/test';

// Layout-shift entries, recorded in the page: what moved, from where to where, so that a failure names it.

export type Shift = { value: number; moved: string[] };

/** Starts recording every layout shift from now on, whatever caused it (a tap's own shifts included). */
export async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          value: shift.value,
          // What moved and from where to where: a failure then names it.
          moved: shift.sources.map(
            (s) =>
              `${name(s.node)} y ${s.previousRect.y} → ${s.currentRect.y}, h ${s.previousRect.height} → ${s.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** The layout shifts recorded since watchShifts, once two frames have been drawn. */
export async function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { shifts: Shift[] }).shifts;
  });
}

/**
 * Records every layout shift without recent input from the document's start (the page's next load), each with what
 * moved: the sum is the page's cumulative layout shift as Core Web Vitals count it within one load.
 */
export async function watchShiftsFromStart(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        if (shift.hadRecentInput) continue;
        shifts.push({
          value: shift.value,
          moved: shift.sources.map(
            (s) =>
              `${Math.round(shift.startTime)} ms: ${name(s.node)} y ${s.previousRect.y} → ${s.currentRect.y}, h ${s.previousRect.height} → ${s.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
