import type { Migration } from '../db/migrator.ts';
import type { SchemaScript } from '../db/schema-script.ts';
import { StorageUnavailableError, type DatabaseOpener } from './database-opener.ts';
import { EngineError } from './engine-error.ts';
import { Engine } from './engine.ts';
import type { EngineEvent, EngineListener, EngineState } from './engine-status.ts';
import { markStart } from './start-marks.ts';
import { InspectorWork } from './inspector-work.ts';

export interface EngineHostOptions {
  readonly opener: DatabaseOpener;
  readonly migrations: readonly Migration[];
  /** A new database is made from this script, when it makes the migrations' latest version (decision 0094). */
  readonly schemaScript?: SchemaScript;
  /** Missing outside a secure context (plain http on a non-local address), where OPFS is missing too. */
  readonly locks: LockManager | undefined;
  /** Tabs of the app talk over this channel to ask the owner for the database. */
  readonly channel: BroadcastChannel;
  readonly lockName?: string;
  /** How long to wait for the lock before telling the user another tab has it (a reload briefly overlaps). */
  readonly otherTabGraceMs?: number;
  /** A closing owner's file handles can take a moment to be freed: open is retried this long. */
  readonly openRetryMs?: number;
}

type ChannelMessage = { readonly type: 'takeover-request' };

/** Code 'unavailable': the database is not open in this tab (another tab owns it, or it is still opening). */
export class EngineNotReadyError extends EngineError {
  override name = 'EngineNotReadyError';
  constructor(message: string) {
    super('unavailable', message);
  }
}

/**
 * One owner per database: the worker that holds the Web Lock has the DB open; others wait in line and can ask the
 * owner to hand it over (close, release the VFS, drop the lock). Closing or reloading the owner drops the lock,
 * so the next tab in line opens the DB.
 */
export class EngineHost {
  readonly #options: Required<Omit<EngineHostOptions, 'locks' | 'schemaScript'>> &
    Pick<EngineHostOptions, 'locks' | 'schemaScript'>;
  readonly #listeners = new Set<EngineListener>();
  #state: EngineState = { kind: 'starting' };
  #engine: Engine | undefined;
  #releaseLock: (() => void) | undefined;
  #handingOver = false;
  /** Cancels this tab's place in line for the lock (while waiting) and its "another tab has it" timer. */
  #waiting: { readonly abort: AbortController; readonly grace: ReturnType<typeof setTimeout> } | undefined;
  #suspended = false;
  /** When the inspector's screens last asked this engine for something: background work steps back meanwhile. */
  readonly inspectorWork = new InspectorWork();

