import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

// The next frame is driven by hand: a measuring run's next screen must not open in the task of Enter, nor in the
// frame's own callbacks (before the result is painted), only in a task after them (decision 0100).
describe('afterPaint', () => {
  let frames: Map<number, () => void>;
  const paint = () => {
    const callbacks = [...frames.values()];
    frames.clear();
    for (const callback of callbacks) callback();
  };
  beforeEach(() => {
    vi.useFakeTimers();
    frames = new Map();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in a task after the next frame, not before it nor inside it', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the frame or after it, the work never runs', () => {
    const early = vi.fn();
    afterPaint(early)();
    paint();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    const late = vi.fn();
    const cancel = afterPaint(late);
    paint();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
