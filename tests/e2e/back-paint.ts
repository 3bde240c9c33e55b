import type { Page } from '@playwright/test';

// What a screen one goes back to shows in the first frame that paints it, and what moves after that frame: a stale
// list painted first and then redrawn with a longer line moves what is below it under the finger (decision 0096).

export interface FirstPaint {
  /** The text of the probed element in the first frame that showed the heading; null when it was not there. */
  readonly text: string | null;
  /** From the watch's start (just before the tap) to that frame, ms: how long the last screen was held. */
  readonly afterMs: number;
  /** The layout shifts of the frames after that one. */
  readonly shiftsAfter: { value: number; moved: string[] }[];
}

type Probe = { heading: string; probe: string };

/**
 * Runs in the page (passed whole to evaluate, so it refers to nothing outside itself): from now, on each frame before
 * it is painted, looks for an h1 with the heading's text; in the first frame that has it, keeps the probed element's
 * text, and the start of the next frame: a layout shift from then on happened after the screen was first painted.
 */
function watchPaint({ heading, probe }: Probe) {
  const page = window as unknown as {
    paintProbe: { text: string | null; next: number; start: number } | undefined;
    paintShifts: { value: number; startTime: number; moved: string[]; within: string[] }[];
  };
  const start = performance.now();
  page.paintProbe = undefined;
  page.paintShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      page.paintShifts.push({
        value: shift.value,
        startTime: shift.startTime,
        moved: shift.sources.map(
          (s) =>
            `${s.node instanceof Element ? s.node.tagName.toLowerCase() + '.' + [...s.node.classList].join('.') : String(s.node)} y ${s.previousRect.y} → ${s.currentRect.y}`,
        ),
        // The classes of the moved nodes' ancestors, to tell a part's own rewrap from what moves around it.
        within: shift.sources.map((s) =>
          s.node instanceof Element
            ? [...ancestors(s.node)].join(' ')
            : s.node?.parentElement
              ? [...ancestors(s.node.parentElement)].join(' ')
              : '',
        ),
      });
    }
  }).observe({ type: 'layout-shift' });
  function* ancestors(node: Element): Generator<string> {
    for (let at: Element | null = node; at; at = at.parentElement) yield `.${[...at.classList].join('.')}`;
  }
  let seen: string | null | undefined;
  const frame = (time: number) => {
    if (seen !== undefined) {
      page.paintProbe = { text: seen, next: time, start };
      return;
    }
    const shown = [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading);
    if (shown) seen = document.querySelector(probe)?.textContent ?? null;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Starts watching for the screen with this heading; `probe` is a CSS selector of the line to read in its first frame. */
export async function watchFirstPaint(page: Page, heading: string, probe: string): Promise<void> {
  await page.evaluate(watchPaint, { heading, probe });
}

/**
 * Once the screen has been painted (and two more frames drawn): its first frame's line and the shifts after it, but
 * for those whose every moved node lies within an element of class `besides` (a part's own words rewrapping inside
 * the space it keeps).
 */
export async function firstPaint(page: Page, besides?: string): Promise<FirstPaint> {
  await page.waitForFunction(() => (window as unknown as { paintProbe?: unknown }).paintProbe !== undefined);
  return page.evaluate(async (besides) => {
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const page = window as unknown as {
      paintProbe: { text: string | null; next: number; start: number };
      paintShifts: { value: number; startTime: number; moved: string[]; within: string[] }[];
    };
    const own = (within: string[]) =>
      besides !== undefined &&
      within.every((classes) => classes.split(' ').some((c) => c.split('.').includes(besides)));
    return {
      text: page.paintProbe.text,
      afterMs: Math.round(page.paintProbe.next - page.paintProbe.start),
      shiftsAfter: page.paintShifts
        .filter((shift) => shift.startTime >= page.paintProbe.next && !own(shift.within))
        .map(({ value, moved }) => ({ value, moved })),
    };
  }, besides);
}