  constructor(options: EngineHostOptions) {
    this.#options = { lockName: 'inspect-db-owner', otherTabGraceMs: 1500, openRetryMs: 5000, ...options };
    this.#options.channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      if (event.data?.type === 'takeover-request') void this.#handOver();
    };
  }

  get state(): EngineState {
    return this.#state;
  }

  get engine(): Engine {
    if (!this.#engine || this.#state.kind !== 'ready') {
      throw new EngineNotReadyError('The local database is not open in this tab.');
    }
    return this.#engine;
  }

  subscribe(listener: EngineListener): () => void {
    this.#listeners.add(listener);
    listener({ type: 'state', state: this.#state });
    return () => this.#listeners.delete(listener);
  }

  /** Starts waiting for the lock; resolves once this tab owns the DB, failed, or was told another tab has it. */
  start(): Promise<void> {
    const locks = this.#options.locks;
    const unavailable =
      this.#options.opener.unavailableReason() ??
      (locks
        ? undefined
        : 'Web Locks are not available: the page is not a secure context (https or localhost).');
    if (unavailable !== undefined || !locks) {
      this.#setState({ kind: 'failed', reason: 'opfs-unavailable', message: unavailable ?? '' });
      return Promise.resolve();
    }
    // SQLite loads while the lock is asked for, to start sooner; the database opens only once it is held.
    this.#options.opener.prepare?.();
    return new Promise((settled) => {
      const abort = new AbortController();
      const grace = setTimeout(() => {
        if (this.#state.kind === 'starting') this.#setState({ kind: 'other-tab', takeoverRequested: false });
        settled();
      }, this.#options.otherTabGraceMs);
      this.#waiting = { abort, grace };
      locks
        .request(this.#options.lockName, { signal: abort.signal }, async () => {
          clearTimeout(grace);
          this.#waiting = undefined;
          markStart('lock-held');
          await this.#own();
          settled();
          // Put away while the database was opening: it is closed again at once, and the lock goes with it.
          if (this.#suspended) return this.#closeAndRelease();
          // Hold the lock for as long as the DB is open; a tab that failed to open lets the next one try.
          if (this.#state.kind === 'ready')
            await new Promise<void>((release) => (this.#releaseLock = release));
        })
        // Only an abort (the page went into the back-forward cache while waiting) ends the request unheld.
        .catch(() => settled());
    });
  }

  /**
   * The page went into the browser's back-forward cache (Safari keeps it there, frozen, with its worker): this tab
   * closes the database, releases the VFS and the lock, or leaves the line for it, so that another tab of the app is
   * not stuck behind a page nobody can see. The state says "starting" until `resume`.
   */
  async suspend(): Promise<void> {
    if (this.#suspended || this.#state.kind === 'failed') return;
    this.#suspended = true;
    if (this.#waiting) {
      clearTimeout(this.#waiting.grace);
      this.#waiting.abort.abort();
      this.#waiting = undefined;
    }
    await this.#closeAndRelease();
    this.#setState({ kind: 'starting' });
  }

  /**
   * The page came back from the back-forward cache: it queues for the lock like a tab just opened (decision 0002),
   * so it opens the database again, or says another tab has it and offers to take it over.
   */
  resume(): Promise<void> {
    if (!this.#suspended) return Promise.resolve();
    this.#suspended = false;
    return this.start();
  }

  /** Asks the owning tab to hand the database over; this tab's queued lock request then opens it. */
  requestTakeover(): void {
    if (this.#state.kind === 'ready') return;
    this.#setState({ kind: 'other-tab', takeoverRequested: true });
    this.#options.channel.postMessage({ type: 'takeover-request' } satisfies ChannelMessage);
  }

  /**
   * Logout (shell spec §4 Session): closes the database, deletes its files and the photo files, and opens a fresh,
   * migrated database, keeping ownership all the while (no other tab can open the old data in between).
   */
  async wipe(): Promise<void> {
    const engine = this.#engine;
    const wipe = this.#options.opener.wipe?.bind(this.#options.opener);
    if (!engine || this.#state.kind !== 'ready') {
      throw new EngineNotReadyError('The local database is not open in this tab.');
    }
    if (!wipe) throw new Error('This storage cannot be wiped.');
    this.#engine = undefined;
    this.#setState({ kind: 'starting' });
    try {
      await engine.close();
      await wipe();
    } finally {
      await this.#own();
    }
  }

  /** Closes the DB and gives up ownership (used when the worker is shutting down). */
  async stop(): Promise<void> {
    await this.#closeAndRelease();
    this.#options.channel.close();
  }

  async #own(): Promise<void> {
    const deadline = Date.now() + this.#options.openRetryMs;
    let firstFailure: string | undefined;
    for (;;) {
      try {
        const { sqlite3, db } = await this.#options.opener.open();
        try {
          this.#engine = Engine.open(sqlite3, db, this.#options.migrations, this.#options.schemaScript);
        } catch (error) {
          // Closed, or the next try's connection is refused by this one's lock (SQLITE_BUSY) until the deadline.
          db.close();
          throw error;
        }
        this.#engine.serial.onChange((tables) => this.#emit({ type: 'tables-changed', tables }));
        // Cached while it opened: the lock's holder closes it again at once, and nothing may start on it.
        if (this.#suspended) return;
        markStart('ready');
        this.#setState({ kind: 'ready', schemaVersion: this.#engine.schemaVersion });
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof StorageUnavailableError) {
          this.#setState({ kind: 'failed', reason: 'opfs-unavailable', message });
          return;
        }
        firstFailure ??= message;
        if (Date.now() >= deadline) {
          // The first failure is most often the cause; later ones can be what it left behind.
          const both = message === firstFailure ? message : `${message} (first try: ${firstFailure})`;
          this.#setState({ kind: 'failed', reason: 'open-failed', message: both });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async #handOver(): Promise<void> {
    if (this.#state.kind !== 'ready' || this.#handingOver) return;
    this.#handingOver = true;
    try {
      await this.#closeAndRelease();
      this.#setState({ kind: 'taken-over' });
      // Back in line: if the other tab closes, this one opens the DB again (a cached page queues on `resume`).
      if (!this.#suspended) void this.start();
    } finally {
      this.#handingOver = false;
    }
  }

  async #closeAndRelease(): Promise<void> {
    const engine = this.#engine;
    this.#engine = undefined;
    if (engine) {
      await engine.close();
      await this.#options.opener.release();
    }
    this.#releaseLock?.();
    this.#releaseLock = undefined;
  }

  #setState(state: EngineState): void {
    this.#state = state;
    this.#emit({ type: 'state', state });
  }

  /** Lets the engine's other parts (sync, connectivity) speak to the same listeners. */
  publish(event: EngineEvent): void {
    this.#emit(event);
  }

  #emit(event: EngineEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
