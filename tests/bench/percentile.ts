/**
 * The nearest-rank percentile of values already sorted ascending, `p` a fraction (0.95): the smallest value with at
 * least that share of the values at or below it; 0 when there are none. Every bench's p50/p95.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
