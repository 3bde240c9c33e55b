import { describe, expect, it } from 'vitest';
import type { Identity } from './verify-token.ts';
import { VERIFIED_TOKEN_ENTRIES, VERIFIED_TOKEN_MAX_AGE_MS, VerifiedTokens } from './verified-tokens.ts';

const identity = (sub: string, expSeconds: number): Identity => ({
  sub,
  name: undefined,
  email: undefined,
  claims: { sub, exp: expSeconds },
});

describe('tokens already verified', () => {
  const now = 1_800_000_000_000;

  it('answers a token verified before, until it expires', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', identity('ann', now / 1000 + 30), now);
    expect(tokens.get('a.b.c', now + 29_999)?.sub).toBe('ann');
    expect(tokens.get('a.b.c', now + 30_000)).toBeUndefined();
  });

  it('keeps a long-lived token a minute at most, then it is checked again', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', identity('ann', now / 1000 + 3600), now);
    expect(tokens.get('a.b.c', now + VERIFIED_TOKEN_MAX_AGE_MS - 1)?.sub).toBe('ann');
    expect(tokens.get('a.b.c', now + VERIFIED_TOKEN_MAX_AGE_MS)).toBeUndefined();
  });

  it('never keeps an expired token, and holds a bounded number', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('old', identity('ann', now / 1000 - 1), now);
    expect(tokens.get('old', now)).toBeUndefined();
    for (let i = 0; i <= VERIFIED_TOKEN_ENTRIES; i++)
      tokens.remember(`t${i}`, identity(`u${i}`, now / 1000 + 60), now);
    expect(tokens.size).toBe(VERIFIED_TOKEN_ENTRIES);
    expect(tokens.get('t0', now)).toBeUndefined();
    expect(tokens.get(`t${VERIFIED_TOKEN_ENTRIES}`, now)?.sub).toBe(`u${VERIFIED_TOKEN_ENTRIES}`);
  });
});
