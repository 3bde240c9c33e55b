import type { CDPSession, Page } from '@playwright/test';

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown };

/**
 * One DevTools target reached through its parent's session (non-flat mode): the page, a worker it started, or a
 * worker that worker started (the sync reader). Commands and events travel wrapped once per level.
 */
class TargetSession {
  readonly #pending = new Map<number, (result: unknown) => void>();
  readonly #children = new Map<string, TargetSession>();
  #nextId = 1;

  readonly send: (message: Message) => void;
  readonly onWorker: (worker: TargetSession) => void;
  readonly onDetached: (worker: TargetSession) => void;

  constructor(
    send: (message: Message) => void,
    onWorker: (worker: TargetSession) => void,
    onDetached: (worker: TargetSession) => void,
  ) {
    this.send = send;
    this.onWorker = onWorker;
    this.onDetached = onDetached;
  }

  /** A command to this target; resolves with its result (undefined after `timeoutMs` or once detached). */
  command(method: string, params: Record<string, unknown> = {}, timeoutMs = 1000): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        resolve(undefined);
      }, timeoutMs);
      this.#pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.send({ id, method, params });
    });
  }

  /** A message from this target: an answer, or an event about its own children. */
  receive(message: Message): void {
    if (message.id !== undefined) {
      this.#pending.get(message.id)?.(message.result);
      this.#pending.delete(message.id);
      return;
    }
    const params = message.params ?? {};
    if (message.method === 'Target.attachedToTarget') {
      const sessionId = params.sessionId as string;
      const type = (params.targetInfo as { type: string }).type;
      const child = new TargetSession(
        (inner) =>
          this.send({
            id: this.#nextId++,
            method: 'Target.sendMessageToTarget',
            params: { sessionId, message: JSON.stringify(inner) },
          }),
        this.onWorker,
        this.onDetached,
      );
      this.#children.set(sessionId, child);
      if (type === 'worker') this.onWorker(child);
      // A worker's own workers attach to it in turn.
      void child.command('Target.setAutoAttach', {
        autoAttach: true,
        waitForDebuggerOnStart: false,
        flatten: false,
      });
    } else if (message.method === 'Target.receivedMessageFromTarget') {
      const child = this.#children.get(params.sessionId as string);
      child?.receive(JSON.parse(params.message as string) as Message);
    } else if (message.method === 'Target.detachedFromTarget') {
      const child = this.#children.get(params.sessionId as string);
      this.#children.delete(params.sessionId as string);
      if (child) this.onDetached(child);
    }
  }
}

/**
 * Samples the JS heap of every worker of a page (the engine worker and any worker it starts, such as the sync
 * reader) through the browser's DevTools protocol (workers have no heap API of their own): each sample asks every
 * live worker for Runtime.getHeapUsage; the peak is of their sum at one sample.
 */
export class WorkerHeapSampler {
  #cdp: CDPSession | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #workers = new Set<TargetSession>();
  peakBytes = 0;
  /** The most workers alive at one sample. */
  peakWorkers = 0;
  /** Each worker's own peak, in the order they started (MB, rounded). */
  readonly #peaks = new Map<TargetSession, number>();
  samples = 0;
  /** The sum at the latest sample. */
  lastBytes = 0;

  /** Resolves once the page's first worker (the engine) is attached. */
  async start(page: Page, intervalMs = 100): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    this.#cdp = cdp;
    let firstWorker: () => void = () => undefined;
    const attached = new Promise<void>((resolve) => (firstWorker = resolve));
    // The page's session is Playwright's: what the root sends is a child's command, wrapped for it.
    const forward = (message: Message) =>
      void cdp
        .send('Target.sendMessageToTarget', message.params as { sessionId: string; message: string })
        .catch(() => undefined);
    const root = new TargetSession(
      forward,
      (worker) => {
        this.#workers.add(worker);
        firstWorker();
      },
      (worker) => this.#workers.delete(worker),
    );
    cdp.on('Target.attachedToTarget', (params) =>
      root.receive({ method: 'Target.attachedToTarget', params }),
    );
    cdp.on('Target.receivedMessageFromTarget', (params) =>
      root.receive({ method: 'Target.receivedMessageFromTarget', params }),
    );
    cdp.on('Target.detachedFromTarget', (params) =>
      root.receive({ method: 'Target.detachedFromTarget', params }),
    );
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    await attached;
    this.#timer = setInterval(() => void this.sample(), intervalMs);
  }

  async sample(): Promise<void> {
    const workers = [...this.#workers];
    const used = await Promise.all(
      workers.map(async (worker) => {
        const usage = (await worker.command('Runtime.getHeapUsage')) as { usedSize: number } | undefined;
        return usage?.usedSize ?? 0;
      }),
    );
    workers.forEach((worker, i) =>
      this.#peaks.set(worker, Math.max(this.#peaks.get(worker) ?? 0, used[i] ?? 0)),
    );
    this.samples++;
    this.lastBytes = used.reduce((sum, bytes) => sum + bytes, 0);
    this.peakWorkers = Math.max(this.peakWorkers, used.filter((bytes) => bytes > 0).length);
    this.peakBytes = Math.max(
      this.peakBytes,
      used.reduce((sum, bytes) => sum + bytes, 0),
    );
  }

  /** Forgets the peak so far (a measure that starts now, with the workers already attached). */
  resetPeak(): void {
    this.peakBytes = this.lastBytes;
  }

  get peaksMb(): number[] {
    return [...this.#peaks.values()].map((bytes) => Math.round(bytes / 2 ** 20));
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.sample();
    await this.#cdp?.detach().catch(() => undefined);
  }
}
