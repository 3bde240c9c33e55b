import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** The browser's paint timing, told by hand: the entries named in order, as PerformanceObserver would. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers: FakePaintObserver[] = [];
  static tell(...names: string[]) {
    for (const observer of [...FakePaintObserver.observers])
      observer.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
  }
  readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
  constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    this.callback = callback;
  }
  observe() {
    FakePaintObserver.observers.push(this);
  }
  disconnect() {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((o) => o !== this);
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers = [];
    FakePaintObserver.supportedEntryTypes = ['paint'];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, not a first paint without content, then runs in a task of its own', () => {
    const work = vi.fn();
    afterFirstPaint(work);
    FakePaintObserver.tell('first-paint');
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    FakePaintObserver.tell('first-contentful-paint');
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    FakePaintObserver.tell('first-contentful-paint');
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the paint or after it, the work never runs', () => {
    const [early, late] = [vi.fn(), vi.fn()];
    afterFirstPaint(early)();
    const cancelLate = afterFirstPaint(late);
    FakePaintObserver.tell('first-contentful-paint');
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('where the browser tells no paint timing, runs after the next frame', () => {
    FakePaintObserver.supportedEntryTypes = [];
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const work = vi.fn();
    afterFirstPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
