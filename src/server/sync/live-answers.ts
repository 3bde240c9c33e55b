// How many full answers a process produces live at once. A live answer holds pages of JSON, their bytes and a
// compressor (several MB each, and as much garbage again until the collector runs), so without a bound the memory
// grows with the number of devices doing a full sync together. The ones beyond the bound wait their turn, and once the
// first has stored its snapshot (full-sync-snapshot.ts) the waiting ones are served from it, which costs no memory.
// A turn is given back when its answer ends, or after HOLD_MS at most, so a slow client never keeps the others
// waiting long. One at a time (two until decision 0030's second pass): the second one's buffers put the bench's peak
// at 233–256 MB against 225–228 MB with one, for the same full syncs a second (8 concurrent, demo fleet).

export const LIVE_FULL_ANSWERS = 1;
export const HOLD_MS = 5000;

export class LiveAnswers {
  readonly #limit: number;
  readonly #holdMs: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit = LIVE_FULL_ANSWERS, holdMs = HOLD_MS) {
    this.#limit = limit;
    this.#holdMs = holdMs;
  }

  /**
   * Resolves once this caller may produce an answer, with the function that gives the turn back (idempotent) and
   * whether it had to wait (the data may have a snapshot by then).
   */
  async turn(): Promise<{ release: () => void; waited: boolean }> {
    const waited = this.#running >= this.#limit;
    if (waited) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running++;
    let given = false;
    const timer = setTimeout(() => release(), this.#holdMs);
    timer.unref();
    const release = () => {
      if (given) return;
      given = true;
      clearTimeout(timer);
      const next = this.#waiting.shift();
      if (next === undefined) this.#running--;
      else next();
    };
    return { release, waited };
  }
}

/** The body, with `done` called once it ends, fails or is cancelled. */
export function onEnd(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          done();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel(reason) {
      done();
      await reader.cancel(reason);
    },
  });
}
