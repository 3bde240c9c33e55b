import type { AuthenticationResult } from '@azure/msal-browser';
import { proxy } from 'comlink';
import { inspectorNameFromClaims, parseAccessToken, type TokenClaims } from '../../rules/index.ts';
import type { Engine } from '../engine/engine-client.ts';
import type { GuardDeps } from './guard.ts';
import { loginJustProcessed, setLoginJustProcessed } from './login-flag.ts';
import { TokenLifecycle, type RefreshOutcome } from './token-lifecycle.ts';
import { forgetHomeSnapshot } from '../home/home-snapshot.ts';
import { msalClient } from './msal-client-loader.ts';
import {
  ANALYTICS_USER_KEY,
  browserTokenStore,
  forgetUsername,
  rememberUsername,
  type TokenStore,
} from './token-store.ts';

// The one session of this tab: the stored token, its lifecycle, the worker's token provider and logout.

type Listener = () => void;

class Session {
  readonly store: TokenStore = browserTokenStore();
  #engine: Engine | undefined;
  #lifecycle: Promise<TokenLifecycle> | undefined;
  #probeOnline: boolean | undefined;
  #claims: { readonly token: string | null; readonly claims: TokenClaims | undefined } | undefined;
  readonly #listeners = new Set<Listener>();

  /**
   * The worker gets the token getter as soon as it exists, not once MSAL has loaded: a request it sends before then
   * (Send on the support form right after the app opened) waits in the getter for a token instead of going out
   * without one and being refused.
   */
  attachEngine(engine: Engine): void {
    this.#engine = engine;
    if (this.store.get() !== null) this.#registerWithWorker();
  }

