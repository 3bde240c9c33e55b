import { proxy, transfer } from 'comlink';
import type { HelperKind, HelperPortMessage } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';

/**
 * Starts one of the engine's helper workers from the page and answers the engine's end of a channel to it: a worker
 * started by the engine's own worker at times blocks that thread for good in Firefox (decision 0108). The helper
 * closes itself when the engine is done with it; all end with the page.
 */
export function startHelperWorker(kind: HelperKind): MessagePort {
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
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ port: port2 } satisfies HelperPortMessage, [port2]);
  return port1;
}

/** Gives the engine the page's starter of its helper workers; the port it answers is moved to the engine, not copied. */
export function lendHelperWorkers(engine: Pick<Engine, 'useHelperWorkers'>): void {
  engine
    .useHelperWorkers(
      proxy(async (kind: HelperKind) => {
        const port = startHelperWorker(kind);
        return transfer(port, [port]);
      }),
    )
    .catch((error: unknown) => console.warn('The engine could not take the helper workers', error));
}
