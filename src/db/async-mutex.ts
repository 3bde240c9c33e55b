// One connection, many callers: Comlink calls arrive concurrently and must never interleave inside a transaction.
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();
  #held = false;

  get held(): boolean {
    return this.#held;
  }

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => {
      this.#held = true;
      return () => {
        this.#held = false;
        release();
      };
    });
    this.#tail = this.#tail.then(() => next);
    return ready;
  }

  async run<T>(fn: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
