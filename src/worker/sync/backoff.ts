export interface BackoffOptions {
  readonly baseMs?: number;
  readonly maxMs?: number;
  /** 0..1; returns a random number (injectable for tests). */
  readonly random?: () => number;
}

/** Exponential backoff with full jitter: retries spread out instead of hammering a server that just came back. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 1000;
  const max = options.maxMs ?? 5 * 60_000;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  const random = options.random ?? Math.random;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
