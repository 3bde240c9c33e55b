import type { SerialDb } from '../../db/serial-db.ts';
import { backoffDelay } from './backoff.ts';
import type { Connectivity } from './connectivity.ts';
import { HttpError, NetworkError, isTransient } from './http-client.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './sync-status.ts';

/** The steps of one sync cycle, in order: local changes out first, so a pull never races our own edits. */
export interface SyncSteps {
  readonly push: () => Promise<void>;
  readonly uploadPhotos: () => Promise<void>;
  /** Support messages queued on the device (decision 0041); never throws: a message's trouble is its own. */
  readonly sendSupport: () => Promise<void>;
  readonly pull: (onProgress: (fraction: number) => void) => Promise<void>;
  /** Counts for the status line: pending and rejected outbox entries, photos uploaded of total. */
  readonly counts: () => Promise<
    Pick<
      SyncStatus,
      | 'pendingChanges'
      | 'rejectedChanges'
      | 'photosUploaded'
      | 'photosTotal'
      | 'lastSyncDate'
      | 'lastSyncedAt'
      | 'unreadRecords'
      | 'lastRefusal'
    >
  >;
  /**
   * Whether a cycle now would send anything: outbox entries waiting, or photos whose upload is due. A change to the
   * outbox or the photo queue starts a cycle only then: a pull's own commit and a push's own deletions change those
   * tables too, and must not start the next cycle.
   */
  readonly hasWorkToSend: () => Promise<boolean>;
  /** Milliseconds until a photo waiting out a failed upload's backoff is due; undefined when none waits. */
  readonly nextAttemptIn?: () => Promise<number | undefined>;
}

export interface SyncEngineOptions {
  readonly serial: SerialDb;
  readonly connectivity: Connectivity;
  readonly steps: SyncSteps;
  readonly onStatus: (status: SyncStatus) => void;
  /** Local writes to the outbox start a push after this pause, so a burst of edits goes in one request. */
  readonly pushDebounceMs?: number;
  /** With nothing to send, the server is asked for others' changes this long after the last cycle ended. */
  readonly idleSyncMs?: number;
  readonly random?: () => number;
  /**
   * False while nobody can sign the requests (the app has not handed over its token source yet, e.g. just after a
   * reload): a cycle then waits instead of sending requests the server can only refuse.
   */
  readonly canSync?: () => boolean;
}

/** The tables of what a cycle sends: a change to one may mean something to send. */
const SENT_TABLES = ['outbox', 'photoQueue', 'supportQueue'];

/**
 * An idle device asks the server for others' changes once a minute (the spec sets no cadence; docs/architecture.md
 * "Sync" says this one): a fleet of tablets that each sync back to back would outrun the server and the inspectors'
 * data plans.
 */
export const IDLE_SYNC_MS = 60_000;

/**
 * Runs sync cycles (push, photo uploads, pull) one at a time: on demand (the app opening or coming to the
 * foreground, Refresh Data, Retry), when the probe says the server is back, shortly after a local change that has
 * something to send, after a failure with exponential backoff and jitter, and otherwise once a minute.
 */
export class SyncEngine {
  readonly #options: SyncEngineOptions;
  #status: SyncStatus = INITIAL_SYNC_STATUS;
  #running: Promise<void> | undefined;
  #again = false;
  #failures = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pushTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #stopChanges: (() => void) | undefined;
  #stopped = false;
  #countsSent = false;

  constructor(options: SyncEngineOptions) {
    this.#options = options;
  }

  get status(): SyncStatus {
    return this.#status;
  }

