import { TAG_PATH_PREFIX } from '../../rules/index.ts';

// A printed tag scanned by a signed-out device opens /tag/…; the guard sends it to /login with a full reload, and the
// sign-in (Microsoft redirect or the local /jwt) must then open that machine, not Home (issue 55 item 4). Only a tag
// path is kept: any other address after sign-in is Home, as shell spec §2 says.

export const AFTER_SIGN_IN_KEY = 'afterSignInTag';

/** Whether `path` (pathname + search) is a tag of this app: the only place a sign-in returns to. */
export function isTagPath(path: string): boolean {
  return path.startsWith(TAG_PATH_PREFIX) && !path.startsWith('//') && !path.includes('\\');
}

/** Kept by the guard before it sends a signed-out device to /login. */
export function rememberTagForSignIn(path: string, storage: Storage = sessionStorage): void {
  if (isTagPath(path)) storage.setItem(AFTER_SIGN_IN_KEY, path);
  else storage.removeItem(AFTER_SIGN_IN_KEY);
}

/** Where a completed sign-in goes: the remembered tag (once), else Home. */
export function takeAfterSignInPath(storage: Storage = sessionStorage): string {
  const path = storage.getItem(AFTER_SIGN_IN_KEY);
  storage.removeItem(AFTER_SIGN_IN_KEY);
  return path !== null && isTagPath(path) ? path : '/';
}
