import type { Identity } from './verify-token.ts';

// Tokens already verified, so a device's many requests with one access token cost one signature check (a verify is
// ~0.6 ms of CPU, as much as a whole delta sync with nothing new). An entry lasts until the token expires and at most
// a minute, so a key the provider withdrew stops being trusted soon after; the map is bounded, oldest out first.

export const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;
export const VERIFIED_TOKEN_ENTRIES = 5000;

interface Entry {
  readonly identity: Identity;
  readonly until: number;
}

export class VerifiedTokens {
  readonly #entries = new Map<string, Entry>();

  get(token: string, now = Date.now()): Identity | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (now < entry.until) return entry.identity;
    this.#entries.delete(token);
    return undefined;
  }

  remember(token: string, identity: Identity, now = Date.now()): void {
    const exp = typeof identity.claims.exp === 'number' ? identity.claims.exp * 1000 : now;
    const until = Math.min(exp, now + VERIFIED_TOKEN_MAX_AGE_MS);
    if (until <= now) return;
    this.#entries.delete(token);
    this.#entries.set(token, { identity, until });
    if (this.#entries.size > VERIFIED_TOKEN_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
