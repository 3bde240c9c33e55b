import type { StartAddressMessage } from '../../worker/contract.ts';

declare global {
  /** This tab's engine worker, made by the page's start script (decision 0077) or by the app's first script. */
  var inspectEngineWorker: Worker | undefined;
}

/**
 * Creates the one engine worker of this tab. Kept apart from the Comlink client so that the page's first script can
 * start it with nothing else loaded (src/ui/boot.ts).
 */
export function createEngineWorker(): Worker {
  return new Worker(new URL('../../worker/entry.ts', import.meta.url), { type: 'module', name: 'engine' });
}

/**
 * This tab's engine worker: the one the page's start script already made (a build's index.html), else a new one (the
 * development server's page has no such script; on a slow network it may not have run yet, and then makes none).
 */
export function tabEngineWorker(): Worker {
  if (!globalThis.inspectEngineWorker) {
    performance.mark('inspect:engine-asked');
    globalThis.inspectEngineWorker = createEngineWorker();
    // What the page's start script tells a worker it makes: where the page is (decision 0127).
    const start: StartAddressMessage = { type: 'inspect-start-address', address: location.pathname };
    globalThis.inspectEngineWorker.postMessage(start);
  }
  return globalThis.inspectEngineWorker;
}
