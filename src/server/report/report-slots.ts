// How many reports one process makes at once: a report holds its photos and the Word file in memory and
// keeps the main thread busy in turns, so eight at once took a process to 2.6 GB and its probe to 2.5 s. A few run,
// a few more wait their turn in order, and any beyond are answered at once with a "try again" (503, Retry-After),
// so a burst of reports never grows the process past what `running` reports hold.

export class ReportsBusy extends Error {
  constructor() {
    super('Too many reports at once');
  }
}

export class ReportSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  private readonly running: number;
  private readonly waiting: number;

  constructor(running: number, waiting: number) {
    this.running = running;
    this.waiting = waiting;
  }

  /** No report is running or waiting. */
  get idle(): boolean {
    return this.active === 0 && this.queue.length === 0;
  }

  /** Runs `work` when a slot is free; throws ReportsBusy when every slot and every place in the queue is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /**
   * A slot, when one is free, for work that outlives a call (a report streamed to its client); the answer frees it,
   * once however often it is called. Throws ReportsBusy when every slot and every place in the queue is taken.
   */
  async acquire(): Promise<() => void> {
    if (this.active < this.running) this.active++;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new ReportsBusy();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      // The slot passes straight to the first in the queue, so a new arrival never overtakes it.
      const next = this.queue.shift();
      if (next === undefined) this.active--;
      else next();
    };
  }
}