  start(): void {
    this.#stopChanges = this.#options.serial.onChange((tables) => {
      if (!SENT_TABLES.some((table) => tables.includes(table))) return;
      // The counts follow at once: Home must not say "Everything is uploaded" while a change waits for the push.
      void this.#refreshCounts();
      this.#schedulePush();
    });
    void this.#refreshCounts();
  }

  stop(): void {
    this.#stopped = true;
    this.#stopChanges?.();
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#pushTimer);
    clearTimeout(this.#idleTimer);
  }

  /** The server is reachable again: send what waited, then fetch what changed. */
  onConnectivity(online: boolean): void {
    // A cycle that is running probed this itself and goes on; otherwise coming back starts one.
    if (online && !this.#running) void this.syncNow();
    else this.#set({ phase: 'offline', progress: undefined, message: undefined });
  }

  /** Runs a cycle now, or once more after the running one; resolves when the work asked for is done. */
  syncNow(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      await this.#cycle();
    } while (this.#again && !this.#stopped);
  }

  async #cycle(): Promise<void> {
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#idleTimer);
    const { connectivity, steps } = this.#options;
    if (this.#options.canSync?.() === false) return;
    if (!connectivity.online && !(await connectivity.probeNow())) {
      this.#set({ phase: 'offline', progress: undefined, message: undefined });
      return;
    }
    try {
      // A retry keeps the last failure's message until it succeeds: the error and its Retry stay on screen instead of
      // vanishing for the length of every attempt.
      const lastFailure = this.#status.phase === 'error' ? this.#status.message : undefined;
      this.#set({ phase: 'pushing', progress: undefined, message: lastFailure });
      await steps.push();
      this.#set({ phase: 'uploading' });
      await steps.uploadPhotos();
      await steps.sendSupport();
      this.#set({ phase: 'pulling' });
      await steps.pull((progress) => this.#set({ progress }));
      this.#failures = 0;
      this.#set({ phase: 'idle', progress: undefined, message: undefined });
      await this.#scheduleIdleSync();
    } catch (error) {
      this.#failed(error);
    } finally {
      await this.#refreshCounts();
    }
  }

  #failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NetworkError) this.#options.connectivity.reportNetworkFailure();
    this.#failures++;
    const offline = error instanceof NetworkError && !this.#options.connectivity.online;
    this.#set({ phase: offline ? 'offline' : 'error', progress: undefined, message });
    if (isTransient(error) && !this.#stopped) {
      // A server that said how long to wait (Retry-After of a 429 or 503) is not asked again sooner.
      const asked = error instanceof HttpError ? (error.retryAfterMs ?? 0) : 0;
      const delay = Math.max(asked, backoffDelay(this.#failures, { random: this.#options.random }));
      this.#retryTimer = setTimeout(() => void this.syncNow(), delay);
    }
  }

  #schedulePush(): void {
    if (this.#stopped) return;
    clearTimeout(this.#pushTimer);
    this.#pushTimer = setTimeout(() => void this.#pushIfWaiting(), this.#options.pushDebounceMs ?? 500);
  }

  async #pushIfWaiting(): Promise<void> {
    if (this.#stopped || this.#options.serial.closed) return;
    if (!this.#options.connectivity.online) return this.#refreshCounts();
    let waiting: boolean;
    try {
      waiting = await this.#options.steps.hasWorkToSend();
    } catch {
      // The database went away (a wipe, a hand-over): there is no cycle to run.
      return;
    }
    if (waiting) void this.syncNow();
    else await this.#refreshCounts();
  }

  /**
   * The next cycle when nothing asks for one: a minute on, or sooner when a photo's retry is due. A cycle that starts
   * sooner (any trigger) moves it on.
   */
  async #scheduleIdleSync(): Promise<void> {
    if (this.#stopped) return;
    const idle = this.#options.idleSyncMs ?? IDLE_SYNC_MS;
    const retry = await this.#options.steps.nextAttemptIn?.().catch(() => undefined);
    if (this.#stopped) return;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => void this.syncNow(), Math.min(idle, retry ?? idle));
  }

  async #refreshCounts(): Promise<void> {
    if (this.#options.serial.closed) return;
    try {
      const counts = await this.#options.steps.counts();
      const current: Partial<SyncStatus> = this.#status;
      const changed = (Object.keys(counts) as (keyof typeof counts)[]).some((k) => counts[k] !== current[k]);
      // The first counts always go out: the screens have no status until one arrives.
      if (changed || !this.#countsSent) this.#set(counts);
      this.#countsSent = true;
    } catch {
      // Counts are for display only; the next cycle tries again.
    }
  }

  #set(patch: Partial<SyncStatus>): void {
    this.#status = { ...this.#status, ...patch };
    this.#options.onStatus(this.#status);
  }
}
