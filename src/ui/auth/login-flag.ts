import { LOGIN_FLAG_CLEAR_MS } from './timings.ts';

// shell spec §2 Route guard: 'a sign-in was just processed' is a session flag, cleared after 1 second. The time it
// was set is stored too, so a reload inside that second cannot leave the flag behind for good.

export const LOGIN_FLAG_KEY = 'loginJustProcessed';

export function setLoginJustProcessed(storage: Storage = sessionStorage, now: number = Date.now()): void {
  storage.setItem(LOGIN_FLAG_KEY, String(now));
  setTimeout(() => storage.removeItem(LOGIN_FLAG_KEY), LOGIN_FLAG_CLEAR_MS);
}

export function loginJustProcessed(storage: Storage = sessionStorage, now: number = Date.now()): boolean {
  const setAt = Number(storage.getItem(LOGIN_FLAG_KEY));
  return Number.isFinite(setAt) && setAt > 0 && now - setAt < LOGIN_FLAG_CLEAR_MS;
}
