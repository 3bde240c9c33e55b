import type { CDPSession, Page } from '@playwright/test';

/**
 * Samples the engine worker's JS heap through the browser's DevTools protocol (workers have no heap API of their
 * own): attaches to the worker target and asks Runtime.getHeapUsage every `intervalMs`.
 */
export class WorkerHeapSampler {
  #cdp: CDPSession | undefined;
  #sessionId: string | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #nextId = 1;
  readonly #pending = new Map<number, (used: number) => void>();
  peakBytes = 0;
  samples = 0;

  async start(page: Page, intervalMs = 100): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    this.#cdp = cdp;
    cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
      if (message.id !== undefined && message.result)
        this.#pending.get(message.id)?.(message.result.usedSize);
    });
    // The page's dedicated worker attaches as a child target; its session is addressed through the page's.
    const attached = new Promise<string>((resolve) =>
      cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
        if (event.targetInfo.type === 'worker') resolve(event.sessionId);
      }),
    );
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    this.#sessionId = await attached;
    this.#timer = setInterval(() => void this.sample(), intervalMs);
  }

  async sample(): Promise<void> {
    if (!this.#cdp || !this.#sessionId) return;
    const id = this.#nextId++;
    const used = new Promise<number>((resolve) => this.#pending.set(id, resolve));
    await this.#cdp
      .send('Target.sendMessageToTarget', {
        sessionId: this.#sessionId,
        message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
      })
      .catch(() => undefined);
    const bytes = await Promise.race([
      used,
      new Promise<number>((resolve) => setTimeout(() => resolve(0), 1000)),
    ]);
    this.#pending.delete(id);
    this.samples++;
    this.peakBytes = Math.max(this.peakBytes, bytes);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.sample();
    await this.#cdp?.detach().catch(() => undefined);
  }
}
