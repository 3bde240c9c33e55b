import {
  BrowserAuthError,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import { authConfig, type AuthConfig } from './auth-config.ts';
import type { TokenProvider } from './token-lifecycle.ts';

// MSAL, configured once (shell spec §4 Session, §6; docs/architecture.md Identity). The login cache is held in local storage.

let app: Promise<PublicClientApplication> | undefined;
const config: AuthConfig = authConfig();

export function msalApp(): Promise<PublicClientApplication> {
  app ??= (async () => {
    const pca = new PublicClientApplication({
      auth: {
        clientId: config.clientId,
        authority: config.authority,
        knownAuthorities: [...config.knownAuthorities],
        redirectUri: config.redirectUri,
        postLogoutRedirectUri: config.postLogoutRedirectUri,
        // MSAL adds offline_access to every request by default; an OpenID Connect provider may then refuse the
        // refresh (docs/architecture.md Identity). Refresh tokens come without asking.
        ...(config.protocol === 'OIDC'
          ? { OIDCOptions: { defaultScopes: ['openid', 'profile', 'email'] } }
          : {}),
      },
      cache: { cacheLocation: 'localStorage' },
      system: { protocolMode: config.protocol === 'AAD' ? ProtocolMode.AAD : ProtocolMode.OIDC },
    });
    await pca.initialize();
    return pca;
  })();
  app.catch(() => (app = undefined));
  return app;
}

const POPUP_FAILURES = new Set(['popup_window_error', 'empty_window_error', 'block_nested_popups']);
const NETWORK_FAILURES = new Set([
  'no_network_connectivity',
  'post_request_failed',
  'get_request_failed',
  'failed_to_parse_response',
  'endpoints_resolution_error',
  'network_error',
  'timed_out',
]);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? String((error as { errorCode?: unknown }).errorCode ?? '')
    : '';

/** The popup could not be opened or used: sign-in falls back to a redirect, silently. */
export function isPopupFailure(error: unknown): boolean {
  return error instanceof BrowserAuthError && POPUP_FAILURES.has(error.errorCode);
}

export function isNetworkFailure(error: unknown): boolean {
  return (
    NETWORK_FAILURES.has(codeOf(error)) || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

export function currentAccount(pca: PublicClientApplication): AccountInfo | null {
  return pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
}

/**
 * Popup first; a popup that cannot be used falls back to a redirect (then this never resolves: the page leaves).
 * The redirect answer is read first: MSAL reads it once a page load (later reads share the first) and, read while a
 * popup is under way, takes that popup for a redirect's return and fails (a tap before the login page's own start).
 */
export async function signInInteractively(loginHint: string | undefined): Promise<AuthenticationResult> {
  const pca = await msalApp();
  await pca.handleRedirectPromise();
  const request = { scopes: [...config.scopes], ...(loginHint ? { loginHint } : {}) };
  try {
    return await pca.loginPopup(request);
  } catch (error) {
    if (!isPopupFailure(error)) throw error;
    await pca.loginRedirect(request);
    return new Promise<never>(() => undefined);
  }
}

/** The answer of a redirect sign-in, when this page load is its return. */
export async function redirectResult(): Promise<AuthenticationResult | null> {
  return (await msalApp()).handleRedirectPromise();
}

/** The identity provider as the token lifecycle sees it; needs the app initialised (msalApp()) first. */
export function msalTokenProvider(pca: PublicClientApplication): TokenProvider {
  const request = () => {
    const account = currentAccount(pca);
    if (!account) throw new InteractionRequiredAuthError('no_account', 'No signed-in account');
    return { scopes: [...config.scopes], account };
  };
  return {
    hasAccount: () => currentAccount(pca) !== null,
    // The lifecycle refreshes only when it must (inside the 5-minute window, expired, or refused by the server):
    // always from the identity provider, never the cached token.
    acquireSilent: async () =>
      (await pca.acquireTokenSilent({ ...request(), forceRefresh: true })).accessToken,
    acquireInteractive: async () => (await pca.acquireTokenPopup(request())).accessToken,
    isInteractionRequired: (error) => error instanceof InteractionRequiredAuthError,
    isNetworkError: isNetworkFailure,
  };
}

/**
 * The identity provider's logout: a popup, falling back to a redirect. The identity cache is cleared either way.
 */
/**
 * The provider's sign-out. The popup opens at once, inside the tap's user activation; the redirect fallback (when a
 * popup cannot open) leaves the page, so it waits for `beforeLeaving` (the local wipe) and does not leave if that fails.
 */
export async function providerLogout(beforeLeaving: Promise<unknown> = Promise.resolve()): Promise<void> {
  const pca = await msalApp();
  const account = currentAccount(pca);
  const hint = account?.idToken ? { idTokenHint: account.idToken } : {};
  try {
    if (account) {
      await pca.logoutPopup({ account, ...hint });
      return;
    }
  } catch (error) {
    if (isPopupFailure(error)) {
      await beforeLeaving;
      await pca.logoutRedirect({ account, ...hint });
      return;
    }
    throw error;
  } finally {
    await pca.clearCache().catch(() => undefined);
  }
}
