// After a burst of reports the main thread holds tens of megabytes of garbage: the photos read for each report and the
// Word files sent back by the report thread. An idle server allocates nothing, so V8 may leave it for a long time
// (measured: 24 MB of array buffers still held 10 s after a burst, all of it garbage once collected). One full
// collection once the reports are over gives it back (decision 0059). `gc` exists when Node runs with `--expose-gc`,
// as `npm start`, `npm run server` and the image start it; without it nothing happens.

/** How long no report must run before the collection: long enough that a burst's next report is not slowed. */
export const COLLECT_AFTER_REPORTS_MS = 3_000;

export class CollectAfterReports {
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #collect: (() => void) | undefined;
  readonly #afterMs: number;

  constructor(collect = (globalThis as { gc?: () => void }).gc, afterMs = COLLECT_AFTER_REPORTS_MS) {
    this.#collect = collect;
    this.#afterMs = afterMs;
  }

  /** A report is being made or sent: no collection until the reports are over. */
  busy(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** No report runs any more: collect once, unless another starts first. */
  idle(): void {
    const collect = this.#collect;
    if (collect === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      collect();
    }, this.#afterMs);
    // Never keeps a stopping process alive.
    this.#timer.unref();
  }

  stop(): void {
    this.busy();
  }
}
