import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen.ts';

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until every read of the first screen has answered, then for the frame that shows them', async () => {
    const client = new QueryClient();
    const run = vi.fn();
    afterFirstScreen(client, run);
    let answerLists: (value: string) => void = () => undefined;
    let answerTip: (value: string) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['lists'],
      queryFn: () => new Promise<string>((r) => (answerLists = r)),
    });
    void client.fetchQuery({ queryKey: ['tip'], queryFn: () => new Promise<string>((r) => (answerTip = r)) });
    answerLists('cards');
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
    answerTip('tip');
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits for the app's own screen when its data was read before it rendered (decision 0111)", async () => {
    const client = new QueryClient();
    const run = vi.fn();
    // Home's lists are read before the app renders them: answered before the screen is committed.
    await client.fetchQuery({ queryKey: ['lists'], queryFn: () => Promise.resolve('cards') });
    let show: () => void = () => undefined;
    afterFirstScreen(client, run, { shown: new Promise<void>((resolve) => (show = resolve)) });
    await client.fetchQuery({ queryKey: ['tip'], queryFn: () => Promise.resolve('tip') });
    await vi.advanceTimersByTimeAsync(500);
    expect(run).not.toHaveBeenCalled();
    show();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at the deadline when the app is never shown (a gate that stays on another screen)', async () => {
    const client = new QueryClient();
    const run = vi.fn();
    await client.fetchQuery({ queryKey: ['lists'], queryFn: () => Promise.resolve('cards') });
    afterFirstScreen(client, run, { latestMs: 3000, shown: new Promise<void>(() => undefined) });
    await vi.advanceTimersByTimeAsync(2900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the deadline when the screen reads nothing, and only once', async () => {
    const client = new QueryClient();
    const run = vi.fn();
    afterFirstScreen(client, run, { latestMs: 3000 });
    await vi.advanceTimersByTimeAsync(2900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();
    await client.fetchQuery({ queryKey: ['later'], queryFn: () => Promise.resolve(1) });
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledOnce();
  });
});
