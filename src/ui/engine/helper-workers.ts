import { proxy, transfer } from 'comlink';
import type { HelperKind, HelperPortMessage, HelperTookPort } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';

/** A helper that has not taken its port by then is given up: the engine does that work on its own thread. */
export const HELPER_START_TIMEOUT_MS = 10_000;

/** The page's side of a helper worker, as far as its start goes. */
export interface StartingHelper {
  postMessage(message: HelperPortMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<HelperTookPort>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * Hands a starting helper its end of a new channel and resolves with the engine's end once the helper says it took
 * it; rejects, and ends the helper, when its code fails to load (offline before the service worker controls the page:
 * CI's two-devices shift hung for good on such a photo) or it says nothing within `timeoutMs`.
 */
export function handOverPort(
  helper: StartingHelper,
  timeoutMs = HELPER_START_TIMEOUT_MS,
): Promise<MessagePort> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      helper.onmessage = null;
      helper.onerror = null;
      if (!error) return resolve(port1);
      helper.terminate();
      port1.close();
      reject(error);
    };
    const timer = setTimeout(() => settle(new Error('The helper worker did not start in time')), timeoutMs);
    helper.onmessage = (event) => {
      if (event.data.type === 'took-port') settle();
    };
    helper.onerror = (event) => {
      // A load failure is handled here: the engine does the work itself, nothing is left to report.
      event.preventDefault();
      settle(new Error('The helper worker could not load'));
    };
    helper.postMessage({ port: port2 }, [port2]);
  });
}

/**
 * Starts one of the engine's helper workers from the page and answers the engine's end of a channel to it: a worker
 * started by the engine's own worker at times blocks that thread for good in Firefox (decision 0108). The helper
 * closes itself when the engine is done with it; all end with the page.
 */
export function startHelperWorker(kind: HelperKind): Promise<MessagePort> {
  const worker =
    kind === 'sync-reader'
      ? new Worker(new URL('../../worker/sync/answer-reader-worker.ts', import.meta.url), {
          type: 'module',
          name: 'inspect-sync-reader',
        })
      : new Worker(new URL('../../worker/photos/photo-worker.ts', import.meta.url), {
          type: 'module',
          name: 'inspect-photos',
        });
  return handOverPort(worker);
}

/** Gives the engine the page's starter of its helper workers; the port it answers is moved to the engine, not copied. */
export function lendHelperWorkers(engine: Pick<Engine, 'useHelperWorkers'>): void {
  engine
    .useHelperWorkers(
      proxy(async (kind: HelperKind) => {
        const port = await startHelperWorker(kind);
        return transfer(port, [port]);
      }),
    )
    .catch((error: unknown) => console.warn('The engine could not take the helper workers', error));
}
