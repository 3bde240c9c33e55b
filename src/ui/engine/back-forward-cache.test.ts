import { describe, expect, it } from 'vitest';
import { followBackForwardCache } from './back-forward-cache.ts';

function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
  return Object.assign(new Event(type), { persisted });
}

function followed() {
  const page = new EventTarget();
  const calls: string[] = [];
  followBackForwardCache(page, {
    suspendForBackForwardCache: async () => void calls.push('suspend'),
    resumeFromBackForwardCache: async () => void calls.push('resume'),
  });
  return { page, calls };
}

describe('the page and the back-forward cache', () => {
  it('gives the database up when the page goes into the cache and takes it back when shown from it', () => {
    const { page, calls } = followed();
    page.dispatchEvent(pageEvent('pagehide', true));
    expect(calls).toEqual(['suspend']);
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(calls).toEqual(['suspend', 'resume']);
  });

  it('leaves the engine alone on a first load and on an unload that ends the worker anyway', () => {
    const { page, calls } = followed();
    page.dispatchEvent(pageEvent('pageshow', false));
    page.dispatchEvent(pageEvent('pagehide', false));
    expect(calls).toEqual([]);
  });
});
