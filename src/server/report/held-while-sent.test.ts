import { describe, expect, it, vi } from 'vitest';
import { heldWhileSent } from './held-while-sent.ts';

function source(pieces: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent === pieces) controller.close();
        else controller.enqueue(new Uint8Array([sent++]));
      },
    },
    { highWaterMark: 0 },
  );
}

describe('heldWhileSent', () => {
  it('frees the slot once, when the last byte has been taken', async () => {
    const release = vi.fn();
    const reader = heldWhileSent(source(3), release, 60_000).getReader();
    for (let i = 0; i < 3; i++) expect((await reader.read()).value).toEqual(new Uint8Array([i]));
    expect(release).not.toHaveBeenCalled();
    expect((await reader.read()).done).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('frees the slot when the client goes away', async () => {
    const release = vi.fn();
    const reader = heldWhileSent(source(3), release, 60_000).getReader();
    await reader.read();
    await reader.cancel();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('cuts the download short and frees the slot when the client stops reading', async () => {
    vi.useFakeTimers();
    try {
      const release = vi.fn();
      const reader = heldWhileSent(source(3), release, 30_000).getReader();
      await reader.read();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(release).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(release).toHaveBeenCalledTimes(1);
      await expect(reader.read()).rejects.toThrow('The client took nothing of its report for 30000 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});
