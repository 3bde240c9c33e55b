import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * How long a navigation back to a screen waits for its reads to answer again. The device's reads take tens of ms;
 * behind a sync's writes they may not (Home's lists read again 350–930 ms after a submit, load 9–15: decision 0096),
 * and past this the screen shows what it has and reads again as before.
 */
export const LONGEST_WAIT_MS = 2_000;

/**
 * The engine reads each screen showed, by its address: going back to one, the navigation waits for those a write made
 * stale while it was away, so the screen is first drawn from fresh data and nothing moves after (decision 0096). A
 * screen never shown (a measuring run's next screen, read ahead) is not waited for.
 */
export class ScreenReads {
  /** Per address, each reader's (a useEngineQuery's) query: the one it showed last. */
  readonly #byScreen = new Map<string, Map<string, string>>();
  #client: QueryClient | undefined;

  /** The reader `reader` of the screen at `screen` shows the query of `queryHash`. */
  shown(client: QueryClient, screen: string, reader: string, queryHash: string): void {
    this.#client = client;
    let readers = this.#byScreen.get(screen);
    if (!readers) {
      readers = new Map();
      this.#byScreen.set(screen, readers);
    }
    readers.set(reader, queryHash);
  }

  /**
   * Reads again what the screen at `screen` showed and a write has changed since, and resolves once answered (or
   * after `wait` ms). One that a screen still shows is read again by the write's invalidation itself: not waited for.
   * A write during the wait makes a read stale again: it is read once more, within the same wait.
   */
  async readAgain(screen: string, wait = LONGEST_WAIT_MS): Promise<void> {
    const client = this.#client;
    if (!client) return;
    const deadline = performance.now() + wait;
    // Twice at most: a read that stays stale however often it answers (it fails) is not asked for in a loop
    for (let pass = 0; pass < 2; pass += 1) {
      const stale = this.#stale(client, screen);
      const left = deadline - performance.now();
      if (stale.size === 0 || left <= 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        // A read already under way is waited for, not started again at the back of the worker's queue.
        client.refetchQueries({ predicate: (q) => stale.has(q), type: 'inactive' }, { cancelRefetch: false }),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
    }
  }

  /** The screen's reads shown before, shown by no screen now, and changed by a write since they answered. */
  #stale(client: QueryClient, screen: string): Set<Query> {
    const stale = new Set<Query>();
    const cache = client.getQueryCache();
    for (const hash of this.#byScreen.get(screen)?.values() ?? []) {
      const query = cache.get(hash);
      if (
        query &&
        query.state.data !== undefined &&
        query.state.isInvalidated &&
        query.getObserversCount() === 0
      )
        stale.add(query);
    }
    return stale;
  }
}

/** The app's one record: the reads report what they show, the router waits on it before a screen is drawn. */
export const screenReads = new ScreenReads();
