declare global {
  /** The engine worker the page's classic start script made (decision 0077), until the app takes it. */
  var inspectStartedEngine: Worker | undefined;
}

/**
 * Creates the one engine worker of this tab. Kept apart from the Comlink client so that the page's first script can
 * start it with nothing else loaded (src/ui/boot.ts).
 */
export function createEngineWorker(): Worker {
  return new Worker(new URL('../../worker/entry.ts', import.meta.url), { type: 'module', name: 'engine' });
}

/**
 * The engine worker of this tab: the one the page's start script already made (a build's index.html), else a new one
 * (the development server's page has no such script).
 */
export function takeEngineWorker(): Worker {
  const started = globalThis.inspectStartedEngine;
  globalThis.inspectStartedEngine = undefined;
  return started ?? createEngineWorker();
}
