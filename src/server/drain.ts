import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, API_PATHS } from '../api/paths.ts';

// A clean stop (SIGTERM; docs/operations.md "Stopping"): the readiness probe answers 503 at once, so a load balancer
// or a container's healthcheck stops sending work; the requests in flight finish (a save is acknowledged only once it
// is committed, so one cut off was never acknowledged); a request that arrives meanwhile is answered 503 with
// Retry-After, which a device's outbox retries; every answer closes its connection. Then the process closes.

const PROBE_PATH = `${API_BASE}/${API_PATHS.probeReady}`;
const RETRY_AFTER_S = 5;
export const STOPPING_MESSAGE = `The server is stopping: nothing was stored. Try again in ${RETRY_AFTER_S} seconds (your device does this by itself).`;

export class Drain {
  #inFlight = 0;
  #stopping = false;
  #idle: (() => void)[] = [];

  get stopping(): boolean {
    return this.#stopping;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Counts a request until its answer is sent or its connection closes. While stopping, answers it 503 (the probe
   * goes on to say so itself) and returns false: it is not to be handled.
   */
  admit(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    this.#inFlight++;
    res.once('close', () => {
      this.#inFlight--;
      if (this.#inFlight === 0) for (const resolve of this.#idle.splice(0)) resolve();
    });
    if (!this.#stopping) return true;
    res.setHeader('connection', 'close');
    if (path === PROBE_PATH) return true;
    req.resume();
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_S),
    });
    res.end(JSON.stringify({ error: STOPPING_MESSAGE }));
    return false;
  }

  /** Stops admitting work; settles true when nothing is in flight, false when graceMs passed first. */
  stop(graceMs: number): Promise<boolean> {
    this.#stopping = true;
    if (this.#inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), graceMs);
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