  /**
   * Startup step 2 (shell spec §4): MSAL initialised and the token lifecycle started (the worker has had its token
   * getter since attachEngine).
   */
  init(): Promise<TokenLifecycle> {
    this.#lifecycle ??= (async () => {
      const { msalApp, msalTokenProvider, currentAccount } = await msalClient();
      const pca = await msalApp();
      const lifecycle = new TokenLifecycle({
        provider: msalTokenProvider(pca),
        store: this.store,
        onSignedOut: () => {
          this.#notify();
          location.assign('/login');
        },
        onToken: () => this.#notify(),
      });
      lifecycle.start();
      addEventListener('focus', () => lifecycle.onFocus());
      addEventListener('online', () => lifecycle.onOnline());
      const claims = this.claims();
      // shell spec §4: the recording user id is the current username (empty if missing), else the token's e-mail
      if (claims)
        localStorage.setItem(ANALYTICS_USER_KEY, currentAccount(pca)?.username ?? String(claims.email ?? ''));
      return lifecycle;
    })();
    this.#lifecycle.catch(() => (this.#lifecycle = undefined));
    return this.#lifecycle;
  }

  /** The stored token's claims (undefined when signed out or unreadable). */
  claims(): TokenClaims | undefined {
    const token = this.store.get();
    // Read at every render of the shell: a token is decoded once, not again at each.
    if (this.#claims?.token !== token) {
      const parsed = parseAccessToken(token);
      this.#claims = { token, claims: parsed.ok ? parsed.claims : undefined };
    }
    return this.#claims.claims;
  }

  inspectorName(): string {
    return inspectorNameFromClaims(this.claims());
  }

  /** A current access token for a call (the worker asks before each request). */
  async getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string | undefined> {
    if (this.store.source() === 'manual') return this.store.get() ?? undefined;
    try {
      return await (await this.init()).currentToken(options.forceRefresh ?? false);
    } catch {
      return this.store.get() ?? undefined;
    }
  }

  /** The probe's verdict, for the guard (undefined until the first probe answered). */
  setProbeOnline(online: boolean | undefined): void {
    this.#probeOnline = online;
  }

  guardDeps(): GuardDeps {
    return {
      isOffline: () => navigator.onLine === false || this.#probeOnline === false,
      loginJustProcessed: () => loginJustProcessed(),
      storedToken: () => this.store.get(),
      tokenIsManual: () => this.store.source() === 'manual',
      refresh: async (): Promise<RefreshOutcome> => {
        try {
          return await (await this.init()).refresh();
        } catch {
          return 'failed';
        }
      },
      now: () => Date.now(),
    };
  }

  /** shell spec §2: a successful sign-in stores the token and the analytics id, remembers the username if asked. */
  async completeSignIn(result: AuthenticationResult, remember: boolean): Promise<void> {
    const pca = await (await msalClient()).msalApp();
    if (result.account) pca.setActiveAccount(result.account);
    this.store.set(result.accessToken);
    const username = result.account?.username ?? '';
    localStorage.setItem(ANALYTICS_USER_KEY, username);
    if (remember) rememberUsername(username);
    else forgetUsername();
    setLoginJustProcessed();
    (await this.init()).schedule(result.accessToken);
    this.#registerWithWorker();
    this.#notify();
  }

  /** /jwt: a token entered by hand (it has no identity account, so it is never refreshed). */
  signInWithToken(token: string): void {
    this.store.set(token.trim(), 'manual');
    setLoginJustProcessed();
    this.#registerWithWorker();
    this.#notify();
  }

  /**
   * shell spec §4: logout removes the token, the identity cache, every local database (with the photo files and the
   * last sync date) but keeps the remembered username; then the provider's logout (popup, else redirect).
   */
  async logout(): Promise<void> {
    const online = navigator.onLine !== false && this.#probeOnline !== false;
    const client = await msalClient().catch(() => undefined);
    const pca = await client?.msalApp().catch(() => undefined);
    const hadAccount = pca !== undefined && client?.currentAccount(pca) !== null;
    // The worker stops using the token first (a sync after the wipe would pull the data back) and the wipe starts
    // before anything else, so that a logout that stops halfway (no network, a closed popup) never leaves data behind.
    // The provider's popup opens alongside the wipe, not after it: it needs the tap's user activation, which a slow
    // wipe on a loaded tablet outlasts; its redirect fallback leaves the page only once the wipe is done.
    const lifecycle = await this.#lifecycle?.catch(() => undefined);
    lifecycle?.stop();
    // Home's picture for the next start (decision 0099) goes with the data it shows.
    forgetHomeSnapshot();
    const wiped = (async () => {
      await this.#engine?.setTokenProvider(undefined);
      await this.#engine?.wipeLocalData();
    })();
    const providerSignedOut =
      online && hadAccount && client
        ? client
            .providerLogout(wiped)
            .catch((error: unknown) => console.warn('Identity provider logout failed', error))
        : undefined;
    try {
      await wiped;
    } catch (error) {
      this.#registerWithWorker();
      lifecycle?.start();
      throw error;
    }
    this.store.clear();
    await deleteAllIndexedDbs();
    this.#notify();
    if (providerSignedOut) await providerSignedOut;
    else await pca?.clearCache().catch(() => undefined);
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  snapshot(): string | null {
    return this.store.get();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  #registerWithWorker(): void {
    const subject = this.claims()?.sub;
    this.#engine
      ?.setTokenProvider(
        proxy(({ forceRefresh }: { forceRefresh: boolean }) => this.getAccessToken({ forceRefresh })),
        typeof subject === 'string' ? subject : undefined,
      )
      .catch((error: unknown) => console.warn('The engine could not take the sign-in', error));
  }
}

/** Every other database of this origin in IndexedDB (the app keeps none of its own there). */
async function deleteAllIndexedDbs(): Promise<void> {
  const databases = (await indexedDB.databases?.().catch(() => [])) ?? [];
  await Promise.all(
    databases
      .map((d) => d.name)
      .filter((name): name is string => typeof name === 'string')
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}

export const session = new Session();
