import type { Browser, CDPSession } from '@playwright/test';

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

  async start(browser: Browser, urlPart: string, intervalMs = 100): Promise<void> {
    const cdp = await browser.newBrowserCDPSession();
    this.#cdp = cdp;
    cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
      if (message.id !== undefined && message.result)
        this.#pending.get(message.id)?.(message.result.usedSize);
    });
    for (;;) {
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string; targetId: string }[];
      };
      const worker = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
      if (worker) {
        const attached = (await cdp.send('Target.attachToTarget', {
          targetId: worker.targetId,
          flatten: false,
        })) as {
          sessionId: string;
        };
        this.#sessionId = attached.sessionId;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
