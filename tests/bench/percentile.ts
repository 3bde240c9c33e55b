/** The nearest-rank percentile of values already sorted ascending (0 when there are none): the browser benches' p50/p95. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
