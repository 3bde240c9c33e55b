import { APP_VERSION_HASH_KEY } from '../auth/token-store.ts';
import { RELOAD_DELAY_MS } from './timings.ts';

// The update check and Update Now (shell spec §4 "Connectivity and update").

/**
 * Compares a freshly fetched hash of the app's root page with the baseline: the hash stored by the last Update Now,
 * else the first one fetched (which becomes the baseline). Returns the new hash when it differs.
 */
export function compareWithBaseline(
  fetched: string | undefined,
  storage: Storage = localStorage,
): string | undefined {
  if (fetched === undefined) return undefined; // a failed check flags nothing
  const baseline = storage.getItem(APP_VERSION_HASH_KEY);
  if (baseline === null) {
    storage.setItem(APP_VERSION_HASH_KEY, fetched);
    return undefined;
  }
  return baseline === fetched ? undefined : fetched;
}

/** An inspection, form or bucket page is left for / before reloading. */
export function leavesPathBeforeUpdate(pathname: string): boolean {
  return /inspection|form|bucket/.test(pathname);
}

/**
 * Update Now: stores the new hash, unregisters the service workers, clears the caches, leaves inspection, form and
 * bucket paths for /, and reloads after 100 ms.
 */
export async function applyUpdate(hash: string, goHome: () => Promise<void> | void): Promise<void> {
  localStorage.setItem(APP_VERSION_HASH_KEY, hash);
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  const keys = (await globalThis.caches?.keys().catch(() => [])) ?? [];
  await Promise.all(keys.map((key) => caches.delete(key)));
  if (leavesPathBeforeUpdate(location.pathname)) await goHome();
  setTimeout(() => location.reload(), RELOAD_DELAY_MS);
}
