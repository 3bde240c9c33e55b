import { API_BASE } from '../../api/paths.ts';
import type { EngineHost } from '../engine-host.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { uploadPendingPhotos } from '../photos/upload-photos.ts';
import { Connectivity } from './connectivity.ts';
import { startReaderWorker, type ReaderPort, type ReaderWorker } from './answer-source.ts';
import { HttpClient, type TokenProvider } from './http-client.ts';
import { pull, type PullResult } from './pull.ts';
import { pushOutbox } from './push.ts';
import { SyncEngine } from './sync-engine.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './sync-status.ts';
import { syncCounts } from './sync-counts.ts';
import { sendDueSupportMessages } from '../support/support-queue.ts';
import { hasWorkToSend, nextAttemptIn } from './work-to-send.ts';

export interface SyncServiceOptions {
  readonly host: EngineHost;
  readonly files: PhotoFiles;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /**
   * A sync reader's worker, started by the page (decision 0108); undefined while the page has given no starter (the
   * pull then reads on the engine's thread).
   */
  readonly startReader?: () => Promise<ReaderPort> | undefined;
}

/**
 * Ties sync to the engine's life: the probe runs in every tab, but only the tab that owns the database runs sync
 * cycles (the Web Lock makes it the leader); ownership lost stops them.
 */
export class SyncService {
  readonly http: HttpClient;
  readonly connectivity: Connectivity;
  readonly #options: SyncServiceOptions;
  #tokenProvider: TokenProvider | undefined;
  #engine: SyncEngine | undefined;
  #lastPull: PullResult | undefined;
  /**
   * A first sync's reader worker, started as soon as the engine is ready on a device that never synced: the first
   * pull's request then goes out at once instead of after the reader's code has loaded (and a failed request says so
   * as soon as it did before there was a reader).
   */
  #readerStarting: Promise<ReaderWorker | undefined> | undefined;

  constructor(options: SyncServiceOptions) {
    this.#options = options;
    this.http = new HttpClient({
      baseUrl: options.baseUrl ?? API_BASE,
      fetch: options.fetch,
      getToken: () => this.#tokenProvider,
    });
    this.connectivity = new Connectivity({
      http: this.http,
      onChange: (online) => {
        options.host.publish({ type: 'connectivity', online });
        this.#engine?.onConnectivity(online);
      },
    });
    options.host.subscribe((event) => {
      if (event.type !== 'state') return;
      if (event.state.kind === 'ready') this.#startEngine();
      else this.#stopEngine();
    });
  }

  start(): void {
    this.connectivity.start();
    // The browser's online/offline events are hints, not truth: each only makes the probe ask now.
    globalThis.addEventListener?.('online', () => void this.connectivity.probeNow());
    globalThis.addEventListener?.('offline', () => void this.connectivity.probeNow());
  }

  get status(): SyncStatus {
    return this.#engine?.status ?? INITIAL_SYNC_STATUS;
  }

  /** What the last pull did and how long each step took. */
  get lastPull(): PullResult | undefined {
    return this.#lastPull;
  }

  get online(): boolean {
    return this.connectivity.online;
  }

  /** The UI thread answers with its current access token; the worker keeps none of its own. */
  setTokenProvider(provider: TokenProvider | undefined): void {
    this.#tokenProvider = provider;
    if (provider && this.connectivity.online) void this.#engine?.syncNow();
  }

  async syncNow(): Promise<SyncStatus> {
    await this.#engine?.syncNow();
    return this.status;
  }

  /**
   * A support message was just queued: posted at once when the server can be reached and someone signs the request,
   * without waiting for a sync cycle (a first sync's pull can take minutes). Otherwise the cycle sends it later.
   */
  async sendSupportNow(): Promise<void> {
    if (!this.#engine || this.#tokenProvider === undefined || !this.connectivity.online) return;
    await sendDueSupportMessages({ db: this.#options.host.engine.db, http: this.http });
  }

  #startEngine(): void {
    if (this.#engine) return;
    const { host, files } = this.#options;
    const engine = host.engine;
    this.#engine = new SyncEngine({
      serial: engine.serial,
      connectivity: this.connectivity,
      onStatus: (status) => host.publish({ type: 'sync', status }),
      canSync: () => this.#tokenProvider !== undefined,
      steps: {
        push: async () => void (await pushOutbox(engine.db, this.http)),
        uploadPhotos: async () => void (await uploadPendingPhotos({ db: engine.db, files, http: this.http })),
        sendSupport: async () => void (await sendDueSupportMessages({ db: engine.db, http: this.http })),
        pull: async (onProgress) => {
          this.#lastPull = await pull(this.http, engine.serial, onProgress, {
            startReader: () => this.#takeReader(),
          });
        },
        counts: () => syncCounts(engine.db),
        hasWorkToSend: () => hasWorkToSend(engine.db),
        nextAttemptIn: () => nextAttemptIn(engine.db),
      },
    });
    this.#engine.start();
    const { startReader } = this.#options;
    if (startReader)
      void engine.serial
        .use((db) => db.selectValue('SELECT lastSyncDate FROM syncState WHERE id = 1'))
        .then((cursor) => {
          if (typeof cursor === 'string' || !this.#engine || this.#readerStarting) return;
          // Only a reader the page can start now: one it could not start yet is asked for again by the pull.
          const starting = startReader();
          if (starting) this.#readerStarting = startReaderWorker(() => starting);
        })
        .catch(() => undefined);
    if (this.connectivity.online) void this.#engine.syncNow();
  }

  /** The reader started ahead, or a new one: each pull has its own (it ends with the pull). */
  #takeReader(): Promise<ReaderWorker | undefined> {
    const { startReader } = this.#options;
    const starting = this.#readerStarting ?? (startReader ? startReaderWorker(startReader) : undefined);
    this.#readerStarting = undefined;
    return starting ?? Promise.resolve(undefined);
  }

  #stopEngine(): void {
    this.#engine?.stop();
    this.#engine = undefined;
    void this.#readerStarting?.then((reader) => reader?.terminate());
    this.#readerStarting = undefined;
  }
}
