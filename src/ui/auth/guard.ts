import { isTokenExpired, parseAccessToken } from '../../rules/index.ts';
import type { RefreshOutcome } from './token-lifecycle.ts';

// The root route guard (shell spec §2 "Route guard"), apart from the router so that it can be tested with a fake
// clock.

export interface GuardDeps {
  /** The network is offline (the browser says so, or the readiness probe failed). */
  isOffline(): boolean;
  /** A sign-in was just processed (the session flag, cleared after 1 s). */
  loginJustProcessed(): boolean;
  /** The stored token (key jwtToken). */
  storedToken(): string | null;
  /** Where the token came from: one entered by hand on /jwt cannot be refreshed. */
  tokenIsManual(): boolean;
  /** A refresh of the stored token; 'offline' when it failed on the network. */
  refresh(): Promise<RefreshOutcome>;
  now(): number;
}

export type GuardVerdict = 'allow' | 'login';

/**
 * 1. Offline: allowed. 2. A sign-in was just processed: allowed. 3. A stored token is validated and refreshed: allowed
 * when valid, otherwise a full redirect to /login. 4. No token: /login. A refresh that fails on the network never
 * locks the inspector out of their data.
 */
export async function checkAccess(deps: GuardDeps): Promise<GuardVerdict> {
  if (deps.isOffline()) return 'allow';
  if (deps.loginJustProcessed()) return 'allow';
  const token = deps.storedToken();
  if (token === null || token === '') return 'login';
  const valid = parseAccessToken(token).ok && !isTokenExpired(token, deps.now());
  if (deps.tokenIsManual()) return valid ? 'allow' : 'login';
  if (valid) return 'allow';
  const outcome = await deps.refresh();
  return outcome === 'refreshed' || outcome === 'offline' ? 'allow' : 'login';
}
