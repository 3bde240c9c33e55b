import { proxy } from 'comlink';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { EngineEvent, EngineState, Read, SyncStatus } from '../../worker/contract.ts';
import { whenIdle } from '../recording/when-idle.ts';
import type { Engine } from './engine-client.ts';

/** The longest a read a write made stale waits for an idle moment to be made again. */
const READ_AGAIN_WITHIN_MS = 100;

/** What the engine last said about itself. */
export interface EngineStatus {
  readonly state: EngineState;
  /** The readiness probe's verdict; undefined until the first probe answered. */
  readonly online: boolean | undefined;
  readonly sync: SyncStatus | undefined;
}

/**
 * Listens to the engine worker from the moment the app starts, before React has rendered anything: the worker then
 * says it is ready as soon as it is, not only once the first render's effects have asked.
 * Keeps its state, connectivity and sync status for EngineProvider, and when a write transaction commits,
 * invalidates the queries that read the tables it changed (no polling).
 */
export class EngineEvents {
  #status: EngineStatus = { state: { kind: 'starting' }, online: undefined, sync: undefined };
  readonly #listeners = new Set<() => void>();
  readonly #queryClient: QueryClient;
  #onFirstReady: (() => void)[] = [];
  /** Reads under way that a write made stale: each is made again once it has answered. */
  readonly #afterFetch = new Set<string>();
  /** Reads a write made stale, to be made again in the next idle moment (`#invalidate`). */
  readonly #toRead = new Set<Query>();

  constructor(engine: Engine, queryClient: QueryClient) {
    this.#queryClient = queryClient;
    void engine.subscribe(proxy((event: EngineEvent) => this.#onEvent(event)));
  }

  /** Runs `run` once, when the database is first open in this tab (before React hears of it), in the order given. */
  whenFirstReady(run: () => void): void {
    if (this.#status.state.kind === 'ready') run();
    else this.#onFirstReady.push(run);
  }

  /** The status now (the same object until it changes: a useSyncExternalStore snapshot). */
  readonly getStatus = (): EngineStatus => this.#status;

  /** Calls `listener` after each change of the status; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #onEvent(event: EngineEvent): void {
    switch (event.type) {
      case 'state':
        if (event.state.kind === 'ready') {
          performance.mark('inspect:engine-ready');
          const waiting = this.#onFirstReady;
          this.#onFirstReady = [];
          for (const run of waiting) run();
        }
        this.#set({ ...this.#status, state: event.state });
        if (event.state.kind !== 'ready') this.#queryClient.removeQueries();
        return;
      case 'connectivity':
        return this.#set({ ...this.#status, online: event.online });
      case 'sync':
        return this.#set({ ...this.#status, sync: event.status });
      case 'tables-changed':
        return this.#readAgain(event.tables);
    }
  }

  /**
   * The reads of the changed tables are made again. One under way is let finish and then made again: cancelled, it
   * would start over at the back of the worker's queue, and a save, its push and the pull's echo in a row kept the
   * measuring run's read from ever answering. The idle ones are invalidated together, by one pass over the cache: one
   * `invalidateQueries` per query by its key looked each one up by hashing its key against every cached query's, at
   * every save, its push and the pull's echo (a measuring run's reading, decision 0085).
   */
  #readAgain(tables: readonly string[]): void {
    const cache = this.#queryClient.getQueryCache();
    const idle = new Set<Query>();
    for (const query of cache.findAll({ predicate: (q) => readsAny(q, tables) })) {
      if (query.state.fetchStatus !== 'fetching') {
        idle.add(query);
      } else if (!this.#afterFetch.has(query.queryHash)) {
        this.#afterFetch.add(query.queryHash);
        const unsubscribe = cache.subscribe((event) => {
          if (event.query !== query) return;
          const removed = event.type === 'removed';
          if (!removed && query.state.fetchStatus === 'fetching') return;
          unsubscribe();
          this.#afterFetch.delete(query.queryHash);
          if (!removed) this.#invalidate(new Set([query]));
        });
      }
    }
    if (idle.size > 0) this.#invalidate(idle);
  }

  /**
   * Marks the reads stale at once, and reads again those a screen shows in the next idle moment (within 100 ms).
   * Stale at once: a screen the write's answer navigates to waits for its reads (decision 0096). Read again once idle:
   * the write's answer, which the worker posts just after this event, and what it renders ("saved") are not held up
   * behind the reads' refetching (4–18 ms of the page's time a field save at CPU 4×, issue 56; a task of its own
   * still ran before React's render of the answer), and the events of a save, its push and the pull's echo make one.
   */
  #invalidate(queries: ReadonlySet<Query>): void {
    void this.#queryClient.invalidateQueries({ predicate: (q) => queries.has(q), refetchType: 'none' });
    const first = this.#toRead.size === 0;
    for (const query of queries) this.#toRead.add(query);
    if (!first) return;
    whenIdle(() => {
      const toRead = new Set(this.#toRead);
      this.#toRead.clear();
      void this.#queryClient.refetchQueries(
        { predicate: (q) => toRead.has(q) && q.state.isInvalidated, type: 'active' },
        { cancelRefetch: false },
      );
    }, READ_AGAIN_WITHIN_MS);
  }

  #set(status: EngineStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Did this engine read use one of the changed tables? The worker put the tables it read beside the value. A first
 * read still under way has none yet and may have read before the write committed: it is refetched too; so is a read
 * that failed with nothing to show (a screen opened before the sync brought its inspection: the write may be it).
 */
function readsAny(query: Query, changed: readonly string[]): boolean {
  if (query.queryKey[0] !== 'engine') return false;
  const data = query.state.data as Partial<Read<unknown>> | undefined;
  if (!Array.isArray(data?.tables)) {
    return query.state.fetchStatus === 'fetching' || query.state.status === 'error';
  }
  return data.tables.some((table) => changed.includes(table));
}
