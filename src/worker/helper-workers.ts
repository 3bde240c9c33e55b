// The engine's helper workers (the sync reader, photo compression) are started by the page, not by this worker:
// Firefox at times blocks a worker's thread for good inside `new Worker` (the Firefox test's steps failed so in 5 runs
// of 110), and a blocked engine neither answers the screens nor lets its page's unload release the database (decision
// 0108). The page hands this worker one end of a channel to each helper it starts.

/** The helpers the page starts for the engine. */
export type HelperKind = 'sync-reader' | 'photos';

/** The page's starter: a helper worker of that kind, and the engine's end of a channel to it. */
export type StartHelperWorker = (kind: HelperKind) => Promise<MessagePort>;

/** Holds the page's starter, given once the page has loaded its code; until then helpers' work runs on this thread. */
export class HelperWorkers {
  #start: StartHelperWorker | undefined;

  use(start: StartHelperWorker | undefined): void {
    this.#start = start;
  }

  /** Starts a helper of that kind, or undefined when the page has given no starter (in tests, or not yet). */
  start(kind: HelperKind): Promise<MessagePort> | undefined {
    return this.#start?.(kind);
  }
}

/** A helper's first message: its end of the channel to the engine (see `startHelperWorker` in src/ui/engine). */
export interface HelperPortMessage {
  readonly port: MessagePort;
}

/**
 * A helper's one message to the page: its code loaded and it took its port. Until then the page does not hand the
 * engine the other end: a helper whose code cannot load (offline before the service worker controls the page) would
 * leave the engine waiting for good.
 */
export interface HelperTookPort {
  readonly type: 'took-port';
}

/** A helper worker's global scope, as far as the hand-over of its port goes. */
export interface HelperScope {
  onmessage: ((event: MessageEvent<HelperPortMessage>) => void) | null;
  postMessage(message: HelperTookPort): void;
}

/** In a helper worker: the end of the channel the page gave it, for the engine's messages; the page is told. */
export function helperPort(scope: HelperScope): Promise<MessagePort> {
  return new Promise((given) => {
    scope.onmessage = (event: MessageEvent<HelperPortMessage>) => {
      scope.onmessage = null;
      given(event.data.port);
      scope.postMessage({ type: 'took-port' });
    };
  });
}
