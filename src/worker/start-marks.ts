// The engine's start, step by step, as User Timing marks (`engine:*`, seen in a DevTools performance profile of the
// worker) and for the cold-start benchmark, which reads them through the dev API on the page's clock.

export interface StartMark {
  readonly name: string;
  /** Milliseconds since the epoch (performance.timeOrigin + startTime): the page and the worker have their own clocks. */
  readonly epochMs: number;
}

export function markStart(name: string): void {
  performance.mark(`engine:${name}`);
}

export function startMarks(): StartMark[] {
  const marks = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith('engine:'))
    .map((mark) => ({ name: mark.name, epochMs: performance.timeOrigin + mark.startTime }));
  // The worker's clock starts when the page created it.
  return [{ name: 'engine:created', epochMs: performance.timeOrigin }, ...marks];
}
