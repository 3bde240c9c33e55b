import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../auth/memory-storage.ts';
import { followHistoryTrail, previousPath, TRAIL_KEPT } from './history-trail.ts';

describe('the history trail', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('knows the address of the entry before the one shown', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    stop = followHistoryTrail(history);
    history.push('/inspections/1');
    history.push('/inspections/1/undercarriage/left');
    expect(previousPath(history)).toBe('/inspections/1');
  });

  it('keeps only the entries a browser keeps, however long the tab is used', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const page = new EventTarget();
    stop = followHistoryTrail(history, page);
    for (let i = 1; i <= 400; i++) history.push(`/inspections/1/screen-${i}`);
    page.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('inspect.historyTrail') ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(stored)).toHaveLength(TRAIL_KEPT + 1);
    expect(previousPath(history)).toBe('/inspections/1/screen-399');
  });

  it('keeps the trail for a reload once the navigation is over, and at once when the page is left', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const page = new EventTarget();
    stop = followHistoryTrail(history, page);
    const kept = () => JSON.parse(sessionStorage.getItem('inspect.historyTrail') ?? '{}') as object;
    expect(kept()).toEqual({ 0: '/' });
    history.push('/inspections/1');
    // Written after the navigation's task, not in it.
    expect(kept()).toEqual({ 0: '/' });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(kept()).toEqual({ 0: '/', 1: '/inspections/1' });
    history.push('/inspections/1/undercarriage');
    page.dispatchEvent(new Event('pagehide'));
    expect(kept()).toEqual({ 0: '/', 1: '/inspections/1', 2: '/inspections/1/undercarriage' });
  });
});
