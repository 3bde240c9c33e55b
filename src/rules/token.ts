// Access-token shape, claims and refresh timing (shell spec §3 Token claims, §4 Session, §5 and §9).
import { TOKEN_FALLBACK_REFRESH_MS, TOKEN_REFRESH_LEAD_MS } from './constants.ts';

/** shell spec §3: the token claims the app reads. */
export interface TokenClaims {
  name?: unknown;
  email?: unknown;
  exp?: unknown;
  fullname?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  [claim: string]: unknown;
}

export const UNKNOWN_USER = 'Unknown User';

export type ParsedToken =
  { ok: true; claims: TokenClaims; expiresAtMs: number } | { ok: false; code: 'InvalidFormat' | 'NoExpiry' };

function decodeBase64Url(part: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return undefined;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

// The last token read and what it read as: every navigation's guard reads the same token twice.
let lastRead: { readonly token: string; readonly parsed: ParsedToken } | undefined;

// shell spec §5: a token must have three dot-separated parts and an expiry claim, else it is invalid
export function parseAccessToken(token: string | null | undefined): ParsedToken {
  const key = token ?? '';
  if (lastRead?.token === key) return lastRead.parsed;
  const parsed = readAccessToken(key);
  lastRead = { token: key, parsed };
  return parsed;
}

function readAccessToken(token: string): ParsedToken {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return { ok: false, code: 'InvalidFormat' };
  const json = decodeBase64Url(parts[1] as string);
  if (json === undefined) return { ok: false, code: 'InvalidFormat' };
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return { ok: false, code: 'InvalidFormat' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    return { ok: false, code: 'InvalidFormat' };
  const exp = (claims as TokenClaims).exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { ok: false, code: 'NoExpiry' };
  return { ok: true, claims: claims as TokenClaims, expiresAtMs: exp * 1000 };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

// shell spec §1 and recording spec §6: inspector name from the token: full name, else e-mail, else 'Unknown User'
export function inspectorNameFromClaims(claims: TokenClaims | null | undefined): string {
  const c = claims ?? {};
  const given = [text(c.given_name), text(c.family_name)].filter((s) => s !== '').join(' ');
  return text(c.fullname) || text(c.name) || given || text(c.email) || UNKNOWN_USER;
}

// shell spec §2 Side menu: the user's initials from a name (first letters of the first and last words, upper case)
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

// shell spec §4 Session: refresh 5 minutes before expiry, at once inside that window, after 10 minutes if unreadable
export function tokenRefreshDelayMs(token: string | null | undefined, nowMs: number): number {
  const parsed = parseAccessToken(token);
  if (!parsed.ok) return TOKEN_FALLBACK_REFRESH_MS;
  return Math.max(0, parsed.expiresAtMs - TOKEN_REFRESH_LEAD_MS - nowMs);
}

// shell spec §4 Session: a token is expired once its expiry has passed
export function isTokenExpired(token: string | null | undefined, nowMs: number): boolean {
  const parsed = parseAccessToken(token);
  return !parsed.ok || parsed.expiresAtMs <= nowMs;
}
