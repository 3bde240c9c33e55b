import { rememberedUsername } from '../../rules/index.ts';

// What the session keeps in the browser's storage (shell spec §3 "Stored locally outside the tables"). The local
// database is wiped on logout, so nothing here lives in it.

export const TOKEN_KEY = 'jwtToken';
/** Set when the token was entered by hand on /jwt: such a session has no identity account behind it. */
export const TOKEN_SOURCE_KEY = 'jwtTokenSource';
export const REMEMBERED_USERNAME_KEY = 'rememberedUsername';
export const ANALYTICS_USER_KEY = 'analyticsUserId';
export const APP_VERSION_HASH_KEY = 'appVersionHash';

export type TokenSource = 'identity-provider' | 'manual';

export interface TokenStore {
  get(): string | null;
  source(): TokenSource;
  set(token: string, source?: TokenSource): void;
  clear(): void;
}

export function browserTokenStore(storage: Storage = localStorage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_KEY),
    source: () => (storage.getItem(TOKEN_SOURCE_KEY) === 'manual' ? 'manual' : 'identity-provider'),
    set(token, source = 'identity-provider') {
      storage.setItem(TOKEN_KEY, token);
      if (source === 'manual') storage.setItem(TOKEN_SOURCE_KEY, 'manual');
      else storage.removeItem(TOKEN_SOURCE_KEY);
    },
    clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(TOKEN_SOURCE_KEY);
    },
  };
}

export function getRememberedUsername(storage: Storage = localStorage): string {
  return storage.getItem(REMEMBERED_USERNAME_KEY) ?? '';
}

/** shell spec §5: saved only if non-empty after trimming, and saved trimmed. */
export function rememberUsername(raw: string, storage: Storage = localStorage): void {
  const remembered = rememberedUsername(raw);
  if (remembered.save) storage.setItem(REMEMBERED_USERNAME_KEY, remembered.value);
}

export function forgetUsername(storage: Storage = localStorage): void {
  storage.removeItem(REMEMBERED_USERNAME_KEY);
}
