import { describe, expect, it } from 'vitest';
import { rememberTagForSignIn, takeAfterSignInPath } from './after-sign-in.ts';
import { memoryStorage } from './memory-storage.ts';

describe('where a sign-in returns to', () => {
  it('a tag that sent the device to sign in, once', () => {
    const storage = memoryStorage();
    rememberTagForSignIn('/tag/machine/42', storage);
    expect(takeAfterSignInPath(storage)).toBe('/tag/machine/42');
    expect(takeAfterSignInPath(storage)).toBe('/');
  });

  it('Home for any other address, and for what only looks like a tag', () => {
    const storage = memoryStorage();
    rememberTagForSignIn('/history', storage);
    expect(takeAfterSignInPath(storage)).toBe('/');
    rememberTagForSignIn('//evil.example/tag/machine/1', storage);
    expect(takeAfterSignInPath(storage)).toBe('/');
  });

  it('a later ordinary address forgets an earlier tag', () => {
    const storage = memoryStorage();
    rememberTagForSignIn('/tag/bucket/BKT-1', storage);
    rememberTagForSignIn('/planner', storage);
    expect(takeAfterSignInPath(storage)).toBe('/');
  });
});
