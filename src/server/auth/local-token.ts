import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import type { LocalKeys } from './local-keys.ts';
import { localSubject } from './local-keys.ts';

// Access tokens signed with the local identity provider's key, for the local sign-in page and `npm run token`. They
// carry the claims the app reads (shell spec §3 "Token claims read": name, email, exp, fullname, given_name,
// family_name) and the same issuer and audience as the local OpenID Connect provider's own access tokens.

export interface LocalPerson {
  readonly name: string;
  readonly email: string;
}

export interface LocalTokenOptions extends LocalPerson {
  readonly keys: LocalKeys;
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  readonly ttlSeconds: number;
  /** Seconds since the epoch; defaults to now. */
  readonly now?: number;
  /** Claims to add or override (tests use it to make a wrong audience or issuer). */
  readonly extraClaims?: JWTPayload;
}

/** The profile claims of a person: given and family names are split from the full name. */
export function profileClaims(person: LocalPerson): Record<string, string> {
  const name = person.name.trim();
  const parts = name.split(/\s+/).filter((part) => part !== '');
  return {
    name,
    fullname: name,
    given_name: parts[0] ?? name,
    family_name: parts.length > 1 ? parts.slice(1).join(' ') : '',
    email: person.email.trim(),
    preferred_username: person.email.trim(),
  };
}

export async function mintLocalToken(options: LocalTokenOptions): Promise<string> {
  const key = await importJWK(options.keys.privateJwk, 'RS256');
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    iss: options.issuer,
    aud: options.audience,
    sub: localSubject(options.email),
    iat: now,
    exp: now + options.ttlSeconds,
    jti: randomUUID(),
    ...profileClaims(options),
    scope: 'openid profile email',
    client_id: options.clientId,
    ...options.extraClaims,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: options.keys.privateJwk.kid, typ: 'at+jwt' })
    .sign(key);
}
