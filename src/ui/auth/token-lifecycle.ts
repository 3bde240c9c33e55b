import {
  TOKEN_RETRY_AFTER_ERROR_MS,
  isTokenExpired,
  parseAccessToken,
  tokenRefreshDelayMs,
} from '../../rules/index.ts';
import { EXPIRY_CHECK_INTERVAL_MS, TOKEN_STORE_PAUSE_MS } from './timings.ts';
import type { TokenStore } from './token-store.ts';

// The token lifecycle of shell spec §4 Session: refresh 5 minutes before expiry (at once inside that window), after
// 10 minutes when the token cannot be read, again 5 minutes after a failed refresh, by popup when the silent refresh
// needs interaction; the expiry checked every 10 minutes; the window-focus rules. A failed refresh never signs the
// inspector out: offline, the session simply carries on until the network returns.

/** The identity provider, as the lifecycle needs it (MSAL in the app, a fake in tests). */
export interface TokenProvider {
  hasAccount(): boolean;
  acquireSilent(): Promise<string>;
  acquireInteractive(): Promise<string>;
  isInteractionRequired(error: unknown): boolean;
  /** The request never reached the identity provider. */
  isNetworkError(error: unknown): boolean;
}

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

export interface TokenLifecycleOptions {
  readonly provider: TokenProvider;
  readonly store: TokenStore;
  readonly log?: Logger;
  /** A stored token without an account was cleared: the inspector counts as signed out. */
  readonly onSignedOut?: () => void;
  /** A new token was stored. */
  readonly onToken?: (token: string) => void;
  readonly now?: () => number;
}

export type RefreshOutcome = 'refreshed' | 'no-account' | 'failed' | 'offline';

export class TokenLifecycle {
  readonly #options: TokenLifecycleOptions;
  readonly #log: Logger;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #interval: ReturnType<typeof setInterval> | undefined;
  #refreshing: Promise<RefreshOutcome> | undefined;

  constructor(options: TokenLifecycleOptions) {
    this.#options = options;
    this.#log = options.log ?? console;
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  /** Schedules the refresh of the stored token and starts the 10-minute expiry check. */
  start(): void {
    this.stop();
    this.schedule(this.#options.store.get());
    this.#interval = setInterval(() => this.checkExpiry(), EXPIRY_CHECK_INTERVAL_MS);
  }

  stop(): void {
    clearTimeout(this.#timer);
    clearInterval(this.#interval);
    this.#timer = undefined;
    this.#interval = undefined;
  }

  /** Plans the next refresh of this token (nothing without a token). */
  schedule(token: string | null): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (token === null) return;
    const parsed = parseAccessToken(token);
    if (!parsed.ok)
      this.#log.warn(`Token invalid format or no expiry (${parsed.code}): refresh scheduled later`);
    this.#timer = setTimeout(() => void this.refresh(), tokenRefreshDelayMs(token, this.#now()));
  }

  #retryLater(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.refresh(), TOKEN_RETRY_AFTER_ERROR_MS);
  }

  /** Gets a fresh token silently (by popup when interaction is needed) and stores it. One at a time. */
  refresh(): Promise<RefreshOutcome> {
    this.#refreshing ??= this.#refresh().finally(() => (this.#refreshing = undefined));
    return this.#refreshing;
  }

  async #refresh(): Promise<RefreshOutcome> {
    const { provider, store } = this.#options;
    if (!provider.hasAccount()) {
      this.#log.warn('No accounts when refreshing');
      return 'no-account';
    }
    let token: string;
    try {
      try {
        token = await provider.acquireSilent();
      } catch (error) {
        if (!provider.isInteractionRequired(error)) throw error;
        token = await provider.acquireInteractive();
      }
    } catch (error) {
      this.#log.warn('Token refresh failed; retrying in 5 minutes', error);
      this.#retryLater();
      return provider.isNetworkError(error) ? 'offline' : 'failed';
    }
    store.set(token);
    this.#options.onToken?.(token);
    await new Promise((resolve) => setTimeout(resolve, TOKEN_STORE_PAUSE_MS));
    this.schedule(token);
    return 'refreshed';
  }

  /** The 10-minute check: an expired token is refreshed at once. */
  checkExpiry(): void {
    const token = this.#options.store.get();
    if (token !== null && isTokenExpired(token, this.#now())) void this.refresh();
  }

  /**
   * shell spec §4: on window focus, with an account and an expired token a fresh one is obtained; a stored token
   * without an account is cleared and counts as signed out (a token entered by hand on /jwt has none by design).
   */
  onFocus(): void {
    const { provider, store } = this.#options;
    const token = store.get();
    if (token === null) return;
    if (provider.hasAccount()) {
      if (isTokenExpired(token, this.#now())) void this.refresh();
      return;
    }
    if (store.source() === 'manual') return;
    store.clear();
    this.stop();
    this.#options.onSignedOut?.();
  }

  /** The network is back: an expired token is refreshed now rather than at the next check. */
  onOnline(): void {
    this.checkExpiry();
  }

  /** A current token for a call: refreshed first when expired or when the server refused it. */
  async currentToken(forceRefresh = false): Promise<string | undefined> {
    const token = this.#options.store.get();
    if (token !== null && !forceRefresh && !isTokenExpired(token, this.#now())) return token;
    await this.refresh();
    return this.#options.store.get() ?? undefined;
  }
}
