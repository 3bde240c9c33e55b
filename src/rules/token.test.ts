import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  initialsOf,
  inspectorNameFromClaims,
  isTokenExpired,
  parseAccessToken,
  tokenRefreshDelayMs,
  UNKNOWN_USER,
} from './token.ts';

function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
const token = (payload: unknown) => `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

const MIN = 60_000;
const NOW = 1_700_000_000_000;

describe('access-token shape (shell spec §5)', () => {
  it('reads the claims and the expiry of a three-part token', () => {
    expect(parseAccessToken(token({ exp: 1_700_000_000, name: 'José Núñez' }))).toEqual({
      ok: true,
      claims: { exp: 1_700_000_000, name: 'José Núñez' },
      expiresAtMs: 1_700_000_000_000,
    });
  });

  it.each([
    ['no expiry', token({ name: 'x' }), 'NoExpiry'],
    ['a text expiry', token({ exp: '1700000000' }), 'NoExpiry'],
    ['two parts', 'abc.def', 'InvalidFormat'],
    ['four parts', `${token({ exp: 1 })}.x`, 'InvalidFormat'],
    ['an empty part', `.${b64url('{"exp":1}')}.sig`, 'InvalidFormat'],
    ['a payload that is not JSON', `a.${b64url('not json')}.c`, 'InvalidFormat'],
    ['a JSON array payload', `a.${b64url('[1]')}.c`, 'InvalidFormat'],
    ['a JSON null payload', `a.${b64url('null')}.c`, 'InvalidFormat'],
    ['a payload that is not base64url', 'a.b*c.d', 'InvalidFormat'],
    ['a payload that is not UTF-8', `a.${btoa('\xff\xfe')}.c`, 'InvalidFormat'],
    ['an impossible base64 length', 'a.A.c', 'InvalidFormat'],
    ['nothing', null, 'InvalidFormat'],
    ['empty', '', 'InvalidFormat'],
  ])('rejects %s', (_what, raw, code) => {
    expect(parseAccessToken(raw)).toEqual({ ok: false, code });
  });

  it('accepts padded base64url', () => {
    const padded = `a.${b64url('{"exp":5}')}==.c`;
    expect(parseAccessToken(padded)).toMatchObject({ ok: true });
  });

  it('round-trips any expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (exp) => {
        const parsed = parseAccessToken(token({ exp }));
        return parsed.ok && parsed.expiresAtMs === exp * 1000;
      }),
    );
  });
});

describe('inspector name (shell spec §1, recording spec §6)', () => {
  it.each([
    [{ fullname: 'Jane Doe', name: 'J', email: 'j@x' }, 'Jane Doe'],
    [{ name: 'Jane Doe', email: 'j@x' }, 'Jane Doe'],
    [{ given_name: 'Jane', family_name: 'Doe', email: 'j@x' }, 'Jane Doe'],
    [{ given_name: 'Jane', email: 'j@x' }, 'Jane'],
    [{ fullname: '  ', email: ' j@x.com ' }, 'j@x.com'],
    [{ name: 42, email: 'j@x' }, 'j@x'],
    [{}, 'Unknown User'],
    [null, 'Unknown User'],
    [undefined, 'Unknown User'],
  ])('%j is %j', (claims, name) => expect(inspectorNameFromClaims(claims)).toBe(name));

  it('is never empty', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.option(fc.string()),
          email: fc.option(fc.string()),
          fullname: fc.option(fc.string()),
        }),
        (claims) => inspectorNameFromClaims(claims).length > 0,
      ),
    );
    expect(UNKNOWN_USER).toBe('Unknown User');
  });

  it.each([
    ['Jane Mary Doe', 'JD'],
    ['jane', 'J'],
    ['  ', ''],
  ])('initials of %j are %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('token refresh timing (shell spec §4 and §9)', () => {
  it('refreshes 5 minutes before expiry', () => {
    expect(tokenRefreshDelayMs(token({ exp: (NOW + 60 * MIN) / 1000 }), NOW)).toBe(55 * MIN);
  });

  it('refreshes at once inside the 5-minute window', () => {
    expect(tokenRefreshDelayMs(token({ exp: (NOW + 2 * MIN) / 1000 }), NOW)).toBe(0);
    expect(tokenRefreshDelayMs(token({ exp: (NOW - MIN) / 1000 }), NOW)).toBe(0);
  });

  it('tries again after 10 minutes when the token cannot be read', () => {
    expect(tokenRefreshDelayMs('garbage', NOW)).toBe(10 * MIN);
  });

  it('knows when a token has expired', () => {
    expect(isTokenExpired(token({ exp: (NOW + MIN) / 1000 }), NOW)).toBe(false);
    expect(isTokenExpired(token({ exp: NOW / 1000 }), NOW)).toBe(true);
    expect(isTokenExpired(null, NOW)).toBe(true);
  });
});
