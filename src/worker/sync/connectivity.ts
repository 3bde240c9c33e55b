import { API_PATHS } from '../../api/paths.ts';
import type { HttpClient } from './http-client.ts';

export interface ConnectivityOptions {
  readonly http: HttpClient;
  /** Shell spec §4: every 10 s while online, every 3 s while offline. */
  readonly onlineIntervalMs?: number;
  readonly offlineIntervalMs?: number;
  readonly onChange: (online: boolean) => void;
}

/**
 * The readiness probe decides online or offline; browser online/offline events only make it probe sooner.
 */
export class Connectivity {
  readonly #options: ConnectivityOptions;
  #online: boolean | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = true;

  constructor(options: ConnectivityOptions) {
    this.#options = options;
  }

  get online(): boolean {
    return this.#online ?? false;
  }

  /** The probe's last verdict; undefined until it first answered. */
  get known(): boolean | undefined {
    return this.#online;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    void this.probeNow();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /** Probes at once (a hint arrived, or a request just failed) and schedules the next probe. */
  async probeNow(): Promise<boolean> {
    clearTimeout(this.#timer);
    let online: boolean;
    try {
      // Only the status is read (shell spec §7): 200 means online, anything else or a failure means offline.
      const response = await this.#options.http.request(API_PATHS.probeReady, {
        what: 'Readiness probe',
        auth: false,
        timeoutMs: 5000,
      });
      await response.body?.cancel();
      online = response.status === 200;
    } catch {
      online = false;
    }
    this.#set(online);
    if (!this.#stopped) {
      const wait = online
        ? (this.#options.onlineIntervalMs ?? 10_000)
        : (this.#options.offlineIntervalMs ?? 3_000);
      this.#timer = setTimeout(() => void this.probeNow(), wait);
    }
    return online;
  }

  /** A request failed on the network: assume offline until the probe says otherwise. */
  reportNetworkFailure(): void {
    this.#set(false);
    if (!this.#stopped) {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.probeNow(), this.#options.offlineIntervalMs ?? 3_000);
    }
  }

  #set(online: boolean): void {
    if (this.#online === online) return;
    this.#online = online;
    this.#options.onChange(online);
  }
}
